import { queryRoots } from "@/api/query-keys";

/** Keys of the sickness summary: a year's, and under it that year's months and pages. */
export const sicknessSummaryKeys = {
  all: queryRoots.sicknessSummary,
  year: (year: number) => [...sicknessSummaryKeys.all, year] as const,
  months: (year: number) => [...sicknessSummaryKeys.year(year), "months"] as const,
  page: (year: number, q: string, page: number) =>
    [...sicknessSummaryKeys.year(year), "page", { q, page }] as const,
};
