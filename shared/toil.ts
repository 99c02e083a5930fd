/**
 * Time off in lieu (issue 33): the balance rule, as private.toil_balance states it in SQL
 * (supabase/schemas/55_toil.sql); supabase/tests/toil.test.ts holds the two equal.
 *
 * Approved extra hours are lots, one per day worked. Live TOIL requests spend them first in,
 * first out: in order of their start date, each takes from the oldest lot still unspent and
 * unexpired on that date (a lot worked on or before it). A lot expires `expiryMonths` after the
 * day it was worked (null: never), on the same day of the month (clamped: 31 Jan + 1 month is
 * 28 Feb). A request the lots do not cover takes what there is: the balance never goes below 0.
 */
import { addMonths } from "./calendar-feed.ts";

/** The most months an approved lot can last, when the administrator sets a limit. */
export const MAX_TOIL_EXPIRY_MONTHS = 36;
/** The most extra hours one day's entry may hold. */
export const MAX_TOIL_HOURS = 24;
/** The longest note an entry, or a denial's reason, may carry. */
export const MAX_TOIL_NOTE = 500;

/** Where an entry stands: pending, then approved (in the balance) or denied. */
export const TOIL_STATUSES = ["pending", "approved", "denied"] as const;
export type ToilStatus = (typeof TOIL_STATUSES)[number];

/** An approved lot: the day worked and its hours. */
export interface ToilLot {
  workedOn: string;
  hours: number;
}

/** A live TOIL request: its start date and its hours. */
export interface ToilSpend {
  startDate: string;
  hours: number;
}

/** The first day a lot worked on `workedOn` no longer counts, or null when lots never expire. */
export function toilExpiresOn(workedOn: string, expiryMonths: number | null): string | null {
  return expiryMonths === null ? null : addMonths(workedOn, expiryMonths);
}

const unexpired = (workedOn: string, day: string, expiryMonths: number | null) => {
  const expires = toilExpiresOn(workedOn, expiryMonths);
  return expires === null || day < expires;
};

/**
 * Time off in lieu on `day`: the balance, the lots worked by then and unexpired on it less what
 * the spends took first in, first out (never below 0), and the hours of spends no lot covered
 * (a request is within the balance when, filed, it leaves none). Counted in quarter hours.
 * toilLedger([{ workedOn: "2026-01-10", hours: 3 }], [{ startDate: "2026-02-02", hours: 5 }],
 * "2026-02-02", null) → { balance: 0, uncovered: 2 }.
 */
export function toilLedger(
  lots: readonly ToilLot[],
  spends: readonly ToilSpend[],
  day: string,
  expiryMonths: number | null,
): { balance: number; uncovered: number } {
  const left = [...lots]
    .sort((a, b) => a.workedOn < b.workedOn ? -1 : a.workedOn > b.workedOn ? 1 : 0)
    .map((lot) => ({ workedOn: lot.workedOn, quarters: Math.round(lot.hours * 4) }));
  const ordered = [...spends].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0
  );
  let uncovered = 0;
  for (const spend of ordered) {
    let wanted = Math.round(spend.hours * 4);
    for (const lot of left) {
      if (wanted <= 0) break;
      if (
        lot.quarters <= 0 || lot.workedOn > spend.startDate ||
        !unexpired(lot.workedOn, spend.startDate, expiryMonths)
      ) continue;
      const taken = Math.min(wanted, lot.quarters);
      lot.quarters -= taken;
      wanted -= taken;
    }
    uncovered += wanted;
  }
  const quarters = left
    .filter((lot) => lot.workedOn <= day && unexpired(lot.workedOn, day, expiryMonths))
    .reduce((sum, lot) => sum + lot.quarters, 0);
  return { balance: Math.max(quarters, 0) / 4, uncovered: uncovered / 4 };
}

/** The TOIL balance on `day`, in hours (toilLedger's balance); never below 0. */
export function toilBalance(
  lots: readonly ToilLot[],
  spends: readonly ToilSpend[],
  day: string,
  expiryMonths: number | null,
): number {
  return toilLedger(lots, spends, day, expiryMonths).balance;
}
