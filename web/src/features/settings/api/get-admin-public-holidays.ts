import type { AdminPublicHolidays } from "@shared/schemas/public-holidays.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { publicHolidayKeys } from "./query-keys";

export type { AdminPublicHolidays };

/** GET /api/admin/public-holidays?year=: the year's days of every nation, and every closure. */
export function getAdminPublicHolidays(year: number): Promise<AdminPublicHolidays> {
  return api.get<AdminPublicHolidays>("/admin/public-holidays", { year });
}

export const [getAdminPublicHolidaysQueryOptions, useAdminPublicHolidays] = defineQuery(
  publicHolidayKeys.year,
  getAdminPublicHolidays,
);
