// What the public holiday sections say about a day, a range and a nation (issue 29).
import { dayOfWeek, formatDate } from "@shared/dates.ts";
import {
  HOLIDAY_REGION_LABELS,
  HOLIDAY_REGIONS,
  type HolidayRegion,
} from "@shared/schemas/public-holidays.ts";

import { WEEK_DAYS } from "./patterns";

/** The nations as a select offers them, England & Wales first. */
export const NATION_OPTIONS = HOLIDAY_REGIONS.map((region) => ({
  value: region,
  label: HOLIDAY_REGION_LABELS[region],
}));

/** How a nation reads: "scotland" → "Scotland". */
export function nationName(region: HolidayRegion): string {
  return HOLIDAY_REGION_LABELS[region];
}

/** The day of the week of a date: "2027-06-15" → "Tuesday". */
export function weekdayName(iso: string): string {
  return WEEK_DAYS[(dayOfWeek(iso) + 6) % 7].name;
}

/** A range as the app writes dates: one day "02/08/2027"; more "02/08/2027 to 05/08/2027". */
export function rangeText(startDate: string, endDate: string): string {
  const start = formatDate(startDate);
  return startDate === endDate ? start : `${start} to ${formatDate(endDate)}`;
}

/** The years the year select offers around this one: 2026 → 2024 to 2031. */
export function yearsAround(thisYear: number): number[] {
  return Array.from({ length: 8 }, (_, i) => thisYear - 2 + i);
}
