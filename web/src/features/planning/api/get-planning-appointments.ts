import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { planningKeys, type PlanningRange } from "./query-keys";

/**
 * An appointment as GET /api/appointment-logs answers it (docs/api.md "Appointment log").
 * `department` is read when the server sends it (the user's department name).
 */
export type PlanningAppointment = {
  id: number;
  user_id: string;
  firstName: string;
  lastName: string;
  reason: string | null;
  event_from_date: string;
  event_to_date: string | null;
  start_time: string | null;
  end_time: string | null;
  department?: string | null;
};

/** GET /api/appointment-logs?from=&to=: every appointment overlapping the range. */
export function getPlanningAppointments(range: PlanningRange): Promise<PlanningAppointment[]> {
  return api.get<PlanningAppointment[]>("/appointment-logs", {
    from: range.startDate,
    to: range.endDate,
  });
}

export function getPlanningAppointmentsQueryOptions(range: PlanningRange) {
  return queryOptions({
    queryKey: planningKeys.appointments(range),
    queryFn: () => getPlanningAppointments(range),
    // Fresh for half a minute, so the opening month prefetched by the route is not loaded a
    // second time when the calendar mounts; every change invalidates it at once.
    staleTime: 30_000,
  });
}

/** The range's appointments; the previous range's stay on screen while the next one loads. */
export function usePlanningAppointments(range: PlanningRange | null) {
  return useQuery({
    ...getPlanningAppointmentsQueryOptions(range ?? { startDate: "", endDate: "" }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
