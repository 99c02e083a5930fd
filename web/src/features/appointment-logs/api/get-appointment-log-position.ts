import type { AppointmentPosition } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import type { AppointmentLog } from "./get-appointment-logs";
import { APPOINTMENT_PAGE_SIZE } from "./get-appointment-logs";

/** GET /api/appointment-logs/:id/position: where the log stands in the whole list. */
export function getAppointmentLogPosition(id: AppointmentLog["id"]): Promise<AppointmentPosition> {
  return api.get<AppointmentPosition>(`/appointment-logs/${id}/position`);
}

/** The 1-based page of the list that holds the log: pageOfLog({ index: 20 }) → 2. */
export function pageOfLog({ index }: Pick<AppointmentPosition, "index">): number {
  return Math.floor(index / APPOINTMENT_PAGE_SIZE) + 1;
}
