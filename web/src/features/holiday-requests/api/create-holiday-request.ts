import type { DayType } from "@shared/hours.ts";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { HolidayRequest } from "./get-my-holiday-requests";
import { holidayRequestKeys, vacationDaysKeys } from "./query-keys";

/** The spec's submit payload (section 3). */
export type CreateHolidayRequestInput = {
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
};

/** POST /api/vacation-request: a new pending request of the caller. */
export function createHolidayRequest(input: CreateHolidayRequestInput): Promise<HolidayRequest> {
  return api.post<HolidayRequest>("/vacation-request", input);
}

export function useCreateHolidayRequest(
  options: InvalidatingMutationOptions<HolidayRequest, CreateHolidayRequestInput> = {},
) {
  // The new status and the balance both change: refresh every list and the hours.
  return useInvalidatingMutation(createHolidayRequest, options, [
    holidayRequestKeys.all,
    vacationDaysKeys.all,
  ]);
}
