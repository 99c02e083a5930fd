import type { z } from "zod";

import type {
  createAppointmentSchema,
  updateAppointmentSchema,
} from "@shared/schemas/appointments.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { AppointmentLog } from "./get-appointment-logs";
import { appointmentChangeRoots } from "./query-keys";

/** The fields of a log (spec section 7), as created and edited. */
export type AppointmentLogInput = z.input<typeof updateAppointmentSchema>;

/** The create payload: the fields, and whose log it is. */
export type CreateAppointmentLogInput = z.input<typeof createAppointmentSchema>;

/** POST /api/appointment-logs. */
export function createAppointmentLog(input: CreateAppointmentLogInput): Promise<AppointmentLog> {
  return api.post<AppointmentLog>("/appointment-logs", input);
}

export const useCreateAppointmentLog = defineMutation(createAppointmentLog, appointmentChangeRoots);
