import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

export type RejectCancellationInput = { id: number; rejectReason: string };

/** POST /api/admin/holiday-requests/:id/reject-cancellation: cancel_requested → accepted. */
export function rejectCancellation(
  { id, rejectReason }: RejectCancellationInput,
): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/reject-cancellation`, {
    reject_reason: rejectReason,
  });
}

export function useRejectCancellation(
  options: HolidayMutationOptions<HolidayRequest, RejectCancellationInput> = {},
) {
  return useHolidayMutation(rejectCancellation, options);
}
