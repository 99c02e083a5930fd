/**
 * Public holidays (issue 29): the days the server counts as holidays, for the years a screen
 * shows, so the web app's previews count what the server counts (one source, no list in the
 * bundle). GET /api/bank-holidays?from=2027&to=2028 → [{ date: "2027-01-01", name: "New Year's Day" }, ...].
 */
import { z } from "zod";
import type { HalfDayPart } from "../hours.ts";
import { dateRange, isoDate, MAX_YEAR, MIN_YEAR, queryInt, requiredText, uuid } from "./common.ts";

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

/**
 * One public holiday: { date: "2028-04-17", name: "Easter Monday" }; a half-day one names the
 * half that is a holiday: { date: "2026-12-24", name: "Christmas Eve", part: "afternoon" }.
 */
export interface PublicHoliday {
  date: string;
  name: string;
  part?: HalfDayPart;
}

/** Which part of the day a holiday the administrator adds takes: the whole day by default. */
export const HOLIDAY_PARTS = ["full", "morning", "afternoon"] as const;
export type HolidayPart = (typeof HOLIDAY_PARTS)[number];

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

/** What a closure does: its days have no working hours, or count as a holiday everyone takes. */
export const CLOSURE_KINDS = ["no_hours", "holiday"] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

/** The administrator's view of a year: ?year=2027. */
export const adminHolidaysQuerySchema = z.object({
  year: queryInt(MIN_YEAR, MAX_YEAR).pipe(z.number({ error: "is required" })),
});

/**
 * A one-off holiday for some nations: { date, name, regions: ["scotland"] }, the whole day or
 * one half of it (part: "afternoon" for Christmas Eve afternoon).
 */
export const oneOffHolidaySchema = z.object({
  date: isoDate,
  name: requiredText(100),
  part: z.enum(HOLIDAY_PARTS, { error: `must be one of ${HOLIDAY_PARTS.join(", ")}` })
    .default("full"),
  regions: z.array(z.enum(HOLIDAY_REGIONS, { error: REGION_MESSAGE }), {
    error: "must list at least one nation",
  }).min(1, { error: "must list at least one nation" }).max(HOLIDAY_REGIONS.length)
    .transform((regions) => [...new Set(regions)]),
});
export type OneOffHoliday = z.infer<typeof oneOffHolidaySchema>;
/** What a caller sends: `part` may be left out for the whole day. */
export type OneOffHolidayInput = z.input<typeof oneOffHolidaySchema>;

/** A company closure: { name, startDate, endDate, countsAs }, at most 366 days. */
export const closureSchema = z.object({
  name: requiredText(100),
  startDate: isoDate,
  endDate: isoDate,
  countsAs: z.enum(CLOSURE_KINDS, { error: `must be one of ${CLOSURE_KINDS.join(", ")}` }),
}).superRefine(dateRange("startDate", "endDate"));
export type ClosureInput = z.infer<typeof closureSchema>;

/** One day of the administrator's list: a rule's, an added one (whole or half), or a closure's. */
export interface AdminPublicHoliday {
  region: HolidayRegion;
  date: string;
  name: string;
  kind: "rule" | "added" | "closure";
  /** The half that is a holiday, for a half-day one. */
  part?: HalfDayPart;
}

/** A closure, with how many requests it booked (counts as holiday) that are still live. */
export interface ClosureRow {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  countsAs: ClosureKind;
  requests: number;
}

/** GET /api/admin/public-holidays?year=: the year's days of every nation, and every closure. */
export interface AdminPublicHolidays {
  holidays: AdminPublicHoliday[];
  closures: ClosureRow[];
}

/** POST /api/admin/public-holidays/closures answers the closure and who it booked or passed over. */
export interface CreatedClosure {
  closure: ClosureRow;
  /** People with a live request over the closure already: not booked again. */
  skipped: string[];
}

/** A live request whose hours differ from what it would cost now: booked, and now. */
export interface AffectedRequest {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  status: string;
  booked: number;
  now: number;
}
