import type { BradfordAnswer, BradfordRow, BradfordSort } from "@shared/schemas/bradford.ts";

import { defineQuery } from "@/api/define-query";
import { api, type Page, pageQuery } from "@/lib/api-client";

import { bradfordKeys } from "./query-keys";

export type { BradfordAnswer, BradfordRow, BradfordSort };

/** Rows per page of the scores: a company of up to 50 users off sick sees one page, no pager. */
export const BRADFORD_PAGE_SIZE = 50;

/**
 * What the scores' screen asks for: the 52 weeks' last day, the name search, the order; and
 * whether it asks for every score, as issue 18's screen did, not yet knowing there are more than
 * a page of them.
 */
export type BradfordSearch = { asOf: string; q: string; sort: BradfordSort; isWhole: boolean };

/** The answer with one page of its rows as `items`, and how many rows match in all. */
export type BradfordPage = Page<BradfordRow> & Omit<BradfordAnswer, "rows">;

/**
 * GET /api/sickness-bradford?asOf=&q=&sort=&limit=&offset=: the 52 weeks to `asOf` with one
 * page of the scores the name search keeps, in `sort`'s order (issue 32: 12,000 scores are not
 * read to show 50); or, `isWhole`, GET /api/sickness-bradford?asOf=: every score, highest first.
 */
export async function getBradfordPage(search: BradfordSearch, page: number): Promise<BradfordPage> {
  if (search.isWhole) {
    const { rows, ...period } = await api.get<BradfordAnswer>("/sickness-bradford", {
      asOf: search.asOf,
    });
    return { ...period, items: rows, total: rows.length };
  }
  const { data, total } = await api.getCounted<BradfordAnswer>("/sickness-bradford", {
    asOf: search.asOf,
    sort: search.sort,
    ...pageQuery(page, BRADFORD_PAGE_SIZE, search.q),
  });
  const { rows, ...period } = data;
  return { ...period, items: rows, total: total ?? rows.length };
}

/** One page of the scores; the one shown stays while another day's or page's loads. */
export const [getBradfordPageQueryOptions, useBradfordPage] = defineQuery(
  bradfordKeys.page,
  getBradfordPage,
  { keepsPrevious: true },
);
