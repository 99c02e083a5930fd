import type { HolidayRegions } from "@shared/schemas/public-holidays.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { publicHolidayKeys } from "./query-keys";

/** GET /api/admin/holiday-regions: every department's nation, and the users who keep their own. */
export function getHolidayRegions(): Promise<HolidayRegions> {
  return api.get<HolidayRegions>("/admin/holiday-regions");
}

export const [getHolidayRegionsQueryOptions, useHolidayRegions] = defineQuery(
  () => publicHolidayKeys.regions,
  getHolidayRegions,
);
