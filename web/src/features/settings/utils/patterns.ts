// What the working-pattern screens say about a cycle of hours per day (shared/working-patterns.ts):
// its weeks, its totals, the presets managers start from.
import { addDays, dayOfWeek } from "@shared/dates.ts";
import { MAX_PATTERN_WEEKS, STANDARD_PATTERN } from "@shared/working-patterns.ts";

/** The days of a cycle's week, from the anchor Monday. */
export const WEEK_DAYS = [
  { short: "Mon", name: "Monday" },
  { short: "Tue", name: "Tuesday" },
  { short: "Wed", name: "Wednesday" },
  { short: "Thu", name: "Thursday" },
  { short: "Fri", name: "Friday" },
  { short: "Sat", name: "Saturday" },
  { short: "Sun", name: "Sunday" },
] as const;

/** 1 to MAX_PATTERN_WEEKS: the lengths of cycle offered. */
export const CYCLE_WEEKS = Array.from({ length: MAX_PATTERN_WEEKS }, (_, i) => i + 1);

/** A number of weeks in words: weeksLabel(1) → "1 week", weeksLabel(8) → "8 weeks". */
export function weeksLabel(weeks: number): string {
  return `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
}

/** Whole weeks of a cycle of days: 14 → 2 (a cycle is whole weeks; at least one). */
export function weeksOf(days: number): number {
  return Math.max(1, Math.ceil(days / 7));
}

/** Hours as a person reads them, to two decimals at most: 42.857142 → 42.86, 7.5 → 7.5. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/** A day's hours as typed, for a total while typing: "7.5" → 7.5, "" and "abc" → 0. */
export function typedHours(value: string | number): number {
  const hours = typeof value === "number" ? value : Number(value.trim() || 0);
  return Number.isFinite(hours) ? hours : 0;
}

/** The hours of each week of a cycle: [10, 10, 10, 10, 0, 0, 0] → [40]. */
export function weeklyTotals(hours: readonly (string | number)[]): number[] {
  return Array.from({ length: weeksOf(hours.length) }, (_, week) =>
    roundHours(
      hours.slice(week * 7, week * 7 + 7).reduce<number>((sum, day) => sum + typedHours(day), 0),
    ));
}

/** A week's hours on average over the cycle: 4 on / 4 off of 12 h over 8 weeks → 42. */
export function averageWeekHours(hours: readonly (string | number)[]): number {
  const totals = weeklyTotals(hours);
  return roundHours(totals.reduce((sum, week) => sum + week, 0) / totals.length);
}

/**
 * The cycle made `weeks` weeks long: cut at the end, or continued with copies of its last week
 * (a second week usually starts as the first one does).
 */
export function resizeCycle<T>(hours: readonly T[], weeks: number): T[] {
  if (hours.length >= weeks * 7) return hours.slice(0, weeks * 7);
  const last = hours.slice(-7);
  const resized = [...hours];
  while (resized.length < weeks * 7) resized.push(...last);
  return resized;
}

/** The Monday on or before a day: mondayOf("2026-11-26") (a Thursday) → "2026-11-23". */
export function mondayOf(iso: string): string {
  return addDays(iso, -((dayOfWeek(iso) + 6) % 7));
}

/** A cycle that managers often need, to start a pattern from. */
export type PatternPreset = { label: string; hours: readonly number[] };

export const PATTERN_PRESETS: readonly PatternPreset[] = [
  { label: "Standard (Mon–Thu 10 h)", hours: STANDARD_PATTERN.hours },
  // An 8-day rota fits whole weeks only 7 times over: 8 weeks, 56 days.
  {
    label: "4 on / 4 off, 12 h",
    hours: Array.from({ length: 7 * MAX_PATTERN_WEEKS }, (_, day) => day % 8 < 4 ? 12 : 0),
  },
  { label: "Part-time Mon–Wed 7.5 h", hours: [7.5, 7.5, 7.5, 0, 0, 0, 0] },
];
