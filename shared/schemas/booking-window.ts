/**
 * The booking window's settings (issue 29, point 5): GET /api/booking-window answers every
 * signed-in user the window in force ({ window: null } when off); an administrator reads and
 * sets it at /api/admin/booking-window.
 */
import { z } from "zod";
import { type BookingWindow, isMonthDay } from "../booking-window.ts";

const MONTH_DAY = "must be a day of the year as MM-dd, e.g. 12-24";

const monthDay = z.string({ error: MONTH_DAY }).refine(isMonthDay, { error: MONTH_DAY });

/** { on, from, to }: from after to runs over the new year. */
export const bookingWindowSettingsSchema = z.object({
  on: z.boolean({ error: "must be true or false" }),
  from: monthDay,
  to: monthDay,
});
export type BookingWindowSettings = z.infer<typeof bookingWindowSettingsSchema>;

/** What every signed-in user reads: the window in force, or null. */
export interface BookingWindowAnswer {
  window: BookingWindow | null;
}
