import { leaveTypeKeys } from "@/features/settings/api/query-keys";

/**
 * Time off in lieu's keys (issue 33), under the leave types' root: turning the TOIL type on or
 * off refreshes whether the menu offers it.
 */
export const toilKeys = {
  root: [...leaveTypeKeys.root, "toil"] as const,
  own: [...leaveTypeKeys.root, "toil", "own"] as const,
  pending: [...leaveTypeKeys.root, "toil", "pending"] as const,
  settings: [...leaveTypeKeys.root, "toil", "settings"] as const,
};

/** An entry logged or decided: the balances and lists. */
export const toilChangeRoots = [toilKeys.root] as const;
