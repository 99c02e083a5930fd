import { useQuery } from "@tanstack/react-query";

import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { holidayRequestKeys } from "./query-keys";

export type { HolidayRequest };

/** GET /api/user/holiday-requests: the caller's own requests, newest first. */
export function getMyHolidayRequests(): Promise<HolidayRequest[]> {
  return api.get<HolidayRequest[]>("/user/holiday-requests");
}

export const [getMyHolidayRequestsQueryOptions] = defineQuery(
  holidayRequestKeys.mine,
  getMyHolidayRequests,
);

/**
 * The caller's requests. The list screen passes `{ refetchOnMount: "always" }`: the request form
 * has usually just read them (for next year's balance), and the list must show what an
 * administrator decided since, and meet an ended session with its 401, not with the copy.
 */
export function useMyHolidayRequests(options: { refetchOnMount?: "always" } = {}) {
  return useQuery({ ...getMyHolidayRequestsQueryOptions(), ...options });
}
