import type { z } from "zod";

import type { coverOverrideSchema } from "@shared/schemas/cover.ts";
import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/** A request to approve, with the administrator's reason when a blocking cover rule falls short. */
export type ApproveRequestInput = { id: number } & z.input<typeof coverOverrideSchema>;

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

export const useApproveRequest = defineMutation(approveRequest, holidayChangeRoots);
