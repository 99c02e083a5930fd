import { useQuery } from "@tanstack/react-query";

import { vacationDaysQuerySchema } from "@shared/schemas/holidays.ts";
import { BALANCE_YEARS_AHEAD } from "@shared/schemas/policies.ts";
import type { VacationDays } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { vacationDaysKeys } from "./query-keys";

export type { VacationDays };

/**
 * GET /api/vacation-days: the caller's remaining hours this calendar year, or with `year`
 * (?year=2027) in that one. Each year has its own allowance, and a request counts in the
 * year it starts.
 */
export function getVacationDays(year?: number): Promise<VacationDays> {
  return api.get<VacationDays>("/vacation-days", year === undefined ? undefined : { year });
}

export const [getVacationDaysQueryOptions] = defineQuery(vacationDaysKeys.year, getVacationDays);

/** The balance of `year` (the current year when undefined); `enabled: false` waits. */
export function useVacationDays(year?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVacationDaysQueryOptions(year), enabled });
}

/**
 * The hours left in `year`, once it is known: the current year's answer (the spec's call,
 * without a parameter) for the current year, else ?year=. Undefined while there is no year,
 * one the server would refuse, or no answer yet.
 */
export function useYearBalance(year: number | undefined, currentYear: number): number | undefined {
  // The server answers a balance up to BALANCE_YEARS_AHEAD years on (issue 28).
  const isAsked = year !== undefined && vacationDaysQuerySchema.safeParse({ year }).success &&
    year <= currentYear + BALANCE_YEARS_AHEAD;
  const isCurrent = year === currentYear;
  // Both always observed (one enabled for good), so choosing dates never refetches this year's.
  const current = useVacationDays();
  const other = useVacationDays(year, { enabled: isAsked && !isCurrent });
  if (!isAsked) return undefined;
  return (isCurrent ? current : other).data?.vacation_hours;
}
