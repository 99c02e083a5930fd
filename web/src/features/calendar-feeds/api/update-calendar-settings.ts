import type { CalendarSettings } from "@shared/schemas/calendar.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { getCalendarSettingsQueryOptions } from "./get-calendar-settings";

/** PUT /api/admin/calendar-settings: the setting as saved. */
export function updateCalendarSettings(input: CalendarSettings): Promise<CalendarSettings> {
  return api.put<CalendarSettings>("/admin/calendar-settings", input);
}

export const useUpdateCalendarSettings = defineMutation(updateCalendarSettings, [
  getCalendarSettingsQueryOptions().queryKey,
]);
