import { queryOptions, useQuery } from "@tanstack/react-query";

import type { CalendarFeedRow } from "@shared/schemas/calendar.ts";

import { api } from "@/lib/api-client";

import { calendarFeedKeys } from "./query-keys";

/** GET /api/calendar-feeds: the signed-in user's feeds, oldest first, without their tokens. */
export function getCalendarFeeds(): Promise<CalendarFeedRow[]> {
  return api.get<CalendarFeedRow[]>("/calendar-feeds");
}

export function getCalendarFeedsQueryOptions() {
  return queryOptions({ queryKey: calendarFeedKeys.mine, queryFn: getCalendarFeeds });
}

/** Read by the dialog's panel, which mounts only while the dialog is open. */
export function useCalendarFeeds() {
  return useQuery(getCalendarFeedsQueryOptions());
}
