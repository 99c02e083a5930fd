import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** A request to approve, with the administrator's reason when a blocking cover rule falls short. */
export type ApproveRequestInput = { id: number; coverOverrideReason?: string };

/**
 * POST /api/admin/holiday-requests/:id/approve: pending → accepted. The body
 * { coverOverrideReason } is sent only with a reason (issue 17); without one, none at all.
 */
export function approveRequest({ id, coverOverrideReason }: ApproveRequestInput): Promise<
  HolidayRequest
> {
  return api.post<HolidayRequest>(
    `/admin/holiday-requests/${id}/approve`,
    coverOverrideReason === undefined ? undefined : { coverOverrideReason },
  );
}

export function useApproveRequest(
  options: HolidayMutationOptions<HolidayRequest, ApproveRequestInput> = {},
) {
  return useHolidayMutation(approveRequest, options);
}
