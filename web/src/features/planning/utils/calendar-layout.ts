/**
 * The planning calendar's events, laid out before FullCalendar sees them. With a company of
 * 2,000 people a month holds thousands of holidays, and FullCalendar draws (and measures)
 * every one of them even when a day shows only four; the year view froze the page for
 * seconds. So each week row is laid out here the way FullCalendar would (in order of start,
 * longest first, each piece on the lowest free row) and only what shows is handed over:
 * at most four rows a day, or three and a '+N more' event where a day has more.
 */
import type { EventInput } from "@fullcalendar/core";

import { addDays, dayOfWeek } from "@shared/dates.ts";

import type { PlanningHoliday } from "../api/get-planning-holidays";
import type { PlanningRange } from "../api/query-keys";
import type { PlanningEntry } from "./planning-entries";

/** Midday: where a morning ends and an afternoon starts. */
const MIDDAY = "T12:00:00";
const MIDNIGHT = "T00:00:00";

/**
 * Where a holiday sits on the calendar, whose end is exclusive. A holiday ending on a full
 * day (or an afternoon) ends at the start of the next day; one ending on a morning ends at
 * midday of its last day, and one starting on an afternoon starts at midday. Whole days
 * are all-day events. A one-day holiday takes its start type (as its hours do).
 * ("2025-01-06" full, "2025-01-09" full) → all day, 6 to 10 January.
 */
export function holidaySpan(
  holiday: Pick<PlanningHoliday, "start_date" | "end_date" | "start_day_type" | "end_day_type">,
): { start: string; end: string; allDay: boolean } {
  const { start_date: startDate, end_date: endDate } = holiday;
  const isOneDay = startDate === endDate;
  const startsAtMidday = holiday.start_day_type === "afternoon";
  const endsAtMidday = isOneDay
    ? holiday.start_day_type === "morning"
    : holiday.end_day_type === "morning";
  const dayAfterEnd = addDays(endDate, 1);
  if (!startsAtMidday && !endsAtMidday) return { start: startDate, end: dayAfterEnd, allDay: true };
  return {
    start: startsAtMidday ? `${startDate}${MIDDAY}` : `${startDate}${MIDNIGHT}`,
    end: endsAtMidday ? `${endDate}${MIDDAY}` : `${dayAfterEnd}${MIDNIGHT}`,
    allDay: false,
  };
}

/** The calendar span of an entry: a holiday by its day types, an appointment by whole days. */
export function entrySpan(entry: PlanningEntry): { start: string; end: string; allDay: boolean } {
  return entry.kind === "holiday"
    ? holidaySpan(entry.holiday)
    : { start: entry.startDate, end: addDays(entry.endDate, 1), allDay: true };
}

/** The part of an entry inside one week row, dates inclusive. */
export type Piece = { entry: PlanningEntry; startDate: string; endDate: string };

export type CalendarLayout = {
  /** What the calendar draws, in the order FullCalendar must place it. */
  pieces: Piece[];
  /** Per day with more than fits: how many of its entries are not drawn. */
  hiddenByDay: Map<string, number>;
  /** Per day with more than fits: how many entries it holds in all. */
  totalByDay: Map<string, number>;
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** FullCalendar's order within a row: earlier start, then longer, then title. */
function comparePieces(a: Piece, b: Piece): number {
  if (a.startDate !== b.startDate) return a.startDate < b.startDate ? -1 : 1;
  const lengthA = daysBetween(a.startDate, a.endDate);
  const lengthB = daysBetween(b.startDate, b.endDate);
  if (lengthA !== lengthB) return lengthB - lengthA;
  return a.entry.title.localeCompare(b.entry.title);
}

/**
 * Lays out the entries over the range's Monday-to-Sunday week rows. A piece on a row below
 * the last but one is drawn only where no day of it has more entries than rows; every day
 * with more gets a count of the entries it does not show.
 * Five one-day entries on a Monday → three drawn, hiddenByDay { Monday: 2 }.
 */
export function layoutCalendar(
  entries: readonly PlanningEntry[],
  range: PlanningRange,
  maxRows: number,
): CalendarLayout {
  const pieces: Piece[] = [];
  const hiddenByDay = new Map<string, number>();
  const totalByDay = new Map<string, number>();
  let weekStart = range.startDate;
  while (dayOfWeek(weekStart) !== 1) weekStart = addDays(weekStart, -1);

  for (; weekStart <= range.endDate; weekStart = addDays(weekStart, 7)) {
    const weekEnd = addDays(weekStart, 6);
    const row: Piece[] = [];
    for (const entry of entries) {
      if (entry.startDate > weekEnd || entry.endDate < weekStart) continue;
      row.push({
        entry,
        startDate: entry.startDate > weekStart ? entry.startDate : weekStart,
        endDate: entry.endDate < weekEnd ? entry.endDate : weekEnd,
      });
    }
    row.sort(comparePieces);

    // Greedy rows, as FullCalendar places them; then how many pieces each day holds.
    const taken: boolean[][] = Array.from({ length: 7 }, () => []);
    const totals = new Array<number>(7).fill(0);
    const placed = row.map((piece) => {
      const first = daysBetween(weekStart, piece.startDate);
      const last = daysBetween(weekStart, piece.endDate);
      let level = 0;
      while (!isFree(taken, first, last, level)) level++;
      for (let day = first; day <= last; day++) {
        taken[day][level] = true;
        totals[day]++;
      }
      return { piece, first, last, level };
    });

    const shown = new Array<number>(7).fill(0);
    for (const { piece, first, last, level } of placed) {
      let isShown = level < maxRows - 1;
      if (level === maxRows - 1) {
        isShown = true;
        for (let day = first; day <= last; day++) if (totals[day] > maxRows) isShown = false;
      }
      if (!isShown) continue;
      pieces.push(piece);
      for (let day = first; day <= last; day++) shown[day]++;
    }
    for (let day = 0; day < 7; day++) {
      const date = addDays(weekStart, day);
      if (totals[day] > shown[day] && date >= range.startDate && date <= range.endDate) {
        hiddenByDay.set(date, totals[day] - shown[day]);
        totalByDay.set(date, totals[day]);
      }
    }
  }
  return { pieces, hiddenByDay, totalByDay };
}

function isFree(taken: boolean[][], first: number, last: number, level: number): boolean {
  for (let day = first; day <= last; day++) if (taken[day][level]) return false;
  return true;
}

/** Class of a pending holiday's event: striped and dashed (planning.css). */
export const PENDING_EVENT_CLASS = "planning-event-pending";
/** Class of a day's '+N more' event: drawn as a link (planning.css). */
export const MORE_EVENT_CLASS = "planning-event-more";

/**
 * Extra fields of the calendar's events: which entry, or which day's '+N more' and how many
 * entries that day holds in all.
 */
export type EventExtras = { order: number; key?: string; moreDate?: string; dayTotal?: number };

/** "+3 more", as FullCalendar words its own link. */
export function moreText(count: number): string {
  return `+${count} more`;
}

/** The FullCalendar event of a piece; a piece cut by a week edge starts or ends at midnight. */
export function pieceEvent(piece: Piece, order: number): EventInput {
  const { entry } = piece;
  const span = entrySpan(entry);
  const isCutStart = piece.startDate !== entry.startDate;
  const isCutEnd = piece.endDate !== entry.endDate;
  const wholeDay = (date: string) => (span.allDay ? date : `${date}${MIDNIGHT}`);
  const extras: EventExtras = { order, key: entry.key };
  return {
    id: `${entry.key}@${piece.startDate}`,
    title: entry.title,
    start: isCutStart ? wholeDay(piece.startDate) : span.start,
    end: isCutEnd ? wholeDay(addDays(piece.endDate, 1)) : span.end,
    allDay: span.allDay,
    backgroundColor: entry.colour,
    borderColor: entry.colour,
    textColor: "#1f2937",
    classNames: entry.kind === "holiday" && entry.isPending ? [PENDING_EVENT_CLASS] : [],
    extendedProps: extras,
  };
}

/** Everything the calendar draws: the pieces, then each crowded day's '+N more'. */
export function calendarEvents(layout: CalendarLayout): EventInput[] {
  const events = layout.pieces.map((piece, index) => pieceEvent(piece, index));
  for (const [date, count] of layout.hiddenByDay) {
    const extras: EventExtras = {
      order: events.length,
      moreDate: date,
      dayTotal: layout.totalByDay.get(date),
    };
    events.push({
      id: `more@${date}`,
      title: moreText(count),
      start: date,
      allDay: true,
      backgroundColor: "transparent",
      borderColor: "transparent",
      textColor: "#1f2937",
      classNames: [MORE_EVENT_CLASS],
      extendedProps: extras,
    });
  }
  return events;
}

/** The entries on one day, in calendar order: what a '+N more' opens. */
export function entriesOnDay(entries: readonly PlanningEntry[], date: string): PlanningEntry[] {
  return entries
    .filter((entry) => entry.startDate <= date && entry.endDate >= date)
    .map((entry) => ({ entry, startDate: entry.startDate, endDate: entry.endDate }))
    .sort(comparePieces)
    .map((piece) => piece.entry);
}
