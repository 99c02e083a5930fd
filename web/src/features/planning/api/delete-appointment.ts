import { queryRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { PlanningAppointment } from "./get-planning-appointments";

/** DELETE /api/appointment-logs/:id. */
export function deleteAppointment(id: PlanningAppointment["id"]): Promise<unknown> {
  return api.delete(`/appointment-logs/${id}`);
}

export function useDeleteAppointment(
  options: InvalidatingMutationOptions<unknown, PlanningAppointment["id"]> = {},
) {
  // The planning and the appointment list both reload (spec section 4).
  return useInvalidatingMutation(deleteAppointment, options, [
    queryRoots.planning,
    queryRoots.appointmentLogs,
  ]);
}
