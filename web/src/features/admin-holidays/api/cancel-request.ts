import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** POST /api/admin/holiday-requests/:id/cancel: an approved request → cancelled. */
export function cancelRequest(id: number): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/cancel`);
}

export function useCancelRequest(
  options: HolidayMutationOptions<HolidayRequest, number> = {},
) {
  return useHolidayMutation(cancelRequest, options);
}
