import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { holidayRequestKeys } from "./query-keys";
import type { HolidayRequest } from "@shared/schemas/responses.ts";

export type { HolidayRequest };

/** GET /api/user/holiday-requests: the caller's own requests, newest first. */
export function getMyHolidayRequests(): Promise<HolidayRequest[]> {
  return api.get<HolidayRequest[]>("/user/holiday-requests");
}

export function getMyHolidayRequestsQueryOptions() {
  return queryOptions({ queryKey: holidayRequestKeys.mine(), queryFn: getMyHolidayRequests });
}

export function useMyHolidayRequests() {
  return useQuery(getMyHolidayRequestsQueryOptions());
}
