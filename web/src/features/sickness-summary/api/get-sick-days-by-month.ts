import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { sicknessSummaryKeys } from "./get-sickness-summary";

/** GET /api/sickness-summary/:year/months: the year's sick days per month, January first. */
export function getSickDaysByMonth(year: number): Promise<{ year: number; days: number[] }> {
  return api.get(`/sickness-summary/${year}/months`);
}

/** One year's sick days per month; the year shown stays while the next one loads. */
export function useSickDaysByMonth(year: number) {
  return useQuery({
    queryKey: [...sicknessSummaryKeys.year(year), "months"],
    queryFn: () => getSickDaysByMonth(year),
    placeholderData: keepPreviousData,
  });
}
