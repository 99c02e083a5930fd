import type { CoverShortfall } from "@shared/schemas/cover.ts";
import type { AdminHolidayRequest as PendingRow } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { adminRequestKeys } from "./query-keys";

/**
 * A pending request as the list answers it: with `cover_shortfalls` only when a cover rule
 * falls short on its days (issue 17).
 */
export type AdminHolidayRequest = PendingRow & { cover_shortfalls?: CoverShortfall[] };

/** GET /api/admin/holiday-requests: the pending requests, oldest first. */
export function getPendingRequests(): Promise<AdminHolidayRequest[]> {
  return api.get<AdminHolidayRequest[]>("/admin/holiday-requests");
}

export const [getPendingRequestsQueryOptions, usePendingRequests] = defineQuery(
  adminRequestKeys.pending,
  getPendingRequests,
);
