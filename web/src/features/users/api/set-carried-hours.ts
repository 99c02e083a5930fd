import type { UserPolicy } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

export type SetCarriedHoursInput = { userId: string; year: number; hours: number; reason: string };

/**
 * PUT /api/admin/users/:id/carried-hours: the hours carried into `year`, set by hand with the
 * reason (409 while carry-over is off in Settings).
 */
export function setCarriedHours({ userId, ...body }: SetCarriedHoursInput): Promise<UserPolicy> {
  return api.put<UserPolicy>(`/admin/users/${userId}/carried-hours`, body);
}

export function useSetCarriedHours(
  options: UserMutationOptions<UserPolicy, SetCarriedHoursInput> = {},
) {
  return useUserMutation(setCarriedHours, options);
}
