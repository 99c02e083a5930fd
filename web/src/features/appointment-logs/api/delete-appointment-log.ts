import type { UseMutationOptions } from "@tanstack/react-query";

import { useInvalidatingMutation } from "@/api/use-invalidating-mutation";
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
  return useInvalidatingMutation(deleteAppointmentLog, options, appointmentChangeRoots);
}
