import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** POST /api/admin/holiday-requests/:id/approve-cancellation: cancel_requested → cancelled. */
export function approveCancellation(id: number): Promise<AdminHolidayRequest> {
  return api.post<AdminHolidayRequest>(`/admin/holiday-requests/${id}/approve-cancellation`);
}

export function useApproveCancellation(
  options: HolidayMutationOptions<AdminHolidayRequest, number> = {},
) {
  return useHolidayMutation(approveCancellation, options);
}
