import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** POST /api/admin/holiday-requests/:id/cancel: an approved request → cancelled. */
export function cancelRequest(id: number): Promise<AdminHolidayRequest> {
  return api.post<AdminHolidayRequest>(`/admin/holiday-requests/${id}/cancel`);
}

export function useCancelRequest(
  options: HolidayMutationOptions<AdminHolidayRequest, number> = {},
) {
  return useHolidayMutation(cancelRequest, options);
}
