import type { UserPolicy } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

export type DeleteCarriedHoursInput = { userId: string; year: number };

/** DELETE /api/admin/users/:id/carried-hours/:year: back to the hours the rules carry. */
export function deleteCarriedHours(
  { userId, year }: DeleteCarriedHoursInput,
): Promise<UserPolicy> {
  return api.delete<UserPolicy>(`/admin/users/${userId}/carried-hours/${year}`);
}

export function useDeleteCarriedHours(
  options: UserMutationOptions<UserPolicy, DeleteCarriedHoursInput> = {},
) {
  return useUserMutation(deleteCarriedHours, options);
}
