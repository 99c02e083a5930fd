import { queryOptions, useQueries, type UseQueryResult } from "@tanstack/react-query";

import { isValidIsoDate, todayInLondon, yearOf } from "@shared/dates.ts";
import type { HalfDayHolidays } from "@shared/hours.ts";
import { MAX_YEAR, MIN_YEAR } from "@shared/schemas/common.ts";
import { MAX_HOLIDAY_YEARS, type PublicHoliday } from "@shared/schemas/public-holidays.ts";

import { api } from "@/lib/api-client";
import { now } from "@/lib/clock";

import { bankHolidayKeys } from "./query-keys";

export type { PublicHoliday };

/** The years one call asks for, both included: { from: 2026, to: 2027 }. */
export type HolidayYears = { from: number; to: number };

/** What one call asks for: the years, and whose holidays (an administrator's booking for `userId`). */
export type BankHolidaysQuery = HolidayYears & { userId?: string };

/** The public holidays of the years a screen shows: the dates hours are counted by, and names. */
export type BankHolidays = {
  /** For the shared hours rules, the whole days: dates.has("2026-12-25") → true. */
  dates: ReadonlySet<string>;
  /** For the shared hours rules, the half days: halfDays.get("2026-12-24") → "afternoon". */
  halfDays: HalfDayHolidays;
  /** For the calendar and its tooltips: names.get("2026-12-25") → "Christmas Day". */
  names: ReadonlyMap<string, string>;
};

/** What `useBankHolidays` gives: the holidays once every year asked for is in, else undefined. */
export type BankHolidaysResult = {
  data: BankHolidays | undefined;
  isPending: boolean;
  isError: boolean;
};

/** Holidays change rarely; an administrator's edit of them invalidates the key at once. */
const ONE_DAY_MS = 86_400_000;

/**
 * GET /api/bank-holidays?from=&to= (&userId= for an administrator's booking): the holidays the
 * server counts for the caller's nation, or `userId`'s, in the years from `from` to `to`,
 * oldest first; at most MAX_HOLIDAY_YEARS years a call.
 */
export function getBankHolidays({ from, to, userId }: BankHolidaysQuery): Promise<PublicHoliday[]> {
  return api.get<PublicHoliday[]>("/bank-holidays", { from, to, userId });
}

export function getBankHolidaysQueryOptions(query: BankHolidaysQuery) {
  return queryOptions({
    queryKey: bankHolidayKeys.years(query),
    queryFn: () => getBankHolidays(query),
    staleTime: ONE_DAY_MS,
    gcTime: ONE_DAY_MS,
  });
}

/** The years of the real dates among `dates`: ["2026-12-21", "2027-01-04", ""] → [2026, 2027]. */
export function yearsOfDates(dates: readonly string[]): number[] {
  return dates.filter(isValidIsoDate).map(yearOf);
}

/**
 * The calls that cover `years`: every year from the first to the last of those the server
 * knows (MIN_YEAR to MAX_YEAR; no other year holds a holiday), in blocks of MAX_HOLIDAY_YEARS
 * counted from MIN_YEAR, so that every screen showing a year asks for it the same way and
 * finds it cached: [2026] → 2026-2028; [2025, 2027] → 2023-2025, 2026-2028.
 */
export function holidaySpans(years: readonly number[]): HolidayYears[] {
  const known = years.filter((year) =>
    Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR
  );
  if (known.length === 0) return [];
  const blockOf = (year: number) => year - (year - MIN_YEAR) % MAX_HOLIDAY_YEARS;
  const last = Math.max(...known);
  const spans: HolidayYears[] = [];
  for (let from = blockOf(Math.min(...known)); from <= last; from += MAX_HOLIDAY_YEARS) {
    spans.push({ from, to: Math.min(from + MAX_HOLIDAY_YEARS - 1, MAX_YEAR) });
  }
  return spans;
}

const NO_HOLIDAYS: BankHolidays = { dates: new Set(), halfDays: new Map(), names: new Map() };

/** The answers of every span as one; defined once, so it runs again only when an answer changes. */
function combineSpans(results: UseQueryResult<PublicHoliday[]>[]): BankHolidaysResult {
  const isError = results.some((result) => result.isError);
  if (!results.every((result) => result.isSuccess)) {
    return { data: undefined, isPending: !isError, isError };
  }
  if (results.length === 0) return { data: NO_HOLIDAYS, isPending: false, isError: false };
  const holidays = results.flatMap((result) => result.data);
  const names = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  const dates = new Set(holidays.filter((holiday) => !holiday.part).map((holiday) => holiday.date));
  const halfDays = new Map(
    holidays.flatMap((holiday) => holiday.part ? [[holiday.date, holiday.part] as const] : []),
  );
  return { data: { dates, halfDays, names }, isPending: false, isError: false };
}

/**
 * The public holidays of `years` (in any order; a screen passes those it shows, and may add
 * those around them), the caller's own or `userId`'s, one call per block of years
 * (holidaySpans), each kept for a day. `data` is undefined until all of them are in, so
 * nothing is counted without them; with no year the server knows, there is none to wait for.
 */
export function useBankHolidays(years: readonly number[], userId?: string): BankHolidaysResult {
  return useQueries({
    queries: holidaySpans(years).map((span) =>
      getBankHolidaysQueryOptions(userId ? { ...span, userId } : span)
    ),
    combine: combineSpans,
  });
}

/**
 * The public holidays a request form counts its preview by (the caller's own, or for an
 * administrator's booking `userId`'s): those of the range's years, and of this year and the
 * next, asked for as the form opens so that a usual request's hours show as soon as its dates
 * are chosen.
 */
export function useRequestBankHolidays(
  range: { startDate: string; endDate: string },
  userId?: string,
): BankHolidaysResult {
  const thisYear = yearOf(todayInLondon(now()));
  const rangeYears = yearsOfDates([range.startDate, range.endDate]);
  return useBankHolidays([thisYear, thisYear + 1, ...rangeYears], userId);
}
