import type { z } from "zod";

import type { createHolidayRequestSchema, requestKindSchema } from "@shared/schemas/holidays.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { HolidayRequest } from "./get-my-holiday-requests";
import { ownRequestChangeRoots } from "./query-keys";

/** The spec's submit payload (section 3), and a leave type and note when one is chosen (issue 33). */
export type CreateHolidayRequestInput =
  & z.input<typeof createHolidayRequestSchema>
  & Partial<z.input<typeof requestKindSchema>>;

/** POST /api/vacation-request: a new pending request of the caller. */
export function createHolidayRequest(input: CreateHolidayRequestInput): Promise<HolidayRequest> {
  return api.post<HolidayRequest>("/vacation-request", input);
}

export const useCreateHolidayRequest = defineMutation(createHolidayRequest, ownRequestChangeRoots);
