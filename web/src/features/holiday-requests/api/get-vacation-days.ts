import { queryOptions, useQuery } from "@tanstack/react-query";

import type { VacationDays } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { vacationDaysKeys } from "./query-keys";

export type { VacationDays };

/** GET /api/vacation-days: the caller's remaining hours this calendar year. */
export function getVacationDays(): Promise<VacationDays> {
  return api.get<VacationDays>("/vacation-days");
}

export function getVacationDaysQueryOptions() {
  return queryOptions({ queryKey: vacationDaysKeys.all, queryFn: getVacationDays });
}

export function useVacationDays() {
  return useQuery(getVacationDaysQueryOptions());
}
