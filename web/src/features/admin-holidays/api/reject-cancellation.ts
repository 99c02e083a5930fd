import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/** The request, and why its cancellation is refused (sent as the spec's reject_reason). */
export type RejectCancellationInput = { id: number; rejectReason: string };

/** POST /api/admin/holiday-requests/:id/reject-cancellation: cancel_requested → accepted. */
export function rejectCancellation(
  { id, rejectReason }: RejectCancellationInput,
): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/reject-cancellation`, {
    reject_reason: rejectReason,
  });
}

export const useRejectCancellation = defineMutation(rejectCancellation, holidayChangeRoots);
