import type { DayType } from "@shared/hours.ts";
import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** The spec's payload (section 7): selectedUser is the user's id. */
export type AddHolidayInput = {
  selectedUser: string | null;
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
  /** Why it goes ahead although a blocking cover rule falls short (issue 17). */
  coverOverrideReason?: string;
};

/** POST /api/admin/add-holiday: an approved holiday for one user; their hours drop. */
export function addHoliday(input: AddHolidayInput): Promise<HolidayRequest> {
  return api.post<HolidayRequest>("/admin/add-holiday", input);
}

export function useAddHoliday(
  options: HolidayMutationOptions<HolidayRequest, AddHolidayInput> = {},
) {
  return useHolidayMutation(addHoliday, options);
}
