import type { z } from "zod";

import type { endDateSchema, UserPolicy } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { userChangeRoots } from "./query-keys";

export type SetEndDateInput = { userId: string } & z.input<typeof endDateSchema>;

/** PUT /api/admin/users/:id/end-date: the user's last day, or null for none. */
export function setEndDate({ userId, endDate }: SetEndDateInput): Promise<UserPolicy> {
  return api.put<UserPolicy>(`/admin/users/${userId}/end-date`, { endDate });
}

export const useSetEndDate = defineMutation(setEndDate, userChangeRoots);
