import type { UserPolicy } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { userChangeRoots } from "./query-keys";

export type DeleteUserPatternInput = { userId: string; startsOn: string };

/** DELETE /api/admin/users/:id/working-patterns/:startsOn: one period of the history removed. */
export function deleteUserPattern(
  { userId, startsOn }: DeleteUserPatternInput,
): Promise<UserPolicy> {
  return api.delete<UserPolicy>(`/admin/users/${userId}/working-patterns/${startsOn}`);
}

export const useDeleteUserPattern = defineMutation(deleteUserPattern, userChangeRoots);
