// What the API answers, one schema per shape (docs/api.md). The server types what its SQL
// returns with these, the web app types what it reads, and the API tests parse real answers
// with them: strict objects, so a field added, dropped or renamed on one side fails a test.
import { z } from "zod";
import { DAY_TYPES } from "../hours.ts";
import { APP_ROLES } from "../roles.ts";
import { REQUEST_STATUSES } from "../status.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const userId = z.uuid();
const rowId = z.number().int().positive();
const hours = z.number();
const dayType = z.enum(DAY_TYPES);
const names = { firstName: z.string(), lastName: z.string() };

/** `{ message }`: the answer of a change that returns nothing else (logout, delete, reset). */
export const messageResponse = z.strictObject({ message: z.string() });

export const departmentResponse = z.strictObject({ id: rowId, name: z.string() });
export type Department = z.infer<typeof departmentResponse>;

/** The signed-in user, as the login answers it. */
export const sessionUserResponse = z.strictObject({
  id: userId,
  ...names,
  email: z.string(),
  role: z.enum(APP_ROLES),
  department_id: rowId.nullable(),
  /** The department's name, or "No Department". */
  department: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserResponse>;

export const loginResponse = z.strictObject({ token: z.string(), user: sessionUserResponse });
export type LoginResponse = z.infer<typeof loginResponse>;

/** A row of Manage Users: the session user plus allowance, start date and hours remaining. */
export const adminUserResponse = sessionUserResponse.extend({
  total_vacation_hours: hours,
  start_date: isoDate,
  /** Remaining hours in the calendar year asked for. */
  vacation_hours: hours,
});
export type AdminUser = z.infer<typeof adminUserResponse>;

/** An active user offered by the user picker. */
export const pickerUserResponse = sessionUserResponse.omit({ role: true });
export type PickerUser = z.infer<typeof pickerUserResponse>;

export const vacationDaysResponse = z.strictObject({ vacation_hours: hours });
export type VacationDays = z.infer<typeof vacationDaysResponse>;

/** A request's leave type as lists show it (issue 33): only on a type other than Holiday. */
const leaveTypeLabel = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type LeaveTypeLabel = z.infer<typeof leaveTypeLabel>;

export const holidayRequestResponse = z.strictObject({
  id: rowId,
  user_id: userId,
  start_date: isoDate,
  end_date: isoDate,
  start_day_type: dayType,
  end_day_type: dayType,
  status: z.enum(REQUEST_STATUSES),
  requested_hours: hours,
  deny_reason: z.string().nullable(),
  cancel_reject_reason: z.string().nullable(),
  /** London time, "yyyy-MM-dd HH:mm:ss". */
  created_at: z.string(),
  /** Its leave type, in the lists, when it is not a Holiday (issue 33). */
  leave_type: leaveTypeLabel.optional(),
  /** What the person filing it wrote, in the lists, when they wrote anything (issue 33). */
  note: z.string().optional(),
});
export type HolidayRequest = z.infer<typeof holidayRequestResponse>;

/** A request as the admin lists show it: with the requester and their remaining hours. */
export const adminHolidayRequestResponse = holidayRequestResponse.extend({
  ...names,
  email: z.string(),
  department: z.string(),
  vacation_hours: hours,
});
export type AdminHolidayRequest = z.infer<typeof adminHolidayRequestResponse>;

/** The answer of a bulk add: how many requests, and each one created. */
export const bulkHolidaysResponse = z.strictObject({
  created: z.number().int(),
  requests: z.array(holidayRequestResponse),
});
export type BulkHolidaysResponse = z.infer<typeof bulkHolidaysResponse>;

/** A holiday as the planning shows it. */
export const planningItemResponse = holidayRequestResponse
  .pick({
    id: true,
    user_id: true,
    start_date: true,
    end_date: true,
    start_day_type: true,
    end_day_type: true,
    status: true,
    requested_hours: true,
  })
  .extend({
    ...names,
    department: z.string(),
    leave_type: leaveTypeLabel.optional(),
  });
export type PlanningItem = z.infer<typeof planningItemResponse>;

export const sicknessLogResponse = z.strictObject({
  id: rowId,
  user_id: userId,
  ...names,
  sick_from_date: isoDate,
  sick_to_date: isoDate.nullable(),
  /** Mon-Thu days minus bank holidays; null while the log has no end date. */
  days: z.number().int().nullable(),
  /** Only in a global admin's rows. */
  reason: z.string().nullable().optional(),
});
export type SicknessLog = z.infer<typeof sicknessLogResponse>;

export const sicknessSummaryRowResponse = z.strictObject({
  user_id: userId,
  ...names,
  totalSickDays: z.number().int(),
});
export type SicknessSummaryRow = z.infer<typeof sicknessSummaryRowResponse>;

/**
 * A row of a page of the summary (issue 32): the row and its place in the company's year, ties
 * sharing one (totals 9, 5, 5, 2 → 1, 2, 2, 4), whatever the search.
 */
export const sicknessSummaryPageRowResponse = sicknessSummaryRowResponse.extend({
  rank: z.number().int().min(1),
});
export type SicknessSummaryPageRow = z.infer<typeof sicknessSummaryPageRowResponse>;

export const appointmentLogResponse = z.strictObject({
  id: rowId,
  user_id: userId,
  ...names,
  /** The user's department name, for planning's colours and filter; "No Department" if none. */
  department: z.string(),
  reason: z.string(),
  event_from_date: isoDate,
  event_to_date: isoDate,
  /** HH:MM */
  start_time: z.string().nullable(),
  /** HH:MM */
  end_time: z.string().nullable(),
});
export type AppointmentLog = z.infer<typeof appointmentLogResponse>;

/**
 * Where one appointment log stands in the list (GET /appointment-logs/:id/position): its
 * 0-based index in the list's order, so its page of `limit` rows is index / limit + 1, and
 * how many logs the list holds.
 */
export const appointmentPositionResponse = z.strictObject({
  index: z.number().int().min(0),
  total: z.number().int().min(1),
});
export type AppointmentPosition = z.infer<typeof appointmentPositionResponse>;

/**
 * Where one user stands in Manage Users' list (GET /admin/users/:id/position): the same
 * shape, its 0-based index in the list's order (last name, first name, id) and how many match.
 */
export const adminUserPositionResponse = appointmentPositionResponse;
export type AdminUserPosition = z.infer<typeof adminUserPositionResponse>;
