/**
 * Public holidays (issue 29): the days the server counts as holidays, for the years a screen
 * shows, so the web app's previews count what the server counts (one source, no list in the
 * bundle). GET /api/bank-holidays?from=2027&to=2028 → [{ date: "2027-01-01", name: "New Year's Day" }, ...].
 */
import { z } from "zod";
import { MAX_YEAR, MIN_YEAR, queryInt, uuid } from "./common.ts";

/** Most years one call may ask for: a planning view or a request spans two at most. */
export const MAX_HOLIDAY_YEARS = 3;

/**
 * The years asked for: `from` to `to` (to defaults to from), at most MAX_HOLIDAY_YEARS; and
 * whose holidays (an administrator booking for `userId`; the caller's own without it).
 */
export const publicHolidaysQuerySchema = z.object({
  from: queryInt(MIN_YEAR, MAX_YEAR).pipe(z.number({ error: "is required" })),
  to: queryInt(MIN_YEAR, MAX_YEAR),
  userId: uuid.optional(),
}).transform(({ from, to = from, userId }) => ({ from, to, userId })).superRefine((value, ctx) => {
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

/** The UK nations whose public holidays the server knows; England & Wales is everyone's default. */
export const HOLIDAY_REGIONS = ["england-wales", "scotland", "northern-ireland"] as const;
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number];
export const DEFAULT_HOLIDAY_REGION: HolidayRegion = "england-wales";

/** How a nation reads on screen: "england-wales" → "England & Wales". */
export const HOLIDAY_REGION_LABELS: Record<HolidayRegion, string> = {
  "england-wales": "England & Wales",
  scotland: "Scotland",
  "northern-ireland": "Northern Ireland",
};

const REGION_MESSAGE = `must be one of ${HOLIDAY_REGIONS.join(", ")}`;

/** A department's nation: { region: "scotland" }. */
export const departmentRegionSchema = z.object({
  region: z.enum(HOLIDAY_REGIONS, { error: REGION_MESSAGE }),
});

/** A user's own nation, or null to keep their department's: { region: null }. */
export const userRegionSchema = z.object({
  region: z.enum(HOLIDAY_REGIONS, { error: REGION_MESSAGE }).nullable(),
});

/** GET /api/admin/holiday-regions: every department's nation, and the users who differ. */
export interface HolidayRegions {
  departments: { id: number; name: string; region: HolidayRegion }[];
  users: { id: string; name: string; department: string; region: HolidayRegion }[];
}
