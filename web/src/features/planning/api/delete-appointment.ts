import { useMutation, type UseMutationOptions, useQueryClient } from "@tanstack/react-query";

import { queryRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";

import type { PlanningAppointment } from "./get-planning-appointments";

/** DELETE /api/appointment-logs/:id. */
export function deleteAppointment(id: PlanningAppointment["id"]): Promise<unknown> {
  return api.delete(`/appointment-logs/${id}`);
}

export function useDeleteAppointment(
  options: Omit<UseMutationOptions<unknown, Error, PlanningAppointment["id"]>, "mutationFn"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteAppointment,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      // The planning and the appointment list both reload (spec section 4).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.planning }),
        queryClient.invalidateQueries({ queryKey: queryRoots.appointmentLogs }),
      ]);
    },
  });
}
