import type { CreateCalendarFeed, CreatedCalendarFeed } from "@shared/schemas/calendar.ts";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { calendarFeedKeys } from "./query-keys";

/** POST /api/calendar-feeds: a new feed with its token, which is never sent again. */
export function createCalendarFeed(input: CreateCalendarFeed): Promise<CreatedCalendarFeed> {
  return api.post<CreatedCalendarFeed>("/calendar-feeds", input);
}

export function useCreateCalendarFeed(
  options: InvalidatingMutationOptions<CreatedCalendarFeed, CreateCalendarFeed> = {},
) {
  return useInvalidatingMutation(createCalendarFeed, options, [calendarFeedKeys.mine]);
}
