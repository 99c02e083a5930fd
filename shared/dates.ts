/**
 * Calendar dates (yyyy-MM-dd strings) and display formatting in Europe/London.
 * Date arithmetic runs in UTC on the calendar date, so no time-zone drift can move a day.
 * Nothing here reads the clock: "now" is always a parameter.
 */
import { formatInTimeZone } from "date-fns-tz";
import { TIME_ZONE } from "./constants.ts";
import type { DayType } from "./hours.ts";

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Shown where a date is missing, e.g. an open-ended sickness log's "Sick To". */
export const MISSING_DATE = "-";

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** Milliseconds of the UTC midnight of a yyyy-MM-dd date (setUTCFullYear keeps years < 100). */
export function isoDateToUtcMs(iso: string): number {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The yyyy-MM-dd calendar date of a UTC instant, e.g. 0 → "1970-01-01". */
export function utcMsToIsoDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** True for a real calendar date in yyyy-MM-dd form: "2024-02-29" → true, "2025-02-29" → false. */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  return utcMsToIsoDate(isoDateToUtcMs(value)) === value;
}

/** The date n days later (or earlier for n < 0): addDays("2025-12-31", 1) → "2026-01-01". */
export function addDays(iso: string, n: number): string {
  return utcMsToIsoDate(isoDateToUtcMs(iso) + n * MS_PER_DAY);
}

/** Day of the week, 0 = Sunday … 6 = Saturday: dayOfWeek("2025-01-06") → 1 (Monday). */
export function dayOfWeek(iso: string): number {
  return new Date(isoDateToUtcMs(iso)).getUTCDay();
}

/** Calendar year of a yyyy-MM-dd date: yearOf("2026-04-03") → 2026. */
export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

/** Month of a yyyy-MM-dd date from 0 (January) to 11: monthIndexOf("2026-04-03") → 3. */
export function monthIndexOf(iso: string): number {
  return Number(iso.slice(5, 7)) - 1;
}

/** True from 24 to 31 December inclusive, any year: "2025-12-24" → true, "2025-12-23" → false. */
export function isInChristmasWindow(iso: string): boolean {
  const match = ISO_DATE.exec(iso);
  return match !== null && match[2] === "12" && Number(match[3]) >= 24;
}

/** The London calendar date of an instant: todayInLondon(new Date("2025-06-30T23:30:00Z")) → "2025-07-01". */
export function todayInLondon(now: Date): string {
  return formatInTimeZone(now, TIME_ZONE, "yyyy-MM-dd");
}

/**
 * An instant from a Date or a timestamp string (ISO 8601 or Postgres text such as
 * "2025-06-01 12:00:00+00"); a string without offset is taken as UTC. Null when unreadable.
 */
export function parseInstant(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  let text = value.trim().replace(" ", "T");
  if (ISO_DATE.test(text)) text += "T00:00:00";
  text = text.replace(/([+-]\d{2})$/, "$1:00").replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  if (!/(Z|[+-]\d{2}:\d{2})$/i.test(text)) text += "Z";
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd/MM/yyyy. A plain date is reformatted as is; a timestamp is shown as its London date.
 * formatDate("2025-04-18") → "18/04/2025"; formatDate(null) → "-".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (typeof value === "string" && isValidIsoDate(value)) {
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  }
  const instant = parseInstant(value);
  return instant ? formatInTimeZone(instant, TIME_ZONE, "dd/MM/yyyy") : MISSING_DATE;
}

/** A request date with its half-day type: ("2025-04-17", "morning") → "17/04/2025 (Morning)". */
export function formatRequestDate(
  value: string | Date | null | undefined,
  dayType: DayType | string | null | undefined,
): string {
  const date = formatDate(value);
  if (dayType === "morning") return `${date} (Morning)`;
  if (dayType === "afternoon") return `${date} (Afternoon)`;
  return date;
}

/** A typed dd/mm/yyyy date as yyyy-MM-dd: "18/04/2025" → "2025-04-18"; "31/02/2025" → null. */
export function parseDmy(text: string | null | undefined): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text ?? "");
  if (!match) return null;
  const iso = `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** HH:MM from a database or form time: "09:30:00" → "09:30"; null → "". */
export function formatTime(time: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(time ?? "");
  return match ? `${match[1]}:${match[2]}` : "";
}
