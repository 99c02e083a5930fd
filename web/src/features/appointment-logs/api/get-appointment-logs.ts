import type { AppointmentLog } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api, type Page, pageQuery } from "@/lib/api-client";

import { appointmentLogKeys } from "./query-keys";

export type { AppointmentLog };

/** Rows per page (the list grows by thousands a year, so the server pages it). */
export const APPOINTMENT_PAGE_SIZE = 20;

/** GET /api/appointment-logs: one page, by date and start time. */
export function getAppointmentLogs(page: number): Promise<Page<AppointmentLog>> {
  return api.getPage<AppointmentLog>("/appointment-logs", pageQuery(page, APPOINTMENT_PAGE_SIZE));
}

export const [getAppointmentLogsQueryOptions, useAppointmentLogs] = defineQuery(
  appointmentLogKeys.list,
  getAppointmentLogs,
);
