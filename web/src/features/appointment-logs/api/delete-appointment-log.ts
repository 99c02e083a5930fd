import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { AppointmentLog } from "./get-appointment-logs";
import { appointmentChangeRoots } from "./query-keys";

/** DELETE /api/appointment-logs/:id. */
export function deleteAppointmentLog(id: AppointmentLog["id"]): Promise<unknown> {
  return api.delete(`/appointment-logs/${id}`);
}

export const useDeleteAppointmentLog = defineMutation(deleteAppointmentLog, appointmentChangeRoots);
