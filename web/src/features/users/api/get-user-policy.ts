import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import type { UserPolicy } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { policyKeys } from "./policy-keys";

export type { UserPolicy };

/** GET /api/admin/users/:id/policy?year=: the user's pattern history, end date and year. */
export function getUserPolicy(userId: string, year: number): Promise<UserPolicy> {
  return api.get<UserPolicy>(`/admin/users/${userId}/policy`, { year });
}

export function getUserPolicyQueryOptions(userId: string, year: number) {
  return queryOptions({
    queryKey: policyKeys.user(userId, year),
    queryFn: () => getUserPolicy(userId, year),
  });
}

/** While another year loads, the last one stays on screen (the year box keeps its focus). */
export function useUserPolicy(userId: string, year: number) {
  return useQuery({
    ...getUserPolicyQueryOptions(userId, year),
    placeholderData: keepPreviousData,
  });
}
