import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { HolidayRequest } from "./get-my-holiday-requests";
import { holidayRequestKeys, vacationDaysKeys } from "./query-keys";

/** POST /api/holiday-requests/:id/withdraw: the caller's pending request → cancelled. */
export function withdrawHolidayRequest(id: HolidayRequest["id"]): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/holiday-requests/${id}/withdraw`);
}

export function useWithdrawHolidayRequest(
  options: InvalidatingMutationOptions<HolidayRequest, HolidayRequest["id"]> = {},
) {
  // The status changes and the hours come back: refresh every list and the balance.
  return useInvalidatingMutation(withdrawHolidayRequest, options, [
    holidayRequestKeys.all,
    vacationDaysKeys.all,
  ]);
}
