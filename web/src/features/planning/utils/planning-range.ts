/**
 * The date ranges the planning loads: the calendar's visible range, a month or a year of
 * the list. Dates are yyyy-MM-dd, both ends inclusive.
 */
import { addDays, isValidIsoDate } from "@shared/dates.ts";

import type { PlanningRange } from "../api/query-keys";

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** The local calendar date of a Date: new Date(2026, 0, 5) → "2026-01-05". */
export function localIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar's visible range from FullCalendar's exclusive end: (5 Jan, 16 Feb) → 5 Jan to 15 Feb. */
export function visibleRange(start: Date, endExclusive: Date): PlanningRange {
  return { startDate: localIsoDate(start), endDate: addDays(localIsoDate(endExclusive), -1) };
}

/**
 * Where the calendar opens: the month of `today` as FullCalendar's month grid shows it, six
 * weeks from the Monday on or before the 1st. Knowing it before the calendar mounts lets the
 * planning load while FullCalendar renders: "2026-11-21" → 26 Oct to 6 Dec 2026.
 */
export function initialMonthPosition(today: string): {
  view: "dayGridMonth";
  date: string;
  range: PlanningRange;
} {
  const first = `${today.slice(0, 7)}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const startDate = addDays(first, -weekday);
  return {
    view: "dayGridMonth",
    date: first,
    range: { startDate, endDate: addDays(startDate, 41) },
  };
}

/** A month of the list: "2026-02" → 1 to 28 February 2026; null for anything else. */
export function monthRange(month: string): PlanningRange | null {
  const startDate = `${month}-01`;
  if (!/^\d{4}-\d{2}$/.test(month) || !isValidIsoDate(startDate)) return null;
  const [year, monthNumber] = month.split("-").map(Number);
  const next = monthNumber === 12
    ? `${pad(year + 1, 4)}-01-01`
    : `${pad(year, 4)}-${pad(monthNumber + 1)}-01`;
  return { startDate, endDate: addDays(next, -1) };
}

/** A year of the list: "2026" → 1 January to 31 December 2026; null unless 1000-9999. */
export function yearRange(year: string): PlanningRange | null {
  if (!/^\d{4}$/.test(year.trim()) || Number(year) < 1000) return null;
  const y = year.trim();
  return { startDate: `${y}-01-01`, endDate: `${y}-12-31` };
}
