/** Query keys of the employee's own requests and balance: one factory, so invalidation matches. */
export const holidayRequestKeys = {
  /** Every holiday-request list (a prefix: invalidating it refreshes them all). */
  all: ["holiday-requests"] as const,
  /** The signed-in user's own requests. */
  mine: () => [...holidayRequestKeys.all, "mine"] as const,
};

export const vacationDaysKeys = {
  /** The signed-in user's remaining hours this year. */
  all: ["vacation-days"] as const,
};
