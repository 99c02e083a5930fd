/**
 * What the planning calendar says about a day beside its events: in the year view how many
 * holidays and appointments the day holds (its days are too narrow for names, so each shows a
 * count that opens the whole day), with the day's public holiday named.
 */
import { dayOfWeek, formatDate, isoDateToUtcMs, utcMsToIsoDate } from "@shared/dates.ts";

import type { PlanningRange } from "../api/query-keys";
import type { PlanningEntry } from "./planning-entries";

const MS_PER_DAY = 86_400_000;

/** What one day holds: every entry covering it, by kind, and the pending holidays among them. */
export type DaySummary = {
  total: number;
  holidays: number;
  appointments: number;
  pending: number;
};

/**
 * Per day of the range that holds anything, what it holds; an entry counts on every day it
 * covers, as its bar does in the month view. Work is per entry-day, with no date strings built
 * inside the loop, so a year of a large company stays quick.
 */
export function daySummaries(
  entries: readonly PlanningEntry[],
  range: PlanningRange,
): Map<string, DaySummary> {
  const first = isoDateToUtcMs(range.startDate);
  const dayCount = Math.round((isoDateToUtcMs(range.endDate) - first) / MS_PER_DAY) + 1;
  const byDay: (DaySummary | undefined)[] = new Array(dayCount);
  for (const entry of entries) {
    const from = Math.max(0, Math.round((isoDateToUtcMs(entry.startDate) - first) / MS_PER_DAY));
    const to = Math.min(
      dayCount - 1,
      Math.round((isoDateToUtcMs(entry.endDate) - first) / MS_PER_DAY),
    );
    const isPending = entry.kind === "holiday" && entry.isPending;
    for (let day = from; day <= to; day++) {
      const summary = byDay[day] ??= { total: 0, holidays: 0, appointments: 0, pending: 0 };
      summary.total++;
      if (entry.kind === "holiday") summary.holidays++;
      else summary.appointments++;
      if (isPending) summary.pending++;
    }
  }
  const summaries = new Map<string, DaySummary>();
  byDay.forEach((summary, day) => {
    if (summary) summaries.set(utcMsToIsoDate(first + day * MS_PER_DAY), summary);
  });
  return summaries;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * What a day holds, in words: "5 holidays (2 pending), 2 appointments"; "1 holiday".
 */
export function summaryText(summary: DaySummary): string {
  const parts: string[] = [];
  if (summary.holidays > 0) {
    const pending = summary.pending > 0 ? ` (${summary.pending} pending)` : "";
    parts.push(`${plural(summary.holidays, "holiday")}${pending}`);
  }
  if (summary.appointments > 0) parts.push(plural(summary.appointments, "appointment"));
  return parts.join(", ");
}

/**
 * The name of a year view's day count, starting with the number it shows:
 * "7 on 23/11/2026: 5 holidays (2 pending), 2 appointments", with the day's public holiday
 * after the date ("3 on 25/12/2026, Christmas Day: 3 holidays").
 */
export function dayCountLabel(date: string, summary: DaySummary, holiday?: string): string {
  const day = holiday ? `${formatDate(date)}, ${holiday}` : formatDate(date);
  return `${summary.total} on ${day}: ${summaryText(summary)}`;
}

/**
 * What a month view's '+N more' adds after its own text, for screen readers and its tooltip:
 * "(7 in all on 23/11/2026)", so that it reads "+3 more (7 in all on 23/11/2026)".
 */
export function moreDetail(date: string, total: number): string {
  return `(${total} in all on ${formatDate(date)})`;
}

/** How busy a day looks in the year view: 1 (1-3 entries), 2 (4-7) or 3 (8 or more). */
export function densityLevel(total: number): 1 | 2 | 3 {
  return total >= 8 ? 3 : total >= 4 ? 2 : 1;
}

/** What kind of day it is, when it is not a plain working day: "Christmas Day (bank holiday)". */
export function dayKind(date: string, holiday: string | undefined): string | null {
  if (holiday) return `${holiday} (bank holiday)`;
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6 ? "Weekend" : null;
}
