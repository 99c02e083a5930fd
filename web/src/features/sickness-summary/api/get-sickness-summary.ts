import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import type { SicknessSummaryRow } from "@shared/schemas/responses.ts";

import { queryRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";

export type { SicknessSummaryRow };

export const sicknessSummaryKeys = {
  all: queryRoots.sicknessSummary,
  year: (year: number) => [...sicknessSummaryKeys.all, year] as const,
};

/** GET /api/sickness-summary/:year: sick days (Mon-Thu) per user, most first. */
export function getSicknessSummary(year: number): Promise<SicknessSummaryRow[]> {
  return api.get<SicknessSummaryRow[]>(`/sickness-summary/${year}`);
}

export function getSicknessSummaryQueryOptions(year: number) {
  return queryOptions({
    queryKey: sicknessSummaryKeys.year(year),
    queryFn: () => getSicknessSummary(year),
  });
}

/** One year's summary; the year shown stays while the next one loads. */
export function useSicknessSummary(year: number) {
  return useQuery({ ...getSicknessSummaryQueryOptions(year), placeholderData: keepPreviousData });
}
