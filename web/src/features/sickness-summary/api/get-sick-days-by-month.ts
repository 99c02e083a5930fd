import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { sicknessSummaryKeys } from "./query-keys";

/** GET /api/sickness-summary/:year/months: the year's sick days per month, January first. */
export function getSickDaysByMonth(year: number): Promise<{ year: number; days: number[] }> {
  return api.get(`/sickness-summary/${year}/months`);
}

/** One year's sick days per month; the year shown stays while the next one loads. */
export const [getSickDaysByMonthQueryOptions, useSickDaysByMonth] = defineQuery(
  sicknessSummaryKeys.months,
  getSickDaysByMonth,
  { keepsPrevious: true },
);
