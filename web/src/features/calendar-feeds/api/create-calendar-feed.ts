import type { CreateCalendarFeed, CreatedCalendarFeed } from "@shared/schemas/calendar.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { getCalendarFeedsQueryOptions } from "./get-calendar-feeds";

/** POST /api/calendar-feeds: a new feed with its token, which is never sent again. */
export function createCalendarFeed(input: CreateCalendarFeed): Promise<CreatedCalendarFeed> {
  return api.post<CreatedCalendarFeed>("/calendar-feeds", input);
}

export const useCreateCalendarFeed = defineMutation(createCalendarFeed, [
  getCalendarFeedsQueryOptions().queryKey,
]);
