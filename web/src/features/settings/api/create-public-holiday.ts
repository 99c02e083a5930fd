import type { OneOffHolidayInput } from "@shared/schemas/public-holidays.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { holidayEditRoots } from "./query-keys";

/**
 * POST /api/admin/public-holidays: a one-off day, whole or half (part), in the nations named;
 * refused (409, naming them) where it is a holiday already.
 */
export function createPublicHoliday(holiday: OneOffHolidayInput): Promise<unknown> {
  return api.post("/admin/public-holidays", holiday);
}

export const useCreatePublicHoliday = defineMutation(createPublicHoliday, holidayEditRoots);
