import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { getCalendarFeedsQueryOptions } from "./get-calendar-feeds";

/** DELETE /api/calendar-feeds/:id: revokes the feed; its link answers 404 from now on. */
export function deleteCalendarFeed(id: number): Promise<unknown> {
  return api.delete(`/calendar-feeds/${id}`);
}

export const useDeleteCalendarFeed = defineMutation(deleteCalendarFeed, [
  getCalendarFeedsQueryOptions().queryKey,
]);
