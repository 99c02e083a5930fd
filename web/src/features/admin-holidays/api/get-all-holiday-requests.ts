import { ARCHIVE_PAGE_SIZE } from "@shared/constants.ts";

import { defineQuery } from "@/api/define-query";
import { api, type Page, pageQuery } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { adminRequestKeys } from "./query-keys";

export type AllHolidayRequestsSearch = {
  /** Text in the first or last name, the department or the status label. */
  q: string;
  /** 1-based page of ARCHIVE_PAGE_SIZE rows. */
  page: number;
  /** Only requests of this leave type (issue 33); undefined for every type. */
  leaveTypeId?: number;
};

/**
 * GET /api/admin/all-holiday-requests?q=&limit=20&offset=&leaveTypeId=: one page, newest first,
 * and the total.
 */
export function getAllHolidayRequests(
  { q, page, leaveTypeId }: AllHolidayRequestsSearch,
): Promise<Page<AdminHolidayRequest>> {
  return api.getPage<AdminHolidayRequest>(
    "/admin/all-holiday-requests",
    { ...pageQuery(page, ARCHIVE_PAGE_SIZE, q), leaveTypeId },
  );
}

/** The table keeps the page it shows while the next one loads. */
export const [getAllHolidayRequestsQueryOptions, useAllHolidayRequests] = defineQuery(
  adminRequestKeys.archive,
  getAllHolidayRequests,
  { keepsPrevious: true },
);
