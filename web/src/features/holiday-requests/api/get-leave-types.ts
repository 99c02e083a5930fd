import { useQuery } from "@tanstack/react-query";

import type { LeaveBalance, LeaveTypeSummary } from "@shared/schemas/leave-types.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/session";

import { leaveTypeFilingKeys } from "./query-keys";

export type { LeaveBalance, LeaveTypeSummary };

/** GET /api/leave-types: the active types, the built-in Holiday first (issue 33). */
export function getActiveLeaveTypes(): Promise<LeaveTypeSummary[]> {
  return api.get<LeaveTypeSummary[]>("/leave-types");
}

export const [getActiveLeaveTypesQueryOptions] = defineQuery(
  () => leaveTypeFilingKeys.types,
  getActiveLeaveTypes,
);

/**
 * The active types the signed-in user may file for themself: every one an employee files (an
 * administrator's own request is an employee's). Empty until known, or when the server cannot
 * say: the form is then the spec's, with Holiday alone.
 */
export function useFileableLeaveTypes(): LeaveTypeSummary[] {
  const { user } = useAuth();
  const types = useQuery({ ...getActiveLeaveTypesQueryOptions(), enabled: user !== null }).data;
  return Array.isArray(types) ? types.filter((type) => type.filedBy === "employee") : [];
}

/**
 * GET /api/leave-balances: the caller's hours of each active type with its own allowance, this
 * year, or with `year` (?year=2027) in that one.
 */
export function getLeaveBalances(year?: number): Promise<LeaveBalance[]> {
  return api.get<LeaveBalance[]>("/leave-balances", year === undefined ? undefined : { year });
}

export const [getLeaveBalancesQueryOptions] = defineQuery(
  leaveTypeFilingKeys.balances,
  getLeaveBalances,
);

/**
 * The lines of `year` (this year when undefined): [] until known, when none has an allowance,
 * on a failure, or while `enabled` is false.
 */
export function useLeaveBalances(
  year?: number,
  { enabled = true }: { enabled?: boolean } = {},
): LeaveBalance[] {
  const lines = useQuery({ ...getLeaveBalancesQueryOptions(year), enabled }).data;
  return Array.isArray(lines) ? lines : [];
}
