import { useQuery } from "@tanstack/react-query";

import type { UserAllowance } from "@shared/schemas/policies.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { policyKeys } from "./policy-keys";

export type { UserAllowance };

/**
 * GET /api/admin/allowances?userIds=: the users a policy touches this year (the current London
 * year) among those of a page, with their allowance; every other user's is the spec's Total
 * Vacation Hours.
 */
export function getAllowances(userIds: readonly string[]): Promise<UserAllowance[]> {
  return api.get<UserAllowance[]>("/admin/allowances", { userIds: userIds.join(",") });
}

export const [getAllowancesQueryOptions] = defineQuery(
  (userIds: readonly string[]) => [...policyKeys.allowances(), ...userIds],
  getAllowances,
  { keepsPrevious: true },
);

/**
 * The allowances of the page's users by user id, one call per page once it is in (issue 32: not
 * the 17,000 a policy touches in a company of 20,000). A failed or missing answer (a server
 * without policies) is an empty map: the list then shows the spec's figures only.
 */
export function useAllowancesByUser(
  userIds: readonly string[],
): ReadonlyMap<string, UserAllowance> {
  const { data } = useQuery({
    ...getAllowancesQueryOptions(userIds),
    enabled: userIds.length > 0,
    select: byUser,
  });
  return data ?? NO_ALLOWANCES;
}

const NO_ALLOWANCES: ReadonlyMap<string, UserAllowance> = new Map();

/** Stable, so the map is built once per answer, not once per render. */
function byUser(rows: UserAllowance[]): ReadonlyMap<string, UserAllowance> {
  return new Map(rows.map((row) => [row.user_id, row]));
}
