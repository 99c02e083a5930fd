import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";

/**
 * GET /api/admin/all-holiday-requests?q=: every request the archive's search matches, newest
 * first, unpaged (the export takes all pages, not the one shown). Read once per export, so
 * not cached.
 */
export function getArchiveExport(q: string): Promise<AdminHolidayRequest[]> {
  return api.get<AdminHolidayRequest[]>("/admin/all-holiday-requests", { q: q || undefined });
}
