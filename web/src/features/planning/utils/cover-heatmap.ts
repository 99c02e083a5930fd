// The cover heat-map's pure rules: its days, how full a cell is, and what a cell says aloud.
import type { HeatmapAway, HeatmapCell } from "@shared/schemas/cover.ts";
import { addDays, dayOfWeek } from "@shared/dates.ts";

/** How many weeks the heat-map may show, and shows at first. */
export const HEATMAP_WEEKS = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const DEFAULT_HEATMAP_WEEKS = 8;

/** A cell's colour: enough present, fewer than needed, a rule falling short, nobody works. */
export type CoverLevel = "enough" | "under" | "short" | "none";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The Monday of a day's week: mondayOf("2027-02-04") → "2027-02-01". */
export function mondayOf(day: string): string {
  return addDays(day, -((dayOfWeek(day) + 6) % 7));
}

/** Every day of the window, `weeks` whole weeks from `start`: ("2027-02-01", 4) → 28 days. */
export function heatmapDays(start: string, weeks: number): string[] {
  return Array.from({ length: weeks * 7 }, (_, n) => addDays(start, n));
}

/** "Mon 1 Feb 2027": the day as a cell's name reads it. */
export function longDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${WEEKDAYS[dayOfWeek(day)]} ${date} ${MONTHS[month - 1]} ${year}`;
}

/** "Mon" and "1 Feb": a column's heading. */
export function shortDay(day: string): { weekday: string; date: string } {
  const [, month, date] = day.split("-").map(Number);
  return { weekday: WEEKDAYS[dayOfWeek(day)], date: `${date} ${MONTHS[month - 1]}` };
}

/** Whether a day is a Saturday or a Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = dayOfWeek(day);
  return weekday === 0 || weekday === 6;
}

/** Present over needed, or over scheduled with no rule: 5 of 6 → 0.83. */
export function coverRatio(cell: HeatmapCell): number {
  const of = cell.needed ?? cell.scheduled;
  return of > 0 ? cell.present / of : 1;
}

/** A cell's colour: red when a rule falls short, green at 100 % or more, amber below. */
export function coverLevel(cell: HeatmapCell | undefined): CoverLevel {
  if (!cell) return "none";
  if (cell.short) return "short";
  return coverRatio(cell) >= 1 ? "enough" : "under";
}

/** 4.5 → "4.5", 5 → "5": half days read as such, whole days without a decimal. */
export function count(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/**
 * What a cell says to a screen reader:
 * "Warehouse, Mon 1 Feb 2027: 5 of 6 present, 1 away, 0 pending" (then ", 6 needed" and
 * ", short" when a rule applies or falls short).
 */
export function cellLabel(department: string, day: string, cell: HeatmapCell): string {
  const parts = [
    `${count(cell.present)} of ${count(cell.scheduled)} present`,
    `${count(cell.away)} away`,
    `${count(cell.pending)} pending`,
  ];
  if (cell.needed !== null) parts.push(`${count(cell.needed)} needed`);
  if (cell.short) parts.push("short");
  return `${department}, ${longDay(day)}: ${parts.join(", ")}`;
}

/** How someone is away, as the away list names it. */
export function awayKindLabel(kind: HeatmapAway["kind"]): string {
  return kind === "holiday" ? "Holiday" : kind === "pending" ? "Pending" : "Away";
}
