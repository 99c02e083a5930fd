import { queryRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { PlanningAppointment } from "./get-planning-appointments";

/** DELETE /api/appointment-logs/:id. */
export function deleteAppointment(id: PlanningAppointment["id"]): Promise<unknown> {
  return api.delete(`/appointment-logs/${id}`);
}

/** The planning and the appointment list both reload (spec section 4). */
export const useDeleteAppointment = defineMutation(deleteAppointment, [
  queryRoots.planning,
  queryRoots.appointmentLogs,
]);
