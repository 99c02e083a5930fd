import type { SicknessSummaryRow } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { sicknessSummaryKeys } from "./query-keys";

export type { SicknessSummaryRow };

/** GET /api/sickness-summary/:year: sick days (Mon-Thu) per user, most first. */
export function getSicknessSummary(year: number): Promise<SicknessSummaryRow[]> {
  return api.get<SicknessSummaryRow[]>(`/sickness-summary/${year}`);
}

/** One year's summary; the year shown stays while the next one loads. */
export const [getSicknessSummaryQueryOptions, useSicknessSummary] = defineQuery(
  sicknessSummaryKeys.year,
  getSicknessSummary,
  { keepsPrevious: true },
);
