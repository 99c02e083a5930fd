import type { z } from "zod";

import type { coverOverrideSchema } from "@shared/schemas/cover.ts";
import type { bulkHolidaySchema } from "@shared/schemas/holidays.ts";
import type { BulkHolidaysResponse } from "@shared/schemas/responses.ts";

import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/** The users and the range, with the reason a blocking cover rule is overridden by (issue 17). */
export type BulkHolidayInput =
  & z.input<typeof bulkHolidaySchema>
  & z.input<typeof coverOverrideSchema>;

export type BulkHolidayResult = BulkHolidaysResponse;

/**
 * POST /api/admin/bulk-holidays: the same approved holiday for every user listed, all or
 * none; a clash answers 409 naming the users.
 */
export function bulkAddHolidays(input: BulkHolidayInput): Promise<BulkHolidayResult> {
  return api.post<BulkHolidayResult>("/admin/bulk-holidays", input);
}

export const useBulkAddHolidays = defineMutation(bulkAddHolidays, holidayChangeRoots);
