/**
 * The planning calendar's day cells, through FullCalendar's own hooks: bank holidays and
 * weekends marked, and in the year view each day's count of holidays and appointments, a
 * button that lists the whole day. The cells are drawn with FullCalendar's own `createElement`
 * (Preact), not React: no portal per cell, so the views cost what they cost before.
 */
import type { DayCellContentArg } from "@fullcalendar/core";

import { dayCountLabel, type DaySummary, densityLevel } from "../utils/day-marks";
import { localIsoDate } from "../utils/planning-range";

/** FullCalendar's (Preact's) createElement, handed to a content hook. */
export type CreateElement = (
  type: string,
  props: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

export const YEAR_VIEW = "multiMonthYear";
/** The class of a bank holiday's cell (planning.css). */
export const BANK_HOLIDAY_CLASS = "planning-bank-holiday";
/** The class of a year view day's count (planning.css). */
export const DAY_COUNT_CLASS = "planning-day-count";

/** Public holidays by date, as GET /api/bank-holidays names them: "2026-12-25" → "Christmas Day". */
export type HolidayNames = ReadonlyMap<string, string>;

/** A public holiday's cell gets its own class; weekends have FullCalendar's fc-day-sat/sun. */
export function makeDayCellClassNames(holidayNames: HolidayNames) {
  return (arg: DayCellContentArg): string[] =>
    holidayNames.has(localIsoDate(arg.date)) ? [BANK_HOLIDAY_CLASS] : [];
}

/**
 * The inside of a day's number: the number, a bank holiday's name (visible in the month and
 * week views, for screen readers and on hover in the narrow year view) and, in the year view,
 * the day's count. Days with nothing of these keep FullCalendar's own number.
 */
export function makeDayCellContent(
  summaries: ReadonlyMap<string, DaySummary> | null,
  holidayNames: HolidayNames,
  openDay: (date: string) => void,
) {
  return (arg: DayCellContentArg, h: CreateElement): unknown => {
    const date = localIsoDate(arg.date);
    const holiday = holidayNames.get(date);
    const isYear = arg.view.type === YEAR_VIEW;
    const summary = isYear ? summaries?.get(date) : undefined;
    if (!holiday && !summary) return true;
    const name = holiday &&
      h("span", { className: isYear ? "sr-only" : "planning-bank-holiday-name" }, holiday);
    const count = summary && h("button", {
      type: "button",
      className: [
        DAY_COUNT_CLASS,
        `planning-density-${densityLevel(summary.total)}`,
        summary.pending > 0 && "planning-day-count-pending",
      ].filter(Boolean).join(" "),
      "aria-label": dayCountLabel(date, summary, holiday),
      "data-date": date,
      onClick: () => openDay(date),
    }, String(summary.total));
    const number = h("span", {
      className: "planning-day-number",
      "data-tip": isYear && holiday ? holiday : undefined,
    }, arg.dayNumberText);
    // In the year view the count goes under the number, after a person's sign: side by side,
    // "3" and "9" read as the days 3 to 9.
    return h(
      "span",
      { className: isYear ? "planning-day-top planning-day-top-year" : "planning-day-top" },
      count,
      name,
      number,
    );
  };
}
