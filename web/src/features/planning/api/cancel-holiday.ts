import { useMutation, type UseMutationOptions, useQueryClient } from "@tanstack/react-query";

import { holidayChangeRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";

import type { PlanningHoliday } from "./get-planning-holidays";

/** POST /api/admin/holiday-requests/:id/cancel: an admin cancels an approved holiday. */
export function cancelHoliday(id: PlanningHoliday["id"]): Promise<unknown> {
  return api.post(`/admin/holiday-requests/${id}/cancel`);
}

export function useCancelHoliday(
  options: Omit<UseMutationOptions<unknown, Error, PlanningHoliday["id"]>, "mutationFn"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: cancelHoliday,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      // The planning, every request list and the requester's hours change.
      await Promise.all(
        holidayChangeRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
