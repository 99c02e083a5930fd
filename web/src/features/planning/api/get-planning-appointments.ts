import { useQuery } from "@tanstack/react-query";

import type { AppointmentLog } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { planningKeys, type PlanningRange } from "./query-keys";

/**
 * An appointment as the planning reads it: the API's shape, loosened where the spec has the
 * calendar cope with less (no department: "N/A"; no to date: one day; no reason).
 */
export type PlanningAppointment =
  & Omit<AppointmentLog, "department" | "event_to_date" | "reason">
  & {
    department?: string | null;
    event_to_date: string | null;
    reason: string | null;
  };

/** GET /api/appointment-logs?from=&to=: every appointment overlapping the range. */
export function getPlanningAppointments(range: PlanningRange): Promise<PlanningAppointment[]> {
  return api.get<PlanningAppointment[]>("/appointment-logs", {
    from: range.startDate,
    to: range.endDate,
  });
}

/**
 * Fresh for half a minute, so the opening month prefetched by the route is not loaded a second
 * time when the calendar mounts; every change invalidates it at once.
 */
export const [getPlanningAppointmentsQueryOptions] = defineQuery(
  planningKeys.appointments,
  getPlanningAppointments,
  { staleTime: 30_000, keepsPrevious: true },
);

/** The range's appointments; the previous range's stay on screen while the next one loads. */
export function usePlanningAppointments(range: PlanningRange | null) {
  return useQuery({
    ...getPlanningAppointmentsQueryOptions(range ?? { startDate: "", endDate: "" }),
    enabled: range !== null,
  });
}
