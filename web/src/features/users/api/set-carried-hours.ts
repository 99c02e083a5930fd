import type { z } from "zod";

import type { carriedOverrideSchema, UserPolicy } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { userChangeRoots } from "./query-keys";

/**
 * Whose year, and its hours and reason as the schema parses them (its input would take `hours`
 * as anything, a form's text too; this sends a number).
 */
export type SetCarriedHoursInput = { userId: string } & z.infer<typeof carriedOverrideSchema>;

/**
 * PUT /api/admin/users/:id/carried-hours: the hours carried into `year`, set by hand with the
 * reason (409 while carry-over is off in Settings).
 */
export function setCarriedHours({ userId, ...body }: SetCarriedHoursInput): Promise<UserPolicy> {
  return api.put<UserPolicy>(`/admin/users/${userId}/carried-hours`, body);
}

export const useSetCarriedHours = defineMutation(setCarriedHours, userChangeRoots);
