// The cover heat-map's pure rules: its days, how full a cell is, and what a cell says aloud.
import type { HeatmapCell, HeatmapShortfall } from "@shared/schemas/cover.ts";
import { addDays, dayOfWeek } from "@shared/dates.ts";

/** How many weeks the heat-map may show, and shows at first. */
export const HEATMAP_WEEKS = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const DEFAULT_HEATMAP_WEEKS = 8;

/**
 * A cell's colour: under a department's rules, enough present, a warning rule short, a blocking
 * rule short; without a rule, a neutral shade by the share away (0 none, 1 up to a quarter, 2 up
 * to a half, 3 more); nobody works.
 */
export type CoverLevel =
  | "enough"
  | "under"
  | "short"
  | "share-0"
  | "share-1"
  | "share-2"
  | "share-3"
  | "none";

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

/**
 * A cell's colour: red when a blocking rule falls short, amber when only a warning one does,
 * green when the department's rules are met; a department without a rule is never short, only
 * shaded by how many of the scheduled are away.
 */
export function coverLevel(cell: HeatmapCell | undefined, hasRules: boolean): CoverLevel {
  if (!cell) return "none";
  if (cell.shortfalls.some((shortfall) => shortfall.mode === "block")) return "short";
  if (cell.shortfalls.length > 0) return "under";
  if (hasRules) return "enough";
  const share = cell.scheduled > 0 ? (cell.away + cell.pending) / cell.scheduled : 0;
  return share === 0 ? "share-0" : share <= 0.25 ? "share-1" : share <= 0.5 ? "share-2" : "share-3";
}

/** 4.5 → "4.5", 5 → "5": half days read as such, whole days without a decimal. */
export function count(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** A rule short that day, as the cell names it: "Forklift: 1 of 2", "Everyone: 3.5 of 4". */
export function shortfallWords(shortfall: HeatmapShortfall): string {
  return `${shortfall.skill ?? "Everyone"}: ${count(shortfall.present)} of ${
    count(shortfall.needed)
  }`;
}

/**
 * What a cell holds: "5 of 6 present, 1 away, 0 pending" (then ", 6 needed" when a rule says
 * how many, and "; short of Forklift: 1 of 2" for each rule falling short).
 */
export function cellSummary(cell: HeatmapCell): string {
  const parts = [
    `${count(cell.present)} of ${count(cell.scheduled)} present`,
    `${count(cell.away)} away`,
    `${count(cell.pending)} pending`,
  ];
  if (cell.needed !== null) parts.push(`${count(cell.needed)} needed`);
  const shortOf = cell.shortfalls.map((shortfall) => `; short of ${shortfallWords(shortfall)}`);
  return parts.join(", ") + shortOf.join("");
}

/** What a cell says to a screen reader: "Warehouse, Mon 1 Feb 2027: 5 of 6 present, ...". */
export function cellLabel(department: string, day: string, cell: HeatmapCell): string {
  return `${department}, ${longDay(day)}: ${cellSummary(cell)}`;
}
