import { queryOptions, useQuery } from "@tanstack/react-query";

import type { DayType } from "@shared/hours.ts";

import { api } from "@/lib/api-client";

import { holidayRequestKeys } from "./query-keys";

/** A holiday request as GET /api/user/holiday-requests answers it (docs/api.md). */
export type HolidayRequest = {
  id: number;
  user_id: string;
  start_date: string;
  end_date: string;
  start_day_type: DayType;
  end_day_type: DayType;
  status: string;
  requested_hours: number | null;
  deny_reason: string | null;
  cancel_reject_reason: string | null;
  created_at: string;
};

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
