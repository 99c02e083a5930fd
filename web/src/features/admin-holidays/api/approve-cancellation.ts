import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/** POST /api/admin/holiday-requests/:id/approve-cancellation: cancel_requested → cancelled. */
export function approveCancellation(id: number): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/approve-cancellation`);
}

export const useApproveCancellation = defineMutation(approveCancellation, holidayChangeRoots);
