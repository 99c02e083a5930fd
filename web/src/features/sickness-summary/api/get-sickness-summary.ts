import type { SicknessSummaryPageRow, SicknessSummaryRow } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api, type Page, pageQuery } from "@/lib/api-client";

import { sicknessSummaryKeys } from "./query-keys";

export type { SicknessSummaryPageRow, SicknessSummaryRow };

/** Rows per page of the summary: a company of up to 50 users off sick sees one page, no pager. */
export const SUMMARY_PAGE_SIZE = 50;

/**
 * GET /api/sickness-summary/:year?q=&limit=&offset=: one page of the year's rows the name search
 * keeps, most sick days first, each with its rank in the company's year; and how many match
 * (issue 32: 12,000 rows are not read to show 50).
 */
export function getSicknessSummaryPage(
  year: number,
  q: string,
  page: number,
): Promise<Page<SicknessSummaryPageRow>> {
  return api.getPage<SicknessSummaryPageRow>(
    `/sickness-summary/${year}`,
    pageQuery(page, SUMMARY_PAGE_SIZE, q),
  );
}

/** One page of a year's summary; the page shown stays while the next one loads. */
export const [getSicknessSummaryPageQueryOptions, useSicknessSummaryPage] = defineQuery(
  sicknessSummaryKeys.page,
  getSicknessSummaryPage,
  { keepsPrevious: true },
);
