import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { HolidayRequest } from "./get-my-holiday-requests";
import { ownRequestChangeRoots } from "./query-keys";

/** POST /api/holiday-requests/:id/withdraw: the caller's pending request → cancelled. */
export function withdrawHolidayRequest(id: HolidayRequest["id"]): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/holiday-requests/${id}/withdraw`);
}

/** The status changes and the hours come back. */
export const useWithdrawHolidayRequest = defineMutation(
  withdrawHolidayRequest,
  ownRequestChangeRoots,
);
