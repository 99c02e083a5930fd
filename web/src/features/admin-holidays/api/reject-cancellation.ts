import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

export type RejectCancellationInput = { id: number; rejectReason: string };

/** POST /api/admin/holiday-requests/:id/reject-cancellation: cancel_requested → accepted. */
export function rejectCancellation(
  { id, rejectReason }: RejectCancellationInput,
): Promise<AdminHolidayRequest> {
  return api.post<AdminHolidayRequest>(`/admin/holiday-requests/${id}/reject-cancellation`, {
    reject_reason: rejectReason,
  });
}

export function useRejectCancellation(
  options: HolidayMutationOptions<AdminHolidayRequest, RejectCancellationInput> = {},
) {
  return useHolidayMutation(rejectCancellation, options);
}
