import { queryOptions } from "@tanstack/react-query";

import type { AppointmentLog } from "@shared/schemas/responses.ts";

import { api, type Page } from "@/lib/api-client";

import { appointmentLogKeys } from "./query-keys";

export type { AppointmentLog };

/** Rows per page (the list grows by thousands a year, so the server pages it). */
export const APPOINTMENT_PAGE_SIZE = 20;

/** GET /api/appointment-logs: one page, by date and start time. */
export function getAppointmentLogs(page: number): Promise<Page<AppointmentLog>> {
  return api.getPage<AppointmentLog>("/appointment-logs", {
    limit: APPOINTMENT_PAGE_SIZE,
    offset: (page - 1) * APPOINTMENT_PAGE_SIZE,
  });
}

export function getAppointmentLogsQueryOptions(page: number) {
  return queryOptions({
    queryKey: appointmentLogKeys.list(page),
    queryFn: () => getAppointmentLogs(page),
  });
}
