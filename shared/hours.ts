/**
 * Hours of a holiday request and working days of a range (spec section 9, DESIGN.md section 3).
 * Only Monday to Thursday are working days; listed bank holidays count 0.
 */
import { FULL_DAY_HOURS, HALF_DAY_HOURS } from "./constants.ts";
import { addDays, dayOfWeek, isoDateToUtcMs, isValidIsoDate } from "./dates.ts";

const MS_PER_DAY = 86_400_000;

/** How much of a day is taken: a full day or one half of it. */
export type DayType = "full" | "morning" | "afternoon";

/** Every day type, the default first. */
export const DAY_TYPES = ["full", "morning", "afternoon"] as const satisfies readonly DayType[];

/** Form labels of the day types: DAY_TYPE_LABELS.morning → "Morning". */
export const DAY_TYPE_LABELS: Readonly<Record<DayType, string>> = {
  full: "Full Day",
  morning: "Morning",
  afternoon: "Afternoon",
};

/** The half of a day a half-day public holiday takes: "afternoon" for Christmas Eve afternoon. */
export type HalfDayPart = "morning" | "afternoon";

/** Half-day public holidays by date: halfDays.get("2026-12-24") → "afternoon". */
export type HalfDayHolidays = ReadonlyMap<string, HalfDayPart>;

/** The dates and day types that define a request's hours. */
export interface RequestRange {
  startDate: string;
  endDate: string;
  startDayType?: DayType | null;
  endDayType?: DayType | null;
}

/** Hours of one worked day of the given type: "full" → 10, "morning" → 5. Anything else counts as full. */
export function dayTypeHours(dayType: DayType | string | null | undefined): number {
  return dayType === "morning" || dayType === "afternoon" ? HALF_DAY_HOURS : FULL_DAY_HOURS;
}

/** True Monday to Thursday, the days that count: "2025-01-09" (Thu) → true, "2025-01-10" (Fri) → false. */
export function isCountedWeekday(iso: string): boolean {
  const day = dayOfWeek(iso);
  return day >= 1 && day <= 4;
}

/** True when the date counts as a working day: Mon-Thu and not a listed holiday. */
export function isWorkingDay(iso: string, bankHolidays: ReadonlySet<string>): boolean {
  return isCountedWeekday(iso) && !bankHolidays.has(iso);
}

/**
 * Hours a request takes from the balance. First day uses the start type, last day the end
 * type, middle days 10 h; a one-day request uses the start type; Fri-Sun and holidays are 0.
 * Mon 2025-01-06 morning to Thu 2025-01-09 afternoon → 5 + 10 + 10 + 5 = 30.
 */
export function requestHours(
  range: RequestRange,
  bankHolidays: ReadonlySet<string>,
  halfDays?: HalfDayHolidays,
): number {
  const { startDate, endDate } = range;
  assertDates(startDate, endDate);
  if (endDate < startDate) return 0;
  return wholeDayHours(range, bankHolidays) -
    halfHolidayHours(
      range,
      halfDays,
      (iso) => isWorkingDay(iso, bankHolidays) ? FULL_DAY_HOURS : 0,
    );
}

/** requestHours with every listed holiday a whole day off. */
function wholeDayHours(range: RequestRange, bankHolidays: ReadonlySet<string>): number {
  const { startDate, endDate } = range;
  const firstDay = isWorkingDay(startDate, bankHolidays) ? dayTypeHours(range.startDayType) : 0;
  if (startDate === endDate) return firstDay;
  const lastDay = isWorkingDay(endDate, bankHolidays) ? dayTypeHours(range.endDayType) : 0;
  const middleDays = workingDaysBetween(addDays(startDate, 1), addDays(endDate, -1), bankHolidays);
  return firstDay + middleDays * FULL_DAY_HOURS + lastDay;
}

/**
 * How much of `day` a request takes: its start type on its first day (a one-day request's too),
 * its end type on its last, a full day between. Unset types read as full.
 */
export function dayTypeOn(range: RequestRange, day: string): DayType | null | undefined {
  if (day === range.startDate) return range.startDayType;
  return day === range.endDate ? range.endDayType : "full";
}

/**
 * The hours a request does not take for the half-day holidays in it: half of such a day's hours
 * (`dayHours`, its hours as a whole working day) where the request takes the holiday's half of
 * it: a full day, or that very half. The request's first day takes its start type, its last day
 * its end type, a one-day request its start type. A full day on Thursday 2026-12-24 with the
 * afternoon a holiday → 5 (it costs 5, not 10); its morning → 0; its afternoon → 5. The SQL
 * twin is private.user_request_hours.
 */
export function halfHolidayHours(
  range: RequestRange,
  halfDays: HalfDayHolidays | undefined,
  dayHours: (iso: string) => number,
): number {
  if (!halfDays || halfDays.size === 0) return 0;
  let hours = 0;
  for (const [day, part] of halfDays) {
    if (day < range.startDate || day > range.endDate || !isValidIsoDate(day)) continue;
    const type = dayTypeOn(range, day);
    const takesHoliday = (type !== "morning" && type !== "afternoon") || type === part;
    if (takesHoliday) hours += dayHours(day) / 2;
  }
  return hours;
}

/**
 * Mon-Thu days in [from, to] minus listed holidays: a Mon-Sun week → 4; 0 when to < from.
 * Counted by whole weeks, so a range of any length costs the same.
 */
export function workingDaysBetween(
  from: string,
  to: string,
  bankHolidays: ReadonlySet<string>,
): number {
  assertDates(from, to);
  if (to < from) return 0;
  const days = daysFromTo(from, to) + 1;
  let count = Math.floor(days / 7) * 4;
  const firstWeekday = dayOfWeek(from);
  for (let i = 0; i < days % 7; i++) {
    const weekday = (firstWeekday + i) % 7;
    if (weekday >= 1 && weekday <= 4) count++;
  }
  for (const holiday of bankHolidays) {
    if (holiday >= from && holiday <= to && isValidIsoDate(holiday) && isCountedWeekday(holiday)) {
      count--;
    }
  }
  return count;
}

/** "<n> hours" as shown in the planning list: formatHours(30) → "30 hours". */
export function formatHours(hours: number): string {
  return `${hours} hours`;
}

/** Days from `from` to `to`: 0 for the same date, negative when `to` comes first. */
function daysFromTo(from: string, to: string): number {
  assertDates(from, to);
  return Math.round((isoDateToUtcMs(to) - isoDateToUtcMs(from)) / MS_PER_DAY);
}

function assertDates(...dates: string[]): void {
  for (const date of dates) {
    if (!isValidIsoDate(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  }
}
