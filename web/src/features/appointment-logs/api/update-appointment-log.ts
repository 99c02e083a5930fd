import { useMutation, type UseMutationOptions, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import type { AppointmentLogInput } from "./create-appointment-log";
import type { AppointmentLog } from "./get-appointment-logs";
import { appointmentChangeRoots } from "./query-keys";

export type UpdateAppointmentLogInput = AppointmentLogInput & { id: AppointmentLog["id"] };

/** PUT /api/appointment-logs/:id: the same fields; the user cannot change. */
export function updateAppointmentLog(
  { id, ...log }: UpdateAppointmentLogInput,
): Promise<AppointmentLog> {
  return api.put<AppointmentLog>(`/appointment-logs/${id}`, log);
}

export function useUpdateAppointmentLog(
  options: Omit<
    UseMutationOptions<AppointmentLog, Error, UpdateAppointmentLogInput>,
    "mutationFn"
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateAppointmentLog,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await Promise.all(
        appointmentChangeRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
