import type { QueryClient } from "@tanstack/react-query";

/**
 * The roots of the app's query keys, shared by every feature: a mutation in one screen can
 * refresh what another screen shows (an approval changes the archive, the requester's hours,
 * the users list and the planning). Features build their own keys under these roots.
 */
export const queryRoots = {
  /** Every holiday-request list: the user's own, the pending, the archive, cancellations. */
  holidayRequests: ["holiday-requests"] as const,
  /** The signed-in user's remaining hours (GET /api/vacation-days). */
  vacationDays: ["vacation-days"] as const,
  /** Every user list: the admin users table and the user picker. */
  users: ["users"] as const,
  /** The departments list. */
  departments: ["departments"] as const,
  /** The planning calendar and list. */
  planning: ["planning"] as const,
  /** The appointment logs list (planning keeps its own appointments under `planning`). */
  appointmentLogs: ["appointment-logs"] as const,
  /** The sickness logs list. */
  sicknessLogs: ["sickness-logs"] as const,
  /** The sickness summary of every year. */
  sicknessSummary: ["sickness-summary"] as const,
  /**
   * The Bradford factor (issue 18): the scores as of any day and the trigger points, under one
   * root: saving the trigger points changes the bands every answer of scores carries.
   */
  bradford: ["bradford"] as const,
  /**
   * The public holidays of a span of years (issue 29). Apart from the other roots: no request
   * or user changes them; an administrator's edit of the holidays invalidates this root.
   */
  bankHolidays: ["bank-holidays"] as const,
  /**
   * The company's booking window (issue 29): the employee's form reads it, Settings sets it;
   * saving it invalidates this root.
   */
  bookingWindow: ["booking-window"] as const,
};

/**
 * The administrator's settings (issue 16), under the users root: giving a user a pattern changes
 * a pattern's Users count, and a change of policy changes users' allowances. Read by Settings and
 * by Manage Users under the same keys.
 */
export const settingsKeys = {
  company: [...queryRoots.users, "company-settings"] as const,
  workingPatterns: [...queryRoots.users, "working-patterns"] as const,
  /** Skills with their holders (issue 17): giving a user a skill changes its Users count. */
  skills: [...queryRoots.users, "skills"] as const,
  /** Cover rules name their department: renaming or deleting one changes them. */
  coverRules: [...queryRoots.departments, "cover-rules"] as const,
  /** Where administrators land after signing in (issue 31): read by the app's home, set here. */
  landing: ["landing-settings"] as const,
};

/**
 * What a range would do to cover (issue 17): the caller's own, or with `userId` a user's the
 * administrator books. Under the holiday-requests root, so any change of requests (a colleague's
 * approved, this one submitted), of users, departments or cover rules asks again.
 */
export const coverPreviewKeys = {
  range: (range: {
    userId?: string;
    startDate: string;
    endDate: string;
    startDayType: string;
    endDayType: string;
  }) => [...queryRoots.holidayRequests, "cover-preview", range] as const,
};

/**
 * The public holidays of the years `from` to `to`, one key per block of years asked for: the
 * caller's own, or with `userId` a user's an administrator books for.
 */
export const bankHolidayKeys = {
  years: (query: { from: number; to: number; userId?: string }) =>
    [...queryRoots.bankHolidays, query] as const,
};

/** The keys a change to holiday requests (or their hours) makes stale. */
export const holidayChangeRoots = [
  queryRoots.holidayRequests,
  queryRoots.vacationDays,
  queryRoots.users,
  queryRoots.planning,
] as const;

/** Marks every query under these roots stale (and refetches those on screen). */
export async function invalidateRoots(
  queryClient: QueryClient,
  roots: readonly (readonly unknown[])[],
): Promise<void> {
  await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
