import type { SicknessLog } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api, type Page, pageQuery } from "@/lib/api-client";

import { sicknessLogKeys } from "./query-keys";

export type { SicknessLog };

/** Rows per page of the list (10,000 logs are paged by the server). */
export const SICKNESS_PAGE_SIZE = 20;

/**
 * GET /api/sickness-logs: one page, newest first; the server matches q against the name,
 * a dd/mm/yyyy from or to date, and (for an admin only) the reason.
 */
export function getSicknessLogs(q: string, page: number): Promise<Page<SicknessLog>> {
  return api.getPage<SicknessLog>("/sickness-logs", pageQuery(page, SICKNESS_PAGE_SIZE, q));
}

export const [getSicknessLogsQueryOptions, useSicknessLogs] = defineQuery(
  sicknessLogKeys.list,
  getSicknessLogs,
);
