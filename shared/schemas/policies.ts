/**
 * Allowance policies (issue 16): company settings (pro-rata, carry-over), named working
 * patterns, a user's pattern history, end date and carried-hours override, and the balance
 * breakdown. Nothing here changes an answer of the spec's routes while nothing is configured:
 * these are routes of their own (docs/api.md, "Allowance policies").
 */
import { z } from "zod";
import { yearOf } from "../dates.ts";
import { MAX_PATTERN_WEEKS, patternProblem } from "../working-patterns.ts";
import {
  decimalNumber,
  isoDate,
  MAX_YEAR,
  MIN_YEAR,
  queryInt,
  requiredText,
  uuid,
} from "./common.ts";

/** The largest carry-over cap and override, in hours: two years of the default allowance. */
export const MAX_CARRY_HOURS = 1000;

const QUARTERS_MESSAGE = "must be a number of hours in quarter hours";

/** Hours in quarter hours from `min` to `max`: "7.5" and 7.5 → 7.5, 7.3 → refused. */
function quarterHours(min: number, max: number) {
  const message = `must be ${min} to ${max} hours in quarter hours`;
  return z.preprocess(
    (value: unknown) => typeof value === "string" ? decimalNumber(value.trim()) : value,
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message })
      .refine((value) => Number.isInteger(value * 4), { error: QUARTERS_MESSAGE }),
  );
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** "MM-DD" of a day every year has (29 February is not one): "03-31". */
export const monthDay = z.string({ error: "must be a day of the year as MM-DD" })
  .refine(
    (value) =>
      MONTH_DAY.test(value) && !Number.isNaN(Date.parse(`2001-${value}T00:00:00Z`)) &&
      new Date(`2001-${value}T00:00:00Z`).getUTCDate() === Number(value.slice(3)),
    { error: "must be a day of the year as MM-DD (29 February is not every year's)" },
  );

/** The company's settings; the defaults are the spec's (nothing pro-rata, nothing carried). */
export const companySettingsSchema = z.object({
  proRata: z.boolean({ error: "must be true or false" }),
  carryOverMaxHours: quarterHours(0, MAX_CARRY_HOURS),
  carryOverExpiry: monthDay,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = Object.freeze({
  proRata: false,
  carryOverMaxHours: 0,
  carryOverExpiry: "03-31",
});

/** A named pattern as an administrator defines it; the cycle is checked by patternProblem. */
export const workingPatternSchema = z.object({
  name: requiredText(100),
  anchor: isoDate,
  // Each day's range and quarter hours are patternProblem's, so the refusal names `hours` once.
  hours: z.array(z.number({ error: "must be a list of hours per day" }), {
    error: "must be a list of hours per day",
  })
    .min(7, { error: `must be 1 to ${MAX_PATTERN_WEEKS} whole weeks of days` })
    .max(7 * MAX_PATTERN_WEEKS, { error: `must be 1 to ${MAX_PATTERN_WEEKS} whole weeks of days` }),
}).superRefine((pattern, ctx) => {
  const problem = patternProblem(pattern);
  if (problem) {
    const [field, ...rest] = problem.split(": ");
    ctx.addIssue({ code: "custom", path: [field], message: rest.join(": ") });
  }
});
export type WorkingPatternInput = z.infer<typeof workingPatternSchema>;

/** A named pattern as the API returns it, with how many users have it in force today. */
export interface WorkingPatternRow {
  id: number;
  name: string;
  anchor: string;
  hours: number[];
  users: number;
}

/** The most days a user's cycle may start after its pattern's anchor: under the longest cycle. */
export const MAX_OFFSET_DAYS = 7 * MAX_PATTERN_WEEKS - 1;

const offsetDaysError = `must be a whole number of days from 0 to ${MAX_OFFSET_DAYS}`;

/**
 * Giving a user a pattern from a date; patternId null returns them to the company default.
 * `offsetDays` (0 when left out) starts their cycle that many days after the pattern's anchor
 * (crew B of a rota); the route holds it under the pattern's own cycle, and the company default
 * takes none.
 */
export const userPatternSchema = z.object({
  patternId: z.number({ error: "must be a pattern id or null" }).int({
    error: "must be a pattern id or null",
  })
    .min(1, { error: "must be a pattern id or null" })
    .max(2_147_483_647, { error: "must be a pattern id or null" }).nullable(),
  startsOn: isoDate,
  offsetDays: z.number({ error: offsetDaysError }).int({ error: offsetDaysError })
    .min(0, { error: offsetDaysError }).max(MAX_OFFSET_DAYS, { error: offsetDaysError })
    .optional(),
});

/** Why an offset does not fit its pattern's cycle of `cycleDays` days, or undefined. */
export function offsetProblem(offsetDays: number, cycleDays: number | null): string | undefined {
  if (offsetDays === 0) return undefined;
  if (cycleDays === null) return "offsetDays: the company default takes no offset";
  return offsetDays < cycleDays
    ? undefined
    : `offsetDays: must be less than the pattern's cycle of ${cycleDays} days`;
}

/** How many years past the current one a balance may be asked for. */
export const BALANCE_YEARS_AHEAD = 2;

/**
 * The last year whose balance may be asked for on `today` ("2026-11-28" → 2028): a year's
 * carried hours come down a chain from the user's first year, and no one plans further ahead.
 */
export function lastBalanceYear(today: string): number {
  return yearOf(today) + BALANCE_YEARS_AHEAD;
}

/** A user's last day of employment, or null for none. */
export const endDateSchema = z.object({ endDate: isoDate.nullable() });

/** An administrator's carried hours for a user's year, with the reason (audited). */
export const carriedOverrideSchema = z.object({
  year: z.number({ error: "must be a year from 1900 to 2999" })
    .int({ error: "must be a year from 1900 to 2999" })
    .min(1900, { error: "must be a year from 1900 to 2999" })
    .max(2999, { error: "must be a year from 1900 to 2999" }),
  hours: quarterHours(-30, MAX_CARRY_HOURS),
  reason: requiredText(500),
});

/**
 * A user's year: allowance (after pro-rata), carried from last year (negative: a debt), what
 * of it lapsed at the expiry, used (approved and cancel-requested), pending, and remaining
 * (what /vacation-days answers). `configured` is false when no policy touches this user: the
 * screens then show the spec's single figure only.
 */
export interface BalanceBreakdown {
  year: number;
  configured: boolean;
  fullAllowance: number;
  allowance: number;
  proRata: boolean;
  carried: number;
  carriedOverride: { hours: number; reason: string } | null;
  carryExpires: string | null;
  lapsed: number;
  used: number;
  pending: number;
  remaining: number;
}

/** One period of a user's pattern history; pattern null is the company default. */
export interface PatternPeriodRow {
  startsOn: string;
  patternId: number | null;
  name: string | null;
  anchor: string | null;
  hours: number[] | null;
  /** Days the user's cycle starts after the pattern's anchor (the API always sends it). */
  offsetDays?: number;
}

/** GET /vacation-days/breakdown: the caller's year and pattern history (for the preview). */
export interface OwnBreakdown extends BalanceBreakdown {
  patterns: PatternPeriodRow[];
}

/** GET /admin/users/:id/policy: a user's history, end date and year. */
export interface UserPolicy {
  userId: string;
  endDate: string | null;
  patterns: PatternPeriodRow[];
  balance: BalanceBreakdown;
}

/** GET /admin/allowances: the users a policy touches in a year (others are the spec's figure). */
export interface UserAllowance {
  user_id: string;
  allowance: number;
  proRata: boolean;
  carried: number;
  pattern: string | null;
}

/** Users one allowances call may name: Manage Users asks for its page of 50. */
export const MAX_ALLOWANCE_USERS = 100;
const TOO_MANY_USERS = `must list at most ${MAX_ALLOWANCE_USERS} users`;

/**
 * GET /admin/allowances?year=&userIds=a,b: the year (absent: the current London one) and, to
 * read a page's users only (issue 32), their ids comma-separated; absent or "": every user.
 */
export const allowancesQuerySchema = z.object({
  year: queryInt(MIN_YEAR, MAX_YEAR),
  userIds: z.preprocess(
    (value: string | null | undefined) => value || undefined,
    z.string({ error: "must list user ids, comma-separated" })
      .max(MAX_ALLOWANCE_USERS * 40, { error: TOO_MANY_USERS })
      .transform((text) => text.split(","))
      .pipe(z.array(uuid).max(MAX_ALLOWANCE_USERS, { error: TOO_MANY_USERS }))
      .optional(),
  ).optional(),
});
