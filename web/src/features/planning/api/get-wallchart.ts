import { infiniteQueryOptions } from "@tanstack/react-query";

import type { Wallchart } from "@shared/schemas/wallchart.ts";

import { defineQuery } from "@/api/define-query";
import { FIRST_ROWS } from "@/hooks/use-progressive-count";
import { api } from "@/lib/api-client";

import { planningKeys } from "./query-keys";

/** The wallchart's window: `weeks` weeks (2 to 6) from `startDate`, one department or all. */
export type WallchartWindow = { startDate: string; weeks: number; department?: number };

/** GET /api/admin/wallchart: people of each department by the window's days. */
export function getWallchart(window: WallchartWindow): Promise<Wallchart> {
  const { department, ...rest } = window;
  return api.get<Wallchart>(
    "/admin/wallchart",
    department === undefined ? rest : { ...rest, department },
  );
}

/** The window's people; the previous window's stay on screen while the next one loads. */
export const [getWallchartQueryOptions] = defineQuery(
  planningKeys.wallchart,
  getWallchart,
  { keepsPrevious: true },
);

/**
 * Every department's wallchart is asked for page by page past this many departments (issue
 * 32); a company of up to this many asks for it whole, as before.
 */
export const WALLCHART_WHOLE_DEPARTMENTS = 10;
/** The first page holds the people the grid draws at once; each next page more. */
export const WALLCHART_FIRST_PAGE_PEOPLE = FIRST_ROWS;
export const WALLCHART_NEXT_PAGE_PEOPLE = 1_000;

/** A page of departments and how many departments the whole wallchart has. */
export type WallchartPage = { wallchart: Wallchart; total: number };
type PageParam = { offset: number; limit: number };

/** GET /api/admin/wallchart?offset&limit: whole departments from `offset` up to `limit` people. */
export async function getWallchartPage(
  window: Omit<WallchartWindow, "department">,
  page: PageParam,
): Promise<WallchartPage> {
  const { data, total } = await api.getCounted<Wallchart>("/admin/wallchart", {
    startDate: window.startDate,
    weeks: window.weeks,
    ...page,
  });
  return { wallchart: data, total: total ?? page.offset + data.departments.length };
}

/** Every department's window, page after page: the first page's people first. */
export function getWallchartPagesQueryOptions(window: Omit<WallchartWindow, "department">) {
  return infiniteQueryOptions({
    // Under the wallchart's key (the planning's root): a decision refreshes them too.
    queryKey: [...planningKeys.wallchart(window), "pages"] as const,
    queryFn: ({ pageParam }) => getWallchartPage(window, pageParam),
    initialPageParam: { offset: 0, limit: WALLCHART_FIRST_PAGE_PEOPLE } as PageParam,
    getNextPageParam: (last, pages): PageParam | undefined => {
      const loaded = pages.reduce((sum, page) => sum + page.wallchart.departments.length, 0);
      return last.wallchart.departments.length > 0 && loaded < last.total
        ? { offset: loaded, limit: WALLCHART_NEXT_PAGE_PEOPLE }
        : undefined;
    },
  });
}
