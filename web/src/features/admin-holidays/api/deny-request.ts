import type { z } from "zod";

import type { denyRequestSchema } from "@shared/schemas/holidays.ts";
import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

export type DenyRequestInput = { id: number } & z.input<typeof denyRequestSchema>;

/** POST /api/admin/holiday-requests/:id/deny with { reason }: pending → rejected. */
export function denyRequest({ id, reason }: DenyRequestInput): Promise<HolidayRequest> {
  return api.post<HolidayRequest>(`/admin/holiday-requests/${id}/deny`, { reason });
}

export const useDenyRequest = defineMutation(denyRequest, holidayChangeRoots);
