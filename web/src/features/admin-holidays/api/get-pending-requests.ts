import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { adminRequestKeys } from "./query-keys";
import type { AdminHolidayRequest } from "@shared/schemas/responses.ts";

export type { AdminHolidayRequest };

/** GET /api/admin/holiday-requests: the pending requests, oldest first. */
export function getPendingRequests(): Promise<AdminHolidayRequest[]> {
  return api.get<AdminHolidayRequest[]>("/admin/holiday-requests");
}

export function getPendingRequestsQueryOptions() {
  return queryOptions({ queryKey: adminRequestKeys.pending(), queryFn: getPendingRequests });
}

export function usePendingRequests() {
  return useQuery(getPendingRequestsQueryOptions());
}
