import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/** POST /api/admin/holiday-requests/:id/cancel: an approved request → cancelled. */
export function cancelRequest(id: number): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/cancel`);
}

export const useCancelRequest = defineMutation(cancelRequest, holidayChangeRoots);
