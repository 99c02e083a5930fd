import { defineMutation } from "@/api/use-invalidating-mutation";
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

export const useUpdateAppointmentLog = defineMutation(updateAppointmentLog, appointmentChangeRoots);
