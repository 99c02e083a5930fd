/** Query keys of the employee's own requests and balance: one factory, so invalidation matches. */
export const holidayRequestKeys = {
  /** Every holiday-request list (a prefix: invalidating it refreshes them all). */
  all: ["holiday-requests"] as const,
  /** The signed-in user's own requests. */
  mine: () => [...holidayRequestKeys.all, "mine"] as const,
};

export const vacationDaysKeys = {
  /** The signed-in user's remaining hours, every year (a prefix: invalidating it refreshes all). */
  all: ["vacation-days"] as const,
  /** The hours left in one calendar year; undefined is the current year as the server counts it. */
  year: (year?: number) => [...vacationDaysKeys.all, year ?? "current"] as const,
};

/** The types the request form offers and the caller's hours of each with an allowance (issue 33). */
export const leaveTypeFilingKeys = {
  types: ["leave-types", "active"] as const,
  /** Every year's lines (a prefix). */
  allBalances: ["leave-balances"] as const,
  /** One year's; undefined is the current year as the server counts it. */
  balances: (year?: number) => ["leave-balances", year ?? "current"] as const,
};

/**
 * What a change to the caller's own request makes stale: its status in every list, the hours,
 * the hours of a type with its own allowance.
 */
export const ownRequestChangeRoots = [
  holidayRequestKeys.all,
  vacationDaysKeys.all,
  leaveTypeFilingKeys.allBalances,
] as const;
