import type { CalendarFeedRow } from "@shared/schemas/calendar.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { calendarFeedKeys } from "./query-keys";

/** GET /api/calendar-feeds: the signed-in user's feeds, oldest first, without their tokens. */
export function getCalendarFeeds(): Promise<CalendarFeedRow[]> {
  return api.get<CalendarFeedRow[]>("/calendar-feeds");
}

/** The hook is read by the dialog's panel, which mounts only while the dialog is open. */
export const [getCalendarFeedsQueryOptions, useCalendarFeeds] = defineQuery(
  () => calendarFeedKeys.mine,
  getCalendarFeeds,
);
