import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";

import type { Wallchart } from "@shared/schemas/wallchart.ts";

import { useDepartments } from "@/api/get-departments";

import {
  getWallchartPagesQueryOptions,
  getWallchartQueryOptions,
  WALLCHART_WHOLE_DEPARTMENTS,
  type WallchartWindow,
} from "../api/get-wallchart";

/**
 * The wallchart of a window (issue 32): every department of a company of more than ten is asked
 * for page by page, the first page holding the people the grid draws at once and the next ones
 * following as each arrives; a company of a few departments, or one department, is asked for
 * whole, as before. Every department waits for the department list (the planning's filter has it
 * already) to know which. A next page that fails is not asked again in a loop: the error says
 * so, the pages drawn stay.
 *
 * `restartOn` is what starts the grid's drawing again (the first page; undefined when whole).
 */
export function useWallchartAnswer(window: WallchartWindow) {
  const { startDate, weeks, department } = window;
  const departments = useDepartments();
  const isAll = department === undefined;
  const departmentsKnown = departments.isSuccess || departments.isError;
  const paged = isAll && (departments.data?.length ?? 0) > WALLCHART_WHOLE_DEPARTMENTS;
  const whole = useQuery({
    ...getWallchartQueryOptions(window),
    enabled: !paged && (!isAll || departmentsKnown),
  });
  const pages = useInfiniteQuery({
    ...getWallchartPagesQueryOptions({ startDate, weeks }),
    enabled: paged,
    placeholderData: keepPreviousData,
  });
  const { hasNextPage, isFetching, isPlaceholderData, isFetchNextPageError, fetchNextPage } = pages;
  const asksNext = paged && hasNextPage && !isFetching && !isPlaceholderData &&
    !isFetchNextPageError;
  useEffect(() => {
    if (asksNext) void fetchNextPage();
  }, [asksNext, fetchNextPage]);
  const pagesData = pages.data;
  const pagedWallchart = useMemo(
    (): Wallchart | undefined =>
      pagesData && {
        days: pagesData.pages[0].wallchart.days,
        departments: pagesData.pages.flatMap((page) => page.wallchart.departments),
        ...mergedLeaveTypes(pagesData.pages.map((page) => page.wallchart)),
      },
    [pagesData],
  );
  const current = paged ? pages : whole;
  return {
    data: paged ? pagedWallchart : whole.data,
    error: current.error,
    isFetching: current.isFetching,
    restartOn: paged ? pagesData?.pages[0] : undefined,
  };
}

/**
 * The leave types other than Holiday of a wallchart's pages (issue 33), each once, by name;
 * nothing (no key) when no page has any, so a Holiday-only wallchart is the spec's.
 */
export function mergedLeaveTypes(pages: readonly Wallchart[]): Pick<Wallchart, "leaveTypes"> {
  const types = new Map(
    pages.flatMap((page) => page.leaveTypes ?? []).map((type) => [type.id, type]),
  );
  if (types.size === 0) return {};
  return {
    leaveTypes: [...types.values()].sort((a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id
    ),
  };
}
