import type { UserPolicy } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

export type SetEndDateInput = { userId: string; endDate: string | null };

/** PUT /api/admin/users/:id/end-date: the user's last day, or null for none. */
export function setEndDate({ userId, endDate }: SetEndDateInput): Promise<UserPolicy> {
  return api.put<UserPolicy>(`/admin/users/${userId}/end-date`, { endDate });
}

export function useSetEndDate(options: UserMutationOptions<UserPolicy, SetEndDateInput> = {}) {
  return useUserMutation(setEndDate, options);
}
