import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import type { DayType } from "@shared/hours.ts";

import { api } from "@/lib/api-client";

import { planningKeys, type PlanningRange } from "./query-keys";

/** A holiday as GET /api/holidays/planning answers it (docs/api.md "Planning item"). */
export type PlanningHoliday = {
  id: number;
  user_id: string;
  firstName: string;
  lastName: string;
  department: string | null;
  start_date: string;
  end_date: string;
  start_day_type: DayType;
  end_day_type: DayType;
  status: string;
  requested_hours: number | null;
};

/** GET /api/holidays/planning: live holidays overlapping the range; department name, "" = all. */
export function getPlanningHolidays(
  range: PlanningRange,
  department: string,
): Promise<PlanningHoliday[]> {
  return api.get<PlanningHoliday[]>("/holidays/planning", { ...range, department });
}

export function getPlanningHolidaysQueryOptions(range: PlanningRange, department: string) {
  return queryOptions({
    queryKey: planningKeys.holidays(range, department),
    queryFn: () => getPlanningHolidays(range, department),
    // Fresh for half a minute, so the opening month prefetched by the route is not loaded a
    // second time when the calendar mounts; every change invalidates it at once.
    staleTime: 30_000,
  });
}

/** The range's holidays; the previous range's stay on screen while the next one loads. */
export function usePlanningHolidays(range: PlanningRange | null, department: string) {
  return useQuery({
    ...getPlanningHolidaysQueryOptions(range ?? { startDate: "", endDate: "" }, department),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
