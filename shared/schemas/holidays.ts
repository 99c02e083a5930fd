/**
 * Payloads and queries of holiday requests (spec sections 5 and 7, DESIGN.md section 3), and
 * the range a form holds while it is filled in, with the date rules it applies as it changes.
 */
import { z } from "zod";
import {
  type BookingWindow,
  bookingWindowMessages,
  CHRISTMAS_WINDOW,
  isInBookingWindow,
} from "../booking-window.ts";
import { isValidIsoDate } from "../dates.ts";
import { DAY_TYPES, type HalfDayHolidays, requestHours, type RequestRange } from "../hours.ts";
import { messages } from "../messages.ts";
import { REQUEST_STATUSES } from "../status.ts";
import {
  dateRange,
  dayType,
  emptyToUndefined,
  isoDate,
  isoDateWith,
  listQuery,
  MAX_PLANNING_DAYS,
  MAX_YEAR,
  MIN_YEAR,
  optionalText,
  queryInt,
  requiredText,
  uuid,
} from "./common.ts";

const MAX_REASON_LENGTH = 1000;
/** An employee's own request starting before today (London); administrators may record one. */
export const START_IN_PAST = "startDate: must be today or later";
const MAX_BULK_USERS = 10_000;
export { MAX_PLANNING_DAYS, MAX_REQUEST_DAYS } from "./common.ts";

const rangeShape = {
  startDate: isoDate,
  endDate: isoDate,
  startDayType: dayType,
  endDayType: dayType,
};

/** A request's dates and day types, any dates (admins may book 24-31 Dec); end ≥ start. */
export const createHolidayRequestSchema = z.object(rangeShape)
  .superRefine(dateRange("startDate", "endDate"));

/**
 * Either end of an employee's own request in the booking window (24-31 December unless an
 * administrator moved it; null: none); ends not yet chosen pass.
 */
function outsideWindow(window: BookingWindow | null) {
  const words = window && bookingWindowMessages(window);
  return (value: RangeDates, ctx: z.RefinementCtx): void => {
    if (!words) return;
    if (isChosenDate(value.startDate) && isInBookingWindow(value.startDate, window)) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: words.start });
    }
    if (isChosenDate(value.endDate) && isInBookingWindow(value.endDate, window)) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: words.end });
    }
  };
}

/** An employee's own request under a booking window: neither end may fall in it. */
export function employeeHolidayRequestSchemaFor(window: BookingWindow | null) {
  return createHolidayRequestSchema.superRefine(outsideWindow(window));
}

/** An employee's own request under the spec's window: neither end on 24-31 December. */
export const employeeHolidayRequestSchema = employeeHolidayRequestSchemaFor(CHRISTMAS_WINDOW);

/** Denial of a pending request: { reason } non-empty, else "Please provide a reason for denial". */
export const denyRequestSchema = z.object({
  reason: requiredText(MAX_REASON_LENGTH, messages.denyReasonRequired, { multiline: true }),
});

/** Refusal of a cancellation request: { reject_reason } non-empty. */
export const rejectCancellationSchema = z.object({
  reject_reason: requiredText(MAX_REASON_LENGTH, messages.rejectReasonRequired, {
    multiline: true,
  }),
});

/** The longest note a request may carry (issue 33). */
export const MAX_REQUEST_NOTE_LENGTH = 500;
const LEAVE_TYPE_ID_MESSAGE = "must be a leave type's id (a positive whole number)";

/**
 * A new request's leave type and note (issue 33), beside its range in the same body of
 * POST /api/vacation-request and /api/admin/add-holiday: { leaveTypeId?, note? }. No type is the
 * built-in Holiday (1); the note is trimmed, "" or null is none: { note: " Funeral " } →
 * { leaveTypeId: 1, note: "Funeral" }. The type's rules are the database's.
 */
export const requestKindSchema = z.object({
  leaveTypeId: z.preprocess(
    (value: unknown) => (value === null ? undefined : value),
    z.number({ error: LEAVE_TYPE_ID_MESSAGE }).int({ error: LEAVE_TYPE_ID_MESSAGE })
      .min(1, { error: LEAVE_TYPE_ID_MESSAGE }).max(2_147_483_647, { error: LEAVE_TYPE_ID_MESSAGE })
      .default(1),
  ),
  note: z.preprocess(
    (value: unknown) => (value === null ? undefined : value),
    optionalText(MAX_REQUEST_NOTE_LENGTH, { multiline: true }),
  ).transform((value) => value ?? null),
});
export type RequestKind = z.output<typeof requestKindSchema>;

/** An admin's holiday for one user: { selectedUser, startDate, endDate, startDayType, endDayType }. */
export const addHolidaySchema = z.object({ selectedUser: uuid, ...rangeShape })
  .superRefine(dateRange("startDate", "endDate"));

/** An admin's holiday for many users; ids are de-duplicated. Dates first, as the spec checks them. */
export const bulkHolidaySchema = z.object({
  startDate: isoDateWith({ required: messages.bulkDatesRequired }),
  endDate: isoDateWith({ required: messages.bulkDatesRequired }),
  startDayType: dayType,
  endDayType: dayType,
  userIds: z.array(uuid, { error: messages.bulkUsersRequired })
    .min(1, { error: messages.bulkUsersRequired })
    .max(MAX_BULK_USERS, { error: `must list at most ${MAX_BULK_USERS} users` })
    .transform((ids) => [...new Set(ids)]),
}).superRefine(dateRange("startDate", "endDate"));

/** Planning range query: ?startDate=…&endDate=…&department=Name ("" = all departments). */
export const planningQuerySchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  department: optionalText(100),
}).superRefine(dateRange("startDate", "endDate", MAX_PLANNING_DAYS));

/** Balance query: ?year=2027 → { year: 2027 }; absent or "" → the current London year. */
export const vacationDaysQuerySchema = z.object({ year: queryInt(MIN_YEAR, MAX_YEAR) });

/**
 * Archive query: ?q=&limit=&offset=&status=&leaveTypeId= (status "" = all; leaveTypeId, issue 33,
 * "" = every type).
 */
export const archiveQuerySchema = listQuery.extend({
  status: z.preprocess(
    (value: string | null | undefined) => emptyToUndefined(value),
    z.enum(REQUEST_STATUSES, { error: `must be one of ${REQUEST_STATUSES.join(", ")}` })
      .optional(),
  ).optional(),
  leaveTypeId: queryInt(1, 2_147_483_647),
});

// The range as a form holds it while it is filled in: the rules of spec section 5 that act
// before anything is sent, for the employee's request and the admin's add forms alike.

/** The dates of a range, "" until chosen while a form is filled in. */
type RangeDates = { startDate: string; endDate: string };

/**
 * True for a date a person has finished choosing. A date input typed by keyboard passes
 * through years 0002, 0020, 0202 before 2026: isChosenDate("0202-03-05") → false.
 */
export function isChosenDate(value: string): boolean {
  return isValidIsoDate(value) && Number(value.slice(0, 4)) >= 1000;
}

/** A new start; one after the end moves the end to it: end 03-04, start 03-09 → end 03-09. */
export function withStartDate<T extends RangeDates>(range: T, startDate: string): T {
  const movesEnd = isChosenDate(startDate) && isChosenDate(range.endDate) &&
    startDate > range.endDate;
  return { ...range, startDate, endDate: movesEnd ? startDate : range.endDate };
}

/** A new end; one before the start moves the start to it: start 03-09, end 03-05 → start 03-05. */
export function withEndDate<T extends RangeDates>(range: T, endDate: string): T {
  const movesStart = isChosenDate(endDate) && isChosenDate(range.startDate) &&
    endDate < range.startDate;
  return { ...range, endDate, startDate: movesStart ? endDate : range.startDate };
}

/** The earliest end a date picker offers: the start date, or today while there is none. */
export function minEndDate(startDate: string, today: string): string {
  return isChosenDate(startDate) ? startDate : today;
}

/** Hours the range takes, or null until both dates make a range: Mon to Thu, full days → 40. */
export function rangeHours(
  range: RequestRange,
  bankHolidays: ReadonlySet<string>,
  halfDays?: HalfDayHolidays,
): number | null {
  const { startDate, endDate } = range;
  if (!isChosenDate(startDate) || !isChosenDate(endDate) || endDate < startDate) return null;
  return requestHours(range, bankHolidays, halfDays);
}

/**
 * A range while a form is filled in: dates "" (or half typed) until chosen, a day type for
 * each end. The payload schemas above parse what the form sends.
 */
export const holidayRangeFormSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  startDayType: z.enum(DAY_TYPES),
  endDayType: z.enum(DAY_TYPES),
});

/** The employee's request form: the booking window refused as soon as either end is chosen. */
export function employeeHolidayRequestFormSchemaFor(window: BookingWindow | null) {
  return holidayRangeFormSchema.superRefine(outsideWindow(window));
}

/** The employee's request form under the spec's window (24-31 December). */
export const employeeHolidayRequestFormSchema = employeeHolidayRequestFormSchemaFor(
  CHRISTMAS_WINDOW,
);

/** An empty range form: no dates, both ends a full day (spec section 5: day types default to full). */
export const EMPTY_HOLIDAY_RANGE: HolidayRangeForm = {
  startDate: "",
  endDate: "",
  startDayType: "full",
  endDayType: "full",
};

/** A parsed request payload (day types filled in). */
export type CreateHolidayRequest = z.infer<typeof createHolidayRequestSchema>;
/** A parsed employee request payload. */
export type EmployeeHolidayRequest = z.infer<typeof employeeHolidayRequestSchema>;
/** A range as a form holds it. */
export type HolidayRangeForm = z.infer<typeof holidayRangeFormSchema>;
/** A parsed denial. */
export type DenyRequest = z.infer<typeof denyRequestSchema>;
/** A parsed cancellation refusal. */
export type RejectCancellation = z.infer<typeof rejectCancellationSchema>;
/** A parsed single-user admin add. */
export type AddHoliday = z.infer<typeof addHolidaySchema>;
/** How many people one preview of a booking for others counts; the web asks in batches. */
export const MAX_PREVIEW_USERS = 100;

/** GET /admin/booking-hours?userIds=a,b&startDate=…: the people (comma-separated) and range. */
export const bookingHoursQuerySchema = z.object({
  userIds: z.string({ error: "must list user ids, comma-separated" })
    .max(MAX_PREVIEW_USERS * 40, { error: `must list at most ${MAX_PREVIEW_USERS} users` })
    .transform((text) => text.split(","))
    .pipe(
      z.array(uuid).max(MAX_PREVIEW_USERS, {
        error: `must list at most ${MAX_PREVIEW_USERS} users`,
      }).transform((ids) => [...new Set(ids)]),
    ),
  ...rangeShape,
}).superRefine(dateRange("startDate", "endDate"));

/**
 * GET /admin/booking-hours: what a booking for others (the bulk body) takes of each person, as
 * the database will count it, by name; and the sum.
 */
export interface BookingHours {
  total: number;
  people: { userId: string; name: string; hours: number }[];
}

/** A parsed bulk add. */
export type BulkHoliday = z.infer<typeof bulkHolidaySchema>;
/** A parsed planning query. */
export type PlanningQuery = z.infer<typeof planningQuerySchema>;
/** A parsed balance query. */
export type VacationDaysQuery = z.infer<typeof vacationDaysQuerySchema>;
/** A parsed archive query. */
export type ArchiveQuery = z.infer<typeof archiveQuerySchema>;
