/**
 * The days an employee may not book for themself (issue 29, point 5): the spec's 24 to 31
 * December by default; an administrator may move the window (it may run over the new year) or
 * turn it off. Administrators' own bookings for someone are never held by it.
 */
import { messages } from "./messages.ts";

/** A window of days of any year, as "MM-dd": { from: "12-24", to: "12-31" }. */
export interface BookingWindow {
  from: string;
  to: string;
}

/** The spec's window, in force until an administrator changes it. */
export const CHRISTMAS_WINDOW: BookingWindow = Object.freeze({ from: "12-24", to: "12-31" });

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** True for a real "MM-dd" of some year (29 February included): "02-30" → false. */
export function isMonthDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d\d-\d\d$/.test(value)) return false;
  const [month, day] = value.split("-").map(Number);
  return month >= 1 && month <= 12 && day >= 1 &&
    day <= new Date(Date.UTC(2000, month, 0)).getUTCDate();
}

/**
 * Whether a yyyy-MM-dd date falls in the window, both ends included; a window whose end comes
 * before its start runs over the new year: ("2027-01-02", { from: "12-20", to: "01-03" }) → true.
 */
export function isInBookingWindow(iso: string, window: BookingWindow | null): boolean {
  if (!window) return false;
  const monthDay = iso.slice(5, 10);
  return window.from <= window.to
    ? monthDay >= window.from && monthDay <= window.to
    : monthDay >= window.from || monthDay <= window.to;
}

/** 24 → "24th", 31 → "31st", 2 → "2nd", 12 → "12th". */
function ordinal(day: number): string {
  const isTeen = day >= 11 && day <= 13;
  const suffix = isTeen
    ? "th"
    : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10];
  return `${day}${suffix ?? "th"}`;
}

/**
 * The refusals of a start or end in the window, in the spec's words: the spec's window gives
 * "Start date cannot be between December 24th and 31st inclusive"; { from: "12-20", to: "01-03" }
 * gives "... between December 20th and January 3rd inclusive".
 */
export function bookingWindowMessages(window: BookingWindow): { start: string; end: string } {
  if (window.from === CHRISTMAS_WINDOW.from && window.to === CHRISTMAS_WINDOW.to) {
    return { start: messages.startInChristmas, end: messages.endInChristmas };
  }
  const [fromMonth, fromDay] = window.from.split("-").map(Number);
  const [toMonth, toDay] = window.to.split("-").map(Number);
  const to = fromMonth === toMonth && window.from <= window.to
    ? ordinal(toDay)
    : `${MONTHS[toMonth - 1]} ${ordinal(toDay)}`;
  const between = `between ${MONTHS[fromMonth - 1]} ${ordinal(fromDay)} and ${to} inclusive`;
  return { start: `Start date cannot be ${between}`, end: `End date cannot be ${between}` };
}

/** The refusal of a range that starts or ends in the window (the start's first), else undefined. */
export function bookingWindowRefusal(
  range: { startDate: string; endDate: string },
  window: BookingWindow | null,
): string | undefined {
  if (!window) return undefined;
  if (isInBookingWindow(range.startDate, window)) return bookingWindowMessages(window).start;
  if (isInBookingWindow(range.endDate, window)) return bookingWindowMessages(window).end;
  return undefined;
}
