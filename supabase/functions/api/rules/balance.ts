// api/rules/ (see cover.ts): the day a year's balance is read on, which the balance, its
// breakdown, the allowances list and a user's policy all ask for by ?year=.
import { yearOf } from "@shared/dates.ts";
import { MIN_YEAR } from "@shared/schemas/common.ts";
import { lastBalanceYear } from "@shared/schemas/policies.ts";
import { badRequest } from "../../_shared/errors.ts";

/** The refusal of a ?year= past lastBalanceYear: "year: must be from 1900 to 2028". */
export function balanceYearOutOfRange(last: number): string {
  return `year: must be from ${MIN_YEAR} to ${last}`;
}

/**
 * The day a year's balance is read on: today in the current year; 31 December of a past year
 * (what lapsed has lapsed); 1 January of a future one, refused (400) past lastBalanceYear. With
 * no policy on, every day of a year gives the same figure.
 */
export function balanceDay(year: number | undefined, todayIso: string): string {
  const current = yearOf(todayIso);
  if (year === undefined || year === current) return todayIso;
  const last = lastBalanceYear(todayIso);
  if (year > last) throw badRequest(balanceYearOutOfRange(last));
  return `${String(year).padStart(4, "0")}-${year < current ? "12-31" : "01-01"}`;
}
