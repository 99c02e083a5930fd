import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { HolidayRequest } from "./get-my-holiday-requests";
import { holidayRequestKeys, vacationDaysKeys } from "./query-keys";

/** POST /api/holiday-requests/:id/request-cancellation: accepted → cancel_requested. */
export function requestCancellation(id: HolidayRequest["id"]): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/holiday-requests/${id}/request-cancellation`);
}

export function useRequestCancellation(
  options: InvalidatingMutationOptions<HolidayRequest, HolidayRequest["id"]> = {},
) {
  // The new status and the balance both change: refresh every list and the hours.
  return useInvalidatingMutation(requestCancellation, options, [
    holidayRequestKeys.all,
    vacationDaysKeys.all,
  ]);
}
