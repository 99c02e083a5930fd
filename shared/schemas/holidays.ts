/**
 * Payloads and queries of holiday requests (spec sections 5 and 7, DESIGN.md section 3).
 */
import { z } from "zod";
import { isInChristmasWindow } from "../dates.ts";
import { messages } from "../messages.ts";
import { REQUEST_STATUSES } from "../status.ts";
import {
  dateOrder,
  dayType,
  emptyToUndefined,
  isoDate,
  isoDateWith,
  listQuery,
  maxSpan,
  optionalText,
  requiredText,
  uuid,
} from "./common.ts";

const MAX_REASON_LENGTH = 1000;
const MAX_BULK_USERS = 10_000;
/** Longest request, as the database's holiday_requests_span_check allows. */
export const MAX_REQUEST_DAYS = 366;
/** Longest planning range: a year view with its neighbouring weeks. */
export const MAX_PLANNING_DAYS = 400;

const rangeShape = {
  startDate: isoDate,
  endDate: isoDate,
  startDayType: dayType,
  endDayType: dayType,
};

/** A request's dates and day types, any dates (admins may book 24-31 Dec); end ≥ start. */
export const createHolidayRequestSchema = z.object(rangeShape)
  .superRefine(dateOrder("startDate", "endDate"))
  .superRefine(maxSpan("startDate", "endDate", MAX_REQUEST_DAYS));

/** An employee's own request: as above, and neither end may fall on 24-31 December. */
export const employeeHolidayRequestSchema = createHolidayRequestSchema.superRefine((value, ctx) => {
  if (isInChristmasWindow(value.startDate)) {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: messages.startInChristmas });
  }
  if (isInChristmasWindow(value.endDate)) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.endInChristmas });
  }
});

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

/** An admin's holiday for one user: { selectedUser, startDate, endDate, startDayType, endDayType }. */
export const addHolidaySchema = z.object({ selectedUser: uuid, ...rangeShape })
  .superRefine(dateOrder("startDate", "endDate"))
  .superRefine(maxSpan("startDate", "endDate", MAX_REQUEST_DAYS));

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
}).superRefine(dateOrder("startDate", "endDate"))
  .superRefine(maxSpan("startDate", "endDate", MAX_REQUEST_DAYS));

/** Planning range query: ?startDate=…&endDate=…&department=Name ("" = all departments). */
export const planningQuerySchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  department: optionalText(100),
}).superRefine(dateOrder("startDate", "endDate"))
  .superRefine(maxSpan("startDate", "endDate", MAX_PLANNING_DAYS));

/** Archive query: ?q=&limit=&offset=&status= (status "" = all). */
export const archiveQuerySchema = listQuery.extend({
  status: z.preprocess(
    (value: string | null | undefined) => emptyToUndefined(value),
    z.enum(REQUEST_STATUSES, { error: `must be one of ${REQUEST_STATUSES.join(", ")}` })
      .optional(),
  ).optional(),
});

/** A parsed request payload (day types filled in). */
export type CreateHolidayRequest = z.infer<typeof createHolidayRequestSchema>;
/** A parsed employee request payload. */
export type EmployeeHolidayRequest = z.infer<typeof employeeHolidayRequestSchema>;
/** A parsed denial. */
export type DenyRequest = z.infer<typeof denyRequestSchema>;
/** A parsed cancellation refusal. */
export type RejectCancellation = z.infer<typeof rejectCancellationSchema>;
/** A parsed single-user admin add. */
export type AddHoliday = z.infer<typeof addHolidaySchema>;
/** A parsed bulk add. */
export type BulkHoliday = z.infer<typeof bulkHolidaySchema>;
/** A parsed planning query. */
export type PlanningQuery = z.infer<typeof planningQuerySchema>;
/** A parsed archive query. */
export type ArchiveQuery = z.infer<typeof archiveQuerySchema>;
