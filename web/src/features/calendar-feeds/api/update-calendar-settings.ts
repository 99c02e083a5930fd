import type { CalendarSettings } from "@shared/schemas/calendar.ts";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { calendarFeedKeys } from "./query-keys";

/** PUT /api/admin/calendar-settings: the setting as saved. */
export function updateCalendarSettings(input: CalendarSettings): Promise<CalendarSettings> {
  return api.put<CalendarSettings>("/admin/calendar-settings", input);
}

export function useUpdateCalendarSettings(
  options: InvalidatingMutationOptions<CalendarSettings, CalendarSettings> = {},
) {
  return useInvalidatingMutation(updateCalendarSettings, options, [calendarFeedKeys.settings]);
}
