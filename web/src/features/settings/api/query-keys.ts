import { holidayChangeRoots, queryRoots } from "@/api/query-keys";

export { settingsKeys } from "@/api/query-keys";

/**
 * What a change of policy makes stale: every user list (these keys among them) and the
 * balance shown to the signed-in user (pro-rata, carry-over and patterns change it). A working
 * pattern's change, too: the patterns list, and the balances its users' hours make.
 */
export const policyChangeRoots = [queryRoots.users, queryRoots.vacationDays] as const;

/**
 * What a change to a skill or a cover rule makes stale: the skills and users' skills (users
 * root), the rules (departments root; a skill's rules go with it), and the shortfalls the
 * pending requests and the planning show.
 */
export const coverChangeRoots = [
  queryRoots.users,
  queryRoots.departments,
  queryRoots.holidayRequests,
  queryRoots.planning,
] as const;

/** The administrator's public holidays and nations (issue 29). */
export const publicHolidayKeys = {
  /**
   * A year's days of every nation, and the closures: under the bank-holidays root, which every
   * edit of the holidays invalidates with the days the other screens count by.
   */
  year: (year: number) => [...queryRoots.bankHolidays, "admin", { year }] as const,
  /**
   * The departments' nations and the users' own: under the users root, which a department's
   * or a user's change (created, renamed, moved, deactivated) invalidates.
   */
  regions: [...queryRoots.users, "holiday-regions"] as const,
  /**
   * The requests a change of holidays left at their booked hours, of any year: under the
   * bank-holidays root, so a day added or removed (and a closure) asks again.
   */
  affected: [...queryRoots.bankHolidays, "admin", "affected"] as const,
  /** Those of one year. */
  affectedIn: (year: number) =>
    [...queryRoots.bankHolidays, "admin", "affected", { year }] as const,
};

/** The administrator's booking window, under the employee form's window key: a save refreshes both. */
export const bookingWindowSettingsKeys = {
  admin: [...queryRoots.bookingWindow, "admin"] as const,
};

/**
 * What a day added or removed makes stale: the holidays every screen counts by, and what is
 * counted by them (cover previews under the requests' root, the planning).
 */
export const holidayEditRoots = [
  queryRoots.bankHolidays,
  queryRoots.holidayRequests,
  queryRoots.planning,
] as const;

/** A nation changed: the same, and the nations themselves (users root). */
export const regionChangeRoots = [...holidayEditRoots, queryRoots.users] as const;

/** A closure booked or cancelled everyone's requests: their lists, balances and the planning too. */
export const closureChangeRoots = [queryRoots.bankHolidays, ...holidayChangeRoots] as const;

/**
 * A request re-counted: the requests, balances and planning (the list of those to re-count
 * drops it from the answer itself).
 */
export const recountChangeRoots = holidayChangeRoots;

/** The booking window saved: the administrator's settings and the employee form's window. */
export const bookingWindowChangeRoots = [queryRoots.bookingWindow] as const;

/** The leave types (issue 33): the administrator's list, under a root of their own. */
export const leaveTypeKeys = {
  root: ["leave-types"] as const,
  admin: ["leave-types", "admin"] as const,
};

/** A type created, changed or deleted: every reading of the types. */
export const leaveTypeChangeRoots = [leaveTypeKeys.root] as const;
