import type { UserPolicy } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { userChangeRoots } from "./query-keys";

export type DeleteCarriedHoursInput = { userId: string; year: number };

/** DELETE /api/admin/users/:id/carried-hours/:year: back to the hours the rules carry. */
export function deleteCarriedHours(
  { userId, year }: DeleteCarriedHoursInput,
): Promise<UserPolicy> {
  return api.delete<UserPolicy>(`/admin/users/${userId}/carried-hours/${year}`);
}

export const useDeleteCarriedHours = defineMutation(deleteCarriedHours, userChangeRoots);
