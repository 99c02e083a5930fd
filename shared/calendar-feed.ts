/**
 * How an absence shows in a calendar feed (issue 18): whole days as one all-day event, a half
 * day as a timed one in Europe/London. The halves follow the database's idea of when a request
 * holds a person (private.request_period): a request that starts in the afternoon leaves its
 * first morning free, one that ends in the morning its last afternoon; a one-day request is the
 * part its start type says.
 */
import { addDays } from "./dates.ts";
import type { DayType } from "./hours.ts";

/** Clock times of the halves of a working day, in Europe/London. */
export const HALF_DAY_TIMES = {
  morning: { start: "09:00", end: "13:00" },
  afternoon: { start: "13:00", end: "17:00" },
} as const;

export type HalfDay = keyof typeof HALF_DAY_TIMES;

/** One event of an absence: whole days [start, endExclusive), or half of one day. */
export type FeedPart =
  | { kind: "days"; start: string; endExclusive: string }
  | { kind: "half"; day: string; half: HalfDay };

export interface Absence {
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
}

/**
 * The events of an absence, in order: Fri afternoon to Tue morning → Fri 13:00–17:00, Sat–Mon
 * all day, Tue 09:00–13:00; a single full day → that day all day.
 */
export function feedParts(absence: Absence): FeedPart[] {
  const { startDate, endDate, startDayType, endDayType } = absence;
  if (startDate === endDate) {
    return startDayType === "full"
      ? [{ kind: "days", start: startDate, endExclusive: addDays(startDate, 1) }]
      : [{ kind: "half", day: startDate, half: startDayType }];
  }
  const parts: FeedPart[] = [];
  const startsHalf = startDayType === "afternoon";
  const endsHalf = endDayType === "morning";
  if (startsHalf) parts.push({ kind: "half", day: startDate, half: "afternoon" });
  const first = startsHalf ? addDays(startDate, 1) : startDate;
  const endExclusive = endsHalf ? endDate : addDays(endDate, 1);
  if (first < endExclusive) parts.push({ kind: "days", start: first, endExclusive });
  if (endsHalf) parts.push({ kind: "half", day: endDate, half: "morning" });
  return parts;
}

/** How far a feed reaches either side of today, in months. */
export const FEED_WINDOW_MONTHS = 6;

/** The same day `n` months later (earlier for n < 0), clamped to the month: ("2026-08-31", 6) → "2027-02-28". */
export function addMonths(iso: string, n: number): string {
  const [year, month, day] = iso.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + n, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
    .getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The days a feed shows: six months back to six months ahead of `today`. */
export function feedWindow(today: string): { from: string; to: string } {
  return {
    from: addMonths(today, -FEED_WINDOW_MONTHS),
    to: addMonths(today, FEED_WINDOW_MONTHS),
  };
}
