import { useMutation, type UseMutationOptions, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import type { AppointmentLog } from "./get-appointment-logs";
import { appointmentChangeRoots } from "./query-keys";

/** DELETE /api/appointment-logs/:id. */
export function deleteAppointmentLog(id: AppointmentLog["id"]): Promise<unknown> {
  return api.delete(`/appointment-logs/${id}`);
}

export function useDeleteAppointmentLog(
  options: Omit<UseMutationOptions<unknown, Error, AppointmentLog["id"]>, "mutationFn"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteAppointmentLog,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await Promise.all(
        appointmentChangeRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
