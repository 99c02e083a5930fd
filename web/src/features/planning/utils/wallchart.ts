// The wallchart's pure rules (issue 31): its weeks, what a cell shows and says aloud, the
// headings of its days and where the arrow keys move the focus.
import type {
  WallchartCover,
  WallchartLeaveType,
  WallchartMark,
} from "@shared/schemas/wallchart.ts";
import { APP_TEXT_COLOUR } from "@shared/leave-types.ts";
import {
  WALLCHART_DEFAULT_WEEKS,
  WALLCHART_MAX_WEEKS,
  WALLCHART_MIN_WEEKS,
} from "@shared/schemas/wallchart.ts";
import { dayOfWeek } from "@shared/dates.ts";
import type { CSSProperties } from "react";

import { wallchartMessages as texts } from "../wallchart-messages";
import { count, longDay, shortDay } from "./cover-heatmap";

export { heatmapDays as wallchartDays, isWeekend, mondayOf } from "./cover-heatmap";

/** The weeks the wallchart may show (2 to 6), and shows at first. */
export const WALLCHART_WEEKS = Array.from(
  { length: WALLCHART_MAX_WEEKS - WALLCHART_MIN_WEEKS + 1 },
  (_, n) => WALLCHART_MIN_WEEKS + n,
);
export { WALLCHART_DEFAULT_WEEKS };

/** How a mark shows: a short visible sign, its words, and the class that colours it. */
export type MarkLook = { sign: string; words: string; className: string };

const LOOKS: Record<WallchartMark, MarkLook> = {
  "": { sign: "", words: texts.working, className: "wall-working" },
  off: { sign: "–", words: texts.off, className: "wall-off" },
  "bank-holiday": { sign: "BH", words: texts.bankHoliday, className: "wall-bank-holiday" },
  away: { sign: "A", words: texts.away, className: "wall-away" },
  holiday: { sign: "H", words: texts.holiday, className: "wall-holiday" },
  "holiday-morning": {
    sign: "½H",
    words: `${texts.holiday} (${texts.morning})`,
    className: "wall-holiday wall-morning",
  },
  "holiday-afternoon": {
    sign: "½H",
    words: `${texts.holiday} (${texts.afternoon})`,
    className: "wall-holiday wall-afternoon",
  },
  pending: { sign: "P", words: texts.pending, className: "wall-pending" },
  "pending-morning": {
    sign: "½P",
    words: `${texts.pending} (${texts.morning})`,
    className: "wall-pending wall-morning",
  },
  "pending-afternoon": {
    sign: "½P",
    words: `${texts.pending} (${texts.afternoon})`,
    className: "wall-pending wall-afternoon",
  },
  appointment: { sign: "Ap", words: texts.appointment, className: "wall-appointment" },
};

/** The look of a mark; an unknown one (a newer server) reads as a working day. */
export function markLook(mark: string): MarkLook {
  return LOOKS[mark as WallchartMark] ?? LOOKS[""];
}

/**
 * The look of a holiday or pending mark of a leave type other than Holiday (issue 33): the
 * type's initial for the holiday's "H", its name for "Holiday", drawn in its colour (a half in
 * half the cell, a pending one dashed as a pending Holiday is). Any other mark, or no type: the
 * mark's own look.
 */
export function typedMarkLook(
  mark: string,
  type: WallchartLeaveType | undefined,
): MarkLook & { style?: CSSProperties } {
  const look = markLook(mark);
  if (!type || !(mark.startsWith("holiday") || mark.startsWith("pending"))) return look;
  const initial = type.name.trim().charAt(0).toUpperCase();
  const half = mark.endsWith("-morning")
    ? "morning"
    : mark.endsWith("-afternoon")
    ? "afternoon"
    : null;
  const pending = mark.startsWith("pending");
  const name = pending ? `${texts.pending} ${type.name}` : type.name;
  const background = half === "morning"
    ? `linear-gradient(90deg, ${type.colour} 50%, #ffffff 50%)`
    : half === "afternoon"
    ? `linear-gradient(90deg, #ffffff 50%, ${type.colour} 50%)`
    : undefined;
  return {
    sign: pending ? look.sign : `${half ? "½" : ""}${initial}`,
    words: half ? `${name} (${texts[half]})` : name,
    className: look.className,
    style: {
      backgroundColor: type.colour,
      color: APP_TEXT_COLOUR,
      ...(background ? { backgroundImage: background } : {}),
    },
  };
}

/** The leave types of a wallchart by id (issue 33); empty without any. */
export function leaveTypesById(
  types: readonly WallchartLeaveType[] | undefined,
): ReadonlyMap<number, WallchartLeaveType> {
  return new Map((types ?? []).map((type) => [type.id, type]));
}

/** The legend's marks, in the order a day's mark is chosen. */
export const LEGEND_MARKS: WallchartMark[] = [
  "holiday",
  "holiday-morning",
  "pending",
  "away",
  "appointment",
  "bank-holiday",
  "off",
];

/**
 * A person's cell aloud: "Ann Lee, Mon 1 Feb 2027: Holiday (morning)"; a day of another leave
 * type (issue 33) says the type: "Ann Lee, Mon 1 Feb 2027: Compassionate leave".
 */
export function cellName(
  person: string,
  day: string,
  mark: string,
  type?: WallchartLeaveType,
): string {
  return `${person}, ${longDay(day)}: ${typedMarkLook(mark, type).words}`;
}

/** A cover cell's sign: "3/4", or "" on a day nobody of the department works. */
export function coverSign(cover: WallchartCover | undefined): string {
  return cover ? `${count(cover.present)}/${count(cover.scheduled)}` : "";
}

/** A cover cell aloud: "Cover, Mon 1 Feb 2027: 3 of 4 present, 5 needed, short". */
export function coverName(day: string, cover: WallchartCover | undefined): string {
  if (!cover) return `${texts.cover}, ${longDay(day)}: ${texts.nobodyWorks}`;
  const needed = cover.needed === null ? "" : `, ${count(cover.needed)} ${texts.needed}`;
  return `${texts.cover}, ${longDay(day)}: ${count(cover.present)} of ${
    count(cover.scheduled)
  } ${texts.present}${needed}${cover.short ? `, ${texts.short}` : ""}`;
}

/**
 * A column's heading: the weekday, the day of the month, and the month on the first column and
 * on each Monday ("Mon", "1", "Feb").
 */
export function dayHeading(
  day: string,
  isFirst: boolean,
): { weekday: string; date: string; month: string | null } {
  const { weekday, date } = shortDay(day);
  const [dayOfMonth, month] = date.split(" ");
  return {
    weekday,
    date: dayOfMonth,
    month: isFirst || dayOfWeek(day) === 1 ? month : null,
  };
}

/** A cell of the grid: row (people and cover rows, header rows skipped) and column (0: name). */
export type GridPosition = { row: number; column: number };

/**
 * Where a key moves the focus in a grid of `rows` × `columns` (column 0 the names): arrows by
 * one cell, stopping at the edges; Home and End to the row's ends; with Ctrl, to the first or
 * last row. Null for a key that does not move.
 */
export function moveInGrid(
  at: GridPosition,
  key: string,
  size: { rows: number; columns: number },
  isCtrl = false,
): GridPosition | null {
  const lastRow = size.rows - 1;
  const lastColumn = size.columns - 1;
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));
  switch (key) {
    case "ArrowLeft":
      return { row: at.row, column: clamp(at.column - 1, lastColumn) };
    case "ArrowRight":
      return { row: at.row, column: clamp(at.column + 1, lastColumn) };
    case "ArrowUp":
      return { row: clamp(at.row - 1, lastRow), column: at.column };
    case "ArrowDown":
      return { row: clamp(at.row + 1, lastRow), column: at.column };
    case "Home":
      return { row: isCtrl ? 0 : at.row, column: 0 };
    case "End":
      return { row: isCtrl ? lastRow : at.row, column: lastColumn };
    case "PageUp":
      return { row: clamp(at.row - 10, lastRow), column: at.column };
    case "PageDown":
      return { row: clamp(at.row + 10, lastRow), column: at.column };
    default:
      return null;
  }
}
