import type { UserPolicy } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

export type SetUserPatternInput = {
  userId: string;
  /** null: the company default from that date. */
  patternId: number | null;
  startsOn: string;
};

/** PUT /api/admin/users/:id/working-patterns: a pattern from a date (the past keeps its own). */
export function setUserPattern({ userId, ...body }: SetUserPatternInput): Promise<UserPolicy> {
  return api.put<UserPolicy>(`/admin/users/${userId}/working-patterns`, body);
}

export function useSetUserPattern(
  options: UserMutationOptions<UserPolicy, SetUserPatternInput> = {},
) {
  return useUserMutation(setUserPattern, options);
}
