/**
 * Public holidays (issue 29): the days the server counts as holidays, for the years a screen
 * shows, so the web app's previews count what the server counts (one source, no list in the
 * bundle). GET /api/bank-holidays?from=2027&to=2028 → [{ date: "2027-01-01", name: "New Year's Day" }, ...].
 */
import { z } from "zod";
import { MAX_YEAR, MIN_YEAR, queryInt } from "./common.ts";

/** Most years one call may ask for: a planning view or a request spans two at most. */
export const MAX_HOLIDAY_YEARS = 3;

/** The years asked for: `from` to `to` (to defaults to from), at most MAX_HOLIDAY_YEARS. */
export const publicHolidaysQuerySchema = z.object({
  from: queryInt(MIN_YEAR, MAX_YEAR).pipe(z.number({ error: "is required" })),
  to: queryInt(MIN_YEAR, MAX_YEAR),
}).transform(({ from, to = from }) => ({ from, to })).superRefine((value, ctx) => {
  if (value.to < value.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  } else if (value.to - value.from >= MAX_HOLIDAY_YEARS) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: `must be at most ${MAX_HOLIDAY_YEARS - 1} years after from`,
    });
  }
});

/** One public holiday: { date: "2028-04-17", name: "Easter Monday" }. */
export interface PublicHoliday {
  date: string;
  name: string;
}
