import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

export type DenyRequestInput = { id: number; reason: string };

/** POST /api/admin/holiday-requests/:id/deny with { reason }: pending → rejected. */
export function denyRequest({ id, reason }: DenyRequestInput): Promise<AdminHolidayRequest> {
  return api.post<AdminHolidayRequest>(`/admin/holiday-requests/${id}/deny`, { reason });
}

export function useDenyRequest(
  options: HolidayMutationOptions<AdminHolidayRequest, DenyRequestInput> = {},
) {
  return useHolidayMutation(denyRequest, options);
}
