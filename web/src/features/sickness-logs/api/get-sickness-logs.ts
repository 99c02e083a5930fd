import { queryOptions } from "@tanstack/react-query";

import type { SicknessLog } from "@shared/schemas/responses.ts";

import { api, type Page } from "@/lib/api-client";

import { sicknessLogKeys } from "./query-keys";

export type { SicknessLog };

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
