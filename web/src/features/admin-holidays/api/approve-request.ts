import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** POST /api/admin/holiday-requests/:id/approve: pending → accepted. */
export function approveRequest(id: number): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/approve`);
}

export function useApproveRequest(
  options: HolidayMutationOptions<HolidayRequest, number> = {},
) {
  return useHolidayMutation(approveRequest, options);
}
