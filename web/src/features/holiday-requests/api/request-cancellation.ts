import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { HolidayRequest } from "./get-my-holiday-requests";
import { ownRequestChangeRoots } from "./query-keys";

/** POST /api/holiday-requests/:id/request-cancellation: accepted → cancel_requested. */
export function requestCancellation(id: HolidayRequest["id"]): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/holiday-requests/${id}/request-cancellation`);
}

export const useRequestCancellation = defineMutation(requestCancellation, ownRequestChangeRoots);
