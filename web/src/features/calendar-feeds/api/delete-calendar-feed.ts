import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { calendarFeedKeys } from "./query-keys";

/** DELETE /api/calendar-feeds/:id: revokes the feed; its link answers 404 from now on. */
export function deleteCalendarFeed(id: number): Promise<unknown> {
  return api.delete(`/calendar-feeds/${id}`);
}

export function useDeleteCalendarFeed(options: InvalidatingMutationOptions<unknown, number> = {}) {
  return useInvalidatingMutation(deleteCalendarFeed, options, [calendarFeedKeys.mine]);
}
