import { queryOptions, useQuery } from "@tanstack/react-query";

import type { CalendarSettings } from "@shared/schemas/calendar.ts";

import { api } from "@/lib/api-client";

import { calendarFeedKeys } from "./query-keys";

/** GET /api/admin/calendar-settings: whether feeds show sickness as "Away". */
export function getCalendarSettings(): Promise<CalendarSettings> {
  return api.get<CalendarSettings>("/admin/calendar-settings");
}

export function getCalendarSettingsQueryOptions() {
  return queryOptions({ queryKey: calendarFeedKeys.settings, queryFn: getCalendarSettings });
}

export function useCalendarSettings() {
  return useQuery(getCalendarSettingsQueryOptions());
}
