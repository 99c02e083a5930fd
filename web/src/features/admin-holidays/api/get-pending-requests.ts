import { queryOptions, useQuery } from "@tanstack/react-query";

import type { DayType } from "@shared/hours.ts";

import { api } from "@/lib/api-client";

import { adminRequestKeys } from "./query-keys";

/** A holiday request in an admin list: the request plus its requester (docs/api.md). */
export type AdminHolidayRequest = {
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
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  /** The requester's remaining hours in the request's year. */
  vacation_hours: number;
};

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
