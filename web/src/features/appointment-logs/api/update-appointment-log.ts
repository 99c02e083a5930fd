import type { UseMutationOptions } from "@tanstack/react-query";

import { useInvalidatingMutation } from "@/api/use-invalidating-mutation";
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
  return useInvalidatingMutation(updateAppointmentLog, options, appointmentChangeRoots);
}
