import type { UserPolicy } from "@shared/schemas/policies.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { policyKeys } from "./policy-keys";

export type { UserPolicy };

/** GET /api/admin/users/:id/policy?year=: the user's pattern history, end date and year. */
export function getUserPolicy(userId: string, year: number): Promise<UserPolicy> {
  return api.get<UserPolicy>(`/admin/users/${userId}/policy`, { year });
}

/** While another year loads, the last one stays on screen (the year box keeps its focus). */
export const [getUserPolicyQueryOptions, useUserPolicy] = defineQuery(
  policyKeys.user,
  getUserPolicy,
  { keepsPrevious: true },
);
