/**
 * Appointment log payloads (spec sections 3 and 7). Times are HH:MM; a missing end date
 * means a one-day appointment and is filled in with the start date.
 */
import { z } from "zod";
import {
  dateRange,
  isoDate,
  listQuery,
  MAX_PLANNING_DAYS,
  optionalIsoDate,
  text,
  timeHHMM,
  uuid,
} from "./common.ts";

const MAX_REASON_LENGTH = 1000;

/** Optional trimmed reason; absent or null → "". */
const reason = z.preprocess(
  (value: string | null | undefined) => value ?? "",
  text(MAX_REASON_LENGTH, { multiline: true }),
).optional().transform((value) => value ?? "");

const appointmentShape = {
  event_from_date: isoDate,
  event_to_date: optionalIsoDate,
  start_time: timeHHMM,
  end_time: timeHHMM,
  reason,
};

interface AppointmentFields {
  event_from_date: string;
  event_to_date?: string;
  start_time: string;
  end_time: string;
}

/** On a one-day appointment the end time must come after the start time. */
function endTimeAfterStart(value: AppointmentFields, ctx: z.RefinementCtx): void {
  const oneDay = !value.event_to_date || value.event_to_date === value.event_from_date;
  if (oneDay && value.end_time <= value.start_time) {
    ctx.addIssue({ code: "custom", path: ["end_time"], message: "must be after start_time" });
  }
}

function withToDate<T extends AppointmentFields>(
  value: T,
): Omit<T, "event_to_date"> & { event_to_date: string } {
  return { ...value, event_to_date: value.event_to_date ?? value.event_from_date };
}

/** A new appointment: { user_id, event_from_date, event_to_date?, start_time, end_time, reason }. */
export const createAppointmentSchema = z.object({ user_id: uuid, ...appointmentShape })
  .superRefine(dateRange("event_from_date", "event_to_date"))
  .superRefine(endTimeAfterStart)
  .transform(withToDate);

/** An edited appointment: the same fields; its user cannot change and user_id is ignored. */
export const updateAppointmentSchema = z.object(appointmentShape)
  .superRefine(dateRange("event_from_date", "event_to_date"))
  .superRefine(endTimeAfterStart)
  .transform(withToDate);

/** A parsed new appointment (event_to_date always set). */
export type CreateAppointment = z.infer<typeof createAppointmentSchema>;
/** A parsed appointment edit (event_to_date always set). */
export type UpdateAppointment = z.infer<typeof updateAppointmentSchema>;

/** The appointment list's own filters: ?from=&to= (either may be absent) besides ?q=. */
const appointmentFilters = { from: optionalIsoDate, to: optionalIsoDate };

/** GET /appointment-logs: ?q=&from=&to=&limit=&offset=. */
export const appointmentListQuerySchema = listQuery.extend(appointmentFilters)
  .superRefine(dateRange("from", "to", MAX_PLANNING_DAYS));

/**
 * GET /appointment-logs/:id/position: the list's filters without its page (?q=&from=&to=),
 * to find where one log stands in that list, e.g. the page to show after creating it.
 */
export const appointmentPositionQuerySchema = listQuery.pick({ q: true })
  .extend(appointmentFilters)
  .superRefine(dateRange("from", "to", MAX_PLANNING_DAYS));

/** A parsed appointment list query. */
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;
/** A parsed appointment position query. */
export type AppointmentPositionQuery = z.infer<typeof appointmentPositionQuerySchema>;
