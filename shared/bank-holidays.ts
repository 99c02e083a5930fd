/**
 * Listed public holidays: the spec's 2025 and 2026 lists and England & Wales 2027, which the
 * web app (hour previews, the planning calendar) and the tests count against. The server uses its
 * bank_holidays table instead: migration 20261122000200_organisation.sql seeds it with the same
 * dates from its own copy (supabase/tests/rules-agree.test.ts holds the two equal), and holidays
 * admins add there are not in this list.
 */

/** One listed public holiday, date as yyyy-MM-dd. */
export interface BankHoliday {
  date: string;
  name: string;
}

/** Every listed holiday, oldest first, e.g. { date: "2026-04-03", name: "Good Friday" }. */
export const BANK_HOLIDAYS: readonly BankHoliday[] = Object.freeze([
  { date: "2025-01-01", name: "New Year's Day" },
  { date: "2025-04-18", name: "Good Friday" },
  { date: "2025-04-21", name: "Easter Monday" },
  { date: "2025-05-05", name: "Early May bank holiday" },
  { date: "2025-05-26", name: "Spring bank holiday" },
  { date: "2025-08-25", name: "Summer bank holiday" },
  { date: "2025-12-25", name: "Christmas Day" },
  { date: "2025-12-26", name: "Boxing Day" },
  { date: "2026-01-01", name: "New Year's Day" },
  { date: "2026-04-03", name: "Good Friday" },
  { date: "2026-04-06", name: "Easter Monday" },
  { date: "2026-05-04", name: "Early May bank holiday" },
  { date: "2026-05-25", name: "Spring bank holiday" },
  { date: "2026-08-31", name: "Summer bank holiday" },
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2026-12-28", name: "Boxing Day (substitute day)" },
  { date: "2027-01-01", name: "New Year's Day" },
  { date: "2027-03-26", name: "Good Friday" },
  { date: "2027-03-29", name: "Easter Monday" },
  { date: "2027-05-03", name: "Early May bank holiday" },
  { date: "2027-05-31", name: "Spring bank holiday" },
  { date: "2027-08-30", name: "Summer bank holiday" },
  { date: "2027-12-27", name: "Christmas Day (substitute day)" },
  { date: "2027-12-28", name: "Boxing Day (substitute day)" },
].map((holiday) => Object.freeze(holiday)));

/** Dates of the given holidays as a set, e.g. bankHolidaySet().has("2025-12-25") → true. */
export function bankHolidaySet(
  list: readonly { date: string }[] = BANK_HOLIDAYS,
): ReadonlySet<string> {
  return new Set(list.map((holiday) => holiday.date));
}
