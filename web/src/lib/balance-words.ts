// A year's balance in words, for the employee's request form and Manage Users alike (issue 16):
// the allowance, what was carried from last year, and until when it can be used.
import type { BalanceBreakdown } from "@shared/schemas/policies.ts";

/** The minus of a debt, as a screen reader says it ("minus"), not a hyphen. */
const MINUS = "\u2212";

const DAY_MONTH = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** Hours as the balance shows them: 22.5 → "22.5 h", -10 → "−10 h". */
export function hoursText(hours: number): string {
  return hours < 0 ? `${MINUS}${-hours} h` : `${hours} h`;
}

/** A yyyy-MM-dd day without its year: "2027-03-31" → "31 March". */
export function dayMonthText(iso: string): string {
  return DAY_MONTH.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The allowance and what came from last year, in one line:
 * "160 h allowance + 24 h carried (use by 31 March)", "120 h allowance (pro-rata)",
 * "160 h allowance − 10 h carried from 2026", "160 h allowance + 24 h carried (4 h lapsed on 31 March)".
 */
export function breakdownLine(balance: BalanceBreakdown): string {
  const allowance = `${balance.allowance} h allowance${balance.proRata ? " (pro-rata)" : ""}`;
  if (balance.carried < 0) {
    return `${allowance} ${MINUS} ${-balance.carried} h carried from ${balance.year - 1}`;
  }
  if (balance.carried === 0) return allowance;
  const expires = balance.carryExpires;
  const when = expires === null
    ? ""
    : balance.lapsed > 0
    ? ` (${balance.lapsed} h lapsed on ${dayMonthText(expires)})`
    : ` (use by ${dayMonthText(expires)})`;
  return `${allowance} + ${balance.carried} h carried${when}`;
}
