import type { UserPolicy } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

export type DeleteUserPatternInput = { userId: string; startsOn: string };

/** DELETE /api/admin/users/:id/working-patterns/:startsOn: one period of the history removed. */
export function deleteUserPattern(
  { userId, startsOn }: DeleteUserPatternInput,
): Promise<UserPolicy> {
  return api.delete<UserPolicy>(`/admin/users/${userId}/working-patterns/${startsOn}`);
}

export function useDeleteUserPattern(
  options: UserMutationOptions<UserPolicy, DeleteUserPatternInput> = {},
) {
  return useUserMutation(deleteUserPattern, options);
}
