import { queryOptions, useQuery } from "@tanstack/react-query";

import type { HolidayRegions } from "@shared/schemas/public-holidays.ts";

import { api } from "@/lib/api-client";

import { publicHolidayKeys } from "./query-keys";

export type { HolidayRegions };

/** GET /api/admin/holiday-regions: every department's nation, and the users who keep their own. */
export function getHolidayRegions(): Promise<HolidayRegions> {
  return api.get<HolidayRegions>("/admin/holiday-regions");
}

export function getHolidayRegionsQueryOptions() {
  return queryOptions({ queryKey: publicHolidayKeys.regions, queryFn: getHolidayRegions });
}

export function useHolidayRegions() {
  return useQuery(getHolidayRegionsQueryOptions());
}
