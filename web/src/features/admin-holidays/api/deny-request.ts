import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

export type DenyRequestInput = { id: number; reason: string };

/** POST /api/admin/holiday-requests/:id/deny with { reason }: pending → rejected. */
export function denyRequest({ id, reason }: DenyRequestInput): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/deny`, { reason });
}

export function useDenyRequest(
  options: HolidayMutationOptions<HolidayRequest, DenyRequestInput> = {},
) {
  return useHolidayMutation(denyRequest, options);
}
