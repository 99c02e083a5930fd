import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Page } from "@/lib/api-client";

import { sicknessLogKeys } from "./query-keys";

/**
 * A sickness log as GET /api/sickness-logs answers it (docs/api.md). `reason` comes to a
 * Global Administrator only; `days` is null while the log has no end date.
 */
export type SicknessLog = {
  id: number;
  user_id: string;
  firstName: string;
  lastName: string;
  sick_from_date: string;
  sick_to_date: string | null;
  days: number | null;
  reason?: string | null;
};

/** Rows per page of the list (10,000 logs are paged by the server). */
export const SICKNESS_PAGE_SIZE = 20;

/**
 * GET /api/sickness-logs: one page, newest first; the server matches q against the name,
 * a dd/mm/yyyy from or to date, and (for an admin only) the reason.
 */
export function getSicknessLogs(q: string, page: number): Promise<Page<SicknessLog>> {
  return api.getPage<SicknessLog>("/sickness-logs", {
    q: q || undefined,
    limit: SICKNESS_PAGE_SIZE,
    offset: (page - 1) * SICKNESS_PAGE_SIZE,
  });
}

export function getSicknessLogsQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: sicknessLogKeys.list(q, page),
    queryFn: () => getSicknessLogs(q, page),
  });
}

/** One page; the page shown stays while the next one loads. */
export function useSicknessLogs(q: string, page: number) {
  return useQuery({ ...getSicknessLogsQueryOptions(q, page), placeholderData: keepPreviousData });
}
