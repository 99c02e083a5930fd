import { queryOptions, useQuery } from "@tanstack/react-query";

import type { AdminPublicHolidays } from "@shared/schemas/public-holidays.ts";

import { api } from "@/lib/api-client";

import { publicHolidayKeys } from "./query-keys";

export type { AdminPublicHolidays };

/** GET /api/admin/public-holidays?year=: the year's days of every nation, and every closure. */
export function getAdminPublicHolidays(year: number): Promise<AdminPublicHolidays> {
  return api.get<AdminPublicHolidays>("/admin/public-holidays", { year });
}

export function getAdminPublicHolidaysQueryOptions(year: number) {
  return queryOptions({
    queryKey: publicHolidayKeys.year(year),
    queryFn: () => getAdminPublicHolidays(year),
  });
}

export function useAdminPublicHolidays(year: number) {
  return useQuery(getAdminPublicHolidaysQueryOptions(year));
}
