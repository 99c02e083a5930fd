/**
 * Working patterns (issue 16): a cycle of 1 to 8 weeks of hours per day, anchored on a Monday,
 * and the hours a request takes under one. The spec's rule is the standard pattern: Monday to
 * Thursday 10 h, Friday to Sunday 0 h, a half day half of the day's hours; bank holidays cost
 * nothing. The SQL twin is private.pattern_request_hours (supabase/schemas/30_working_patterns.sql);
 * supabase/tests/working-patterns-agree.test.ts holds the two equal.
 */
import { addDays, isoDateToUtcMs, isValidIsoDate } from "./dates.ts";
import { dayTypeOn, type HalfDayHolidays, halfHolidayHours, type RequestRange } from "./hours.ts";

/** The longest cycle: 8 weeks, which also holds 4 on / 4 off (8 days) whole, 7 times. */
export const MAX_PATTERN_WEEKS = 8;
/** Hours of one day are 0 to 24, in quarter hours. */
export const MAX_DAY_HOURS = 24;

/** A cycle of hours per day: `hours[0]` is the anchor, a Monday; the cycle is hours.length days. */
export interface WorkingPattern {
  anchor: string;
  hours: readonly number[];
}

/** The spec's pattern: Monday to Thursday 10 h, Friday to Sunday nothing. */
export const STANDARD_PATTERN: WorkingPattern = Object.freeze({
  anchor: "1970-01-05",
  hours: Object.freeze([10, 10, 10, 10, 0, 0, 0]),
});

const MS_PER_DAY = 86_400_000;

/** Why a pattern is not one, or undefined: 1-8 whole weeks of quarter hours from 0 to 24. */
export function patternProblem(pattern: WorkingPattern): string | undefined {
  const { hours } = pattern;
  if (!isValidIsoDate(pattern.anchor) || new Date(pattern.anchor).getUTCDay() !== 1) {
    return "anchor: must be a Monday";
  }
  if (hours.length === 0 || hours.length % 7 !== 0 || hours.length > 7 * MAX_PATTERN_WEEKS) {
    return `hours: must be 1 to ${MAX_PATTERN_WEEKS} whole weeks of days`;
  }
  if (!hours.every((h) => h >= 0 && h <= MAX_DAY_HOURS && Number.isInteger(h * 4))) {
    return `hours: each day must be 0 to ${MAX_DAY_HOURS} hours in quarter hours`;
  }
  return undefined;
}

/** The pattern's hours on a date: STANDARD_PATTERN on a Friday → 0, on a Monday → 10. */
export function patternDayHours(pattern: WorkingPattern, iso: string): number {
  const cycle = pattern.hours.length;
  const days = Math.round((isoDateToUtcMs(iso) - isoDateToUtcMs(pattern.anchor)) / MS_PER_DAY);
  return pattern.hours[((days % cycle) + cycle) % cycle];
}

/**
 * Hours a request takes under a pattern: each day's hours, half of them on a half first day and
 * a half last day (a one-day request uses the start type), bank holidays and 0-hour days nothing.
 * Under STANDARD_PATTERN this is requestHours of shared/hours.ts: Mon AM to Thu PM → 30. A
 * morning of a 12 h shift is 6 h; of 7.25 h, 3.625 h (kept exact, never rounded).
 */
export function patternRequestHours(
  range: RequestRange,
  pattern: WorkingPattern,
  bankHolidays: ReadonlySet<string>,
): number {
  const { startDate, endDate } = range;
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate)) {
    throw new RangeError(`Not a yyyy-MM-dd range: ${startDate} to ${endDate}`);
  }
  let total = 0;
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
    if (bankHolidays.has(day)) continue;
    const type = dayTypeOn(range, day);
    const share = type === "morning" || type === "afternoon" ? 0.5 : 1;
    total += patternDayHours(pattern, day) * share;
  }
  return total;
}

/**
 * A pattern in force from `startsOn` (a user's history); `pattern` null is the company default.
 * `offsetDays` (0 when absent) starts the user's cycle that many days after the pattern's
 * anchor: crew B of a 4 on / 4 off rota, offset 4, works the days crew A has off.
 */
export interface PatternPeriod {
  startsOn: string;
  pattern: WorkingPattern | null;
  offsetDays?: number;
}

/**
 * The pattern as one user works it: its anchor moved on by their offset, the effective anchor
 * the SQL twin (private.user_pattern_segments) answers. Offset 0 → the pattern itself.
 */
export function offsetPattern(pattern: WorkingPattern, offsetDays = 0): WorkingPattern {
  return offsetDays === 0 ? pattern : { ...pattern, anchor: addDays(pattern.anchor, offsetDays) };
}

/**
 * Hours a request takes for a user with a pattern history (periods in any order): each day
 * under the pattern in force that day, STANDARD_PATTERN before the first period and where a
 * period's pattern is null, each period's offset honoured. A change applies from its start
 * date, so the past keeps its hours.
 * A half-day holiday takes half its day's hours off (shared/hours.ts halfHolidayHours). The SQL
 * twin is private.user_request_hours.
 */
export function userRequestHours(
  range: RequestRange,
  history: readonly PatternPeriod[],
  bankHolidays: ReadonlySet<string>,
  halfDays?: HalfDayHolidays,
): number {
  const whole = (day: string) =>
    wholeDayUserHours(
      { startDate: day, endDate: day, startDayType: "full", endDayType: "full" },
      history,
      bankHolidays,
    );
  return wholeDayUserHours(range, history, bankHolidays) -
    halfHolidayHours(range, halfDays, whole);
}

/** userRequestHours with every listed holiday a whole day off. */
function wholeDayUserHours(
  range: RequestRange,
  history: readonly PatternPeriod[],
  bankHolidays: ReadonlySet<string>,
): number {
  const periods = [...history].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  let total = 0;
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) {
    const inForce = periods.filter((period) => period.startsOn <= day).at(-1);
    const type = dayTypeOn(range, day);
    total += patternRequestHours(
      { startDate: day, endDate: day, startDayType: type, endDayType: type },
      inForce?.pattern ? offsetPattern(inForce.pattern, inForce.offsetDays) : STANDARD_PATTERN,
      bankHolidays,
    );
  }
  return total;
}
