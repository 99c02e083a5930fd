/**
 * The date rules of the admin's add forms (spec section 5): a start after the end moves the
 * end, an end before the start moves the start. Admins may book any date, the past and
 * 24-31 December included (the server allows them), so there is no window check here.
 */
import { isValidIsoDate } from "@shared/dates.ts";
import { type DayType, requestHours } from "@shared/hours.ts";

export type HolidayRange = {
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
};

/** No dates, both ends a full day (spec: day types default to full). */
export const EMPTY_RANGE: HolidayRange = {
  startDate: "",
  endDate: "",
  startDayType: "full",
  endDayType: "full",
};

/** A finished date: typing a year digit by digit passes 0002, 0020... which move nothing. */
export function isChosenDate(value: string): boolean {
  return isValidIsoDate(value) && Number(value.slice(0, 4)) >= 1000;
}

/** A new start; one after the end moves the end to it. */
export function withStartDate<T extends HolidayRange>(range: T, startDate: string): T {
  const movesEnd = isChosenDate(startDate) && isChosenDate(range.endDate) &&
    startDate > range.endDate;
  return { ...range, startDate, endDate: movesEnd ? startDate : range.endDate };
}

/** A new end; one before the start moves the start to it. */
export function withEndDate<T extends HolidayRange>(range: T, endDate: string): T {
  const movesStart = isChosenDate(endDate) && isChosenDate(range.startDate) &&
    endDate < range.startDate;
  return { ...range, endDate, startDate: movesStart ? endDate : range.startDate };
}

/** Hours the range takes (shared rule), or null until both dates make a range. */
export function rangeHours(range: HolidayRange, bankHolidays: ReadonlySet<string>): number | null {
  const { startDate, endDate } = range;
  if (!isChosenDate(startDate) || !isChosenDate(endDate) || endDate < startDate) return null;
  return requestHours(range, bankHolidays);
}
