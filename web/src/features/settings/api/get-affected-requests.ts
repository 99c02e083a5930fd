import type { AffectedRequest } from "@shared/schemas/public-holidays.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { publicHolidayKeys } from "./query-keys";

export type { AffectedRequest };

/**
 * GET /api/admin/public-holidays/affected?year=: the year's live requests whose booked hours
 * differ from what today's holidays would make them cost.
 */
export function getAffectedRequests(year: number): Promise<AffectedRequest[]> {
  return api.get<AffectedRequest[]>("/admin/public-holidays/affected", { year });
}

export const [getAffectedRequestsQueryOptions, useAffectedRequests] = defineQuery(
  publicHolidayKeys.affectedIn,
  getAffectedRequests,
);
