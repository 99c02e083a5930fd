import { useMutation, type UseMutationOptions, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import type { HolidayRequest } from "./get-my-holiday-requests";
import { holidayRequestKeys, vacationDaysKeys } from "./query-keys";

/** POST /api/holiday-requests/:id/request-cancellation: accepted → cancel_requested. */
export function requestCancellation(id: HolidayRequest["id"]): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/holiday-requests/${id}/request-cancellation`);
}

export function useRequestCancellation(
  options: Omit<UseMutationOptions<HolidayRequest, Error, HolidayRequest["id"]>, "mutationFn"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: requestCancellation,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      // The new status and the balance both change: refresh every list and the hours.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holidayRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: vacationDaysKeys.all }),
      ]);
    },
  });
}
