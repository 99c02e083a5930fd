import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** POST /api/admin/holiday-requests/:id/approve-cancellation: cancel_requested → cancelled. */
export function approveCancellation(id: number): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/approve-cancellation`);
}

export function useApproveCancellation(
  options: HolidayMutationOptions<HolidayRequest, number> = {},
) {
  return useHolidayMutation(approveCancellation, options);
}
