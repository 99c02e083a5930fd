import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";

/**
 * GET /api/admin/all-holiday-requests?q=&leaveTypeId=: every request the archive's search (and
 * its leave type filter, issue 33) matches, newest first, unpaged (the export takes all pages,
 * not the one shown). Read once per export, so not cached.
 */
export function getArchiveExport(q: string, leaveTypeId?: number): Promise<AdminHolidayRequest[]> {
  return api.get<AdminHolidayRequest[]>("/admin/all-holiday-requests", {
    q: q || undefined,
    leaveTypeId,
  });
}
