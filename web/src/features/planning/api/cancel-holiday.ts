import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { PlanningHoliday } from "./get-planning-holidays";

/** POST /api/admin/holiday-requests/:id/cancel: an admin cancels an approved holiday. */
export function cancelHoliday(id: PlanningHoliday["id"]): Promise<unknown> {
  return api.post(`/admin/holiday-requests/${id}/cancel`);
}

/** The planning, every request list and the requester's hours change. */
export const useCancelHoliday = defineMutation(cancelHoliday, holidayChangeRoots);
