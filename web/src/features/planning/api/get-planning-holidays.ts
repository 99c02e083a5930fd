import { useQuery } from "@tanstack/react-query";

import type { PlanningItem } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { planningKeys, type PlanningRange } from "./query-keys";

/**
 * A holiday as the planning reads it: the API's shape, loosened where the spec has the calendar
 * cope with less (an unknown status shows as Pending; missing hours are computed).
 */
export type PlanningHoliday = Omit<PlanningItem, "status" | "requested_hours" | "department"> & {
  status: string;
  requested_hours: number | null;
  department: string | null;
};

/** GET /api/holidays/planning: live holidays overlapping the range; department name, "" = all. */
export function getPlanningHolidays(
  range: PlanningRange,
  department: string,
): Promise<PlanningHoliday[]> {
  return api.get<PlanningHoliday[]>("/holidays/planning", { ...range, department });
}

/**
 * Fresh for half a minute, so the opening month prefetched by the route is not loaded a second
 * time when the calendar mounts; every change invalidates it at once.
 */
export const [getPlanningHolidaysQueryOptions] = defineQuery(
  planningKeys.holidays,
  getPlanningHolidays,
  { staleTime: 30_000, keepsPrevious: true },
);

/** The range's holidays; the previous range's stay on screen while the next one loads. */
export function usePlanningHolidays(range: PlanningRange | null, department: string) {
  return useQuery({
    ...getPlanningHolidaysQueryOptions(range ?? { startDate: "", endDate: "" }, department),
    enabled: range !== null,
  });
}
