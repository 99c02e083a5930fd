import { useQuery } from "@tanstack/react-query";

import type { UserAllowance } from "@shared/schemas/policies.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { policyKeys } from "./policy-keys";

export type { UserAllowance };

/**
 * GET /api/admin/allowances: the users a policy touches this year (the current London year),
 * with their allowance; every other user's is the spec's Total Vacation Hours.
 */
export function getAllowances(): Promise<UserAllowance[]> {
  return api.get<UserAllowance[]>("/admin/allowances");
}

export const [getAllowancesQueryOptions] = defineQuery(
  () => policyKeys.allowances(),
  getAllowances,
);

/**
 * The allowances by user id, one call per load of the users list. A failed or missing answer
 * (a server without policies) is an empty map: the list then shows the spec's figures only.
 */
export function useAllowancesByUser(): ReadonlyMap<string, UserAllowance> {
  const { data } = useQuery({ ...getAllowancesQueryOptions(), select: byUser });
  return data ?? NO_ALLOWANCES;
}

const NO_ALLOWANCES: ReadonlyMap<string, UserAllowance> = new Map();

/** Stable, so the map is built once per answer, not once per render. */
function byUser(rows: UserAllowance[]): ReadonlyMap<string, UserAllowance> {
  return new Map(rows.map((row) => [row.user_id, row]));
}
