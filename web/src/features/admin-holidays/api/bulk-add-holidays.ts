import type { DayType } from "@shared/hours.ts";
import type { BulkHolidaysResponse } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

export type BulkHolidayInput = {
  userIds: string[];
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
  /** Why it goes ahead although a blocking cover rule falls short (issue 17). */
  coverOverrideReason?: string;
};

export type BulkHolidayResult = BulkHolidaysResponse;

/**
 * POST /api/admin/bulk-holidays: the same approved holiday for every user listed, all or
 * none; a clash answers 409 naming the users.
 */
export function bulkAddHolidays(input: BulkHolidayInput): Promise<BulkHolidayResult> {
  return api.post<BulkHolidayResult>("/admin/bulk-holidays", input);
}

export function useBulkAddHolidays(
  options: HolidayMutationOptions<BulkHolidayResult, BulkHolidayInput> = {},
) {
  return useHolidayMutation(bulkAddHolidays, options);
}
