/**
 * Business constants from the product spec (section 9) and DESIGN.md.
 * Pure data: imported by the API functions and the web app alike.
 */

/** Yearly allowance a new user gets unless told otherwise, e.g. 160 h = 16 full days. */
export const DEFAULT_TOTAL_VACATION_HOURS = 160;

/** Start date a new user gets unless told otherwise (yyyy-MM-dd). */
export const DEFAULT_START_DATE = "2025-01-01";

/**
 * Lowest balance a request may leave: a user on -31 h is refused. The database states it as
 * private.min_vacation_balance(); supabase/tests/rules-agree.test.ts holds the two equal.
 */
export const MIN_VACATION_BALANCE = -30;

/** Hours of a full day of leave (Mon-Thu working day). */
export const FULL_DAY_HOURS = 10;

/** Hours of a half day of leave (morning or afternoon). */
export const HALF_DAY_HOURS = 5;

/** Inactivity before automatic logout: 600000 ms = 10 minutes. */
export const INACTIVITY_LOGOUT_MS = 600_000;

/** Widest viewport (px) that still gets the narrow, collapsible menu: 768 is narrow. */
export const NARROW_MAX_WIDTH = 768;

/** Rows per page in the archive of holiday requests. */
export const ARCHIVE_PAGE_SIZE = 20;

/** Characters of a denial reason shown before '...' in the archive. */
export const DENY_REASON_PREVIEW_LENGTH = 20;

/** How long a toast stays on screen, in ms. */
export const TOAST_DURATION_MS = 5000;

/** The company's time zone: every date and timestamp is shown in it. */
export const TIME_ZONE = "Europe/London";

/** Events shown per day cell in the planning calendar before "+n more". */
export const CALENDAR_MAX_EVENTS_PER_DAY = 4;

/** Shortest password accepted on user creation and password reset. */
export const MIN_PASSWORD_LENGTH = 8;

/** Longest password accepted, in UTF-8 bytes: bcrypt ignores everything after 72 bytes. */
export const MAX_PASSWORD_BYTES = 72;

/** Colour of appointments in the planning views ("grey" in the spec). */
export const APPOINTMENT_COLOUR = "#9e9e9e";

/** Users CSV export file name, e.g. usersCsvFileName(2025) → "users_2025.csv". */
export function usersCsvFileName(year: number): string {
  return `users_${year}.csv`;
}

/** The archive's CSV export file name (our choice: the spec names only the users export). */
export const ARCHIVE_CSV_FILE_NAME = "holiday_requests.csv";

/** Column headers of the archive's CSV export: the archive's columns but Actions, in order. */
export const ARCHIVE_CSV_COLUMNS = [
  "First Name",
  "Last Name",
  "Department",
  "Start Date",
  "End Date",
  "Requested Hours",
  "Status",
  "Reason (if denied)",
] as const;

/** Column headers of the users CSV export, in order. */
export const USERS_CSV_COLUMNS = [
  "First Name",
  "Last Name",
  "Email",
  "Role",
  "Vacation Hours",
  "Total Vacation Hours",
  "Start Date",
  "Department",
] as const;
