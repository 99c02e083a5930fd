import type { CalendarSettings } from "@shared/schemas/calendar.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { calendarFeedKeys } from "./query-keys";

/** GET /api/admin/calendar-settings: whether feeds show sickness as "Away". */
export function getCalendarSettings(): Promise<CalendarSettings> {
  return api.get<CalendarSettings>("/admin/calendar-settings");
}

export const [getCalendarSettingsQueryOptions, useCalendarSettings] = defineQuery(
  () => calendarFeedKeys.settings,
  getCalendarSettings,
);
