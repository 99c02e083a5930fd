/**
 * Time off in lieu's keys (issue 33), under the leave types' root (["leave-types"], as
 * features/settings names it): turning the TOIL type on or off there refreshes whether the
 * menu offers it, without one feature importing the other.
 */
export const toilKeys = {
  root: ["leave-types", "toil"] as const,
  own: ["leave-types", "toil", "own"] as const,
  pending: ["leave-types", "toil", "pending"] as const,
  settings: ["leave-types", "toil", "settings"] as const,
};

/** An entry logged or decided: the balances and lists. */
export const toilChangeRoots = [toilKeys.root] as const;
