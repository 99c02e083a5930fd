import assert from "node:assert/strict";
import { BANK_HOLIDAYS, bankHolidaySet } from "./bank-holidays.ts";
import { dayOfWeek, isValidIsoDate } from "./dates.ts";

const expectedByYear: Record<string, string[]> = {
  "2025": ["01-01", "04-18", "04-21", "05-05", "05-26", "08-25", "12-25", "12-26"],
  "2026": ["01-01", "04-03", "04-06", "05-04", "05-25", "08-31", "12-25", "12-28"],
  "2027": ["01-01", "03-26", "03-29", "05-03", "05-31", "08-30", "12-27", "12-28"],
  "2028": ["01-03", "04-14", "04-17", "05-01", "05-29", "08-28", "12-25", "12-26"],
};

for (const [year, days] of Object.entries(expectedByYear)) {
  Deno.test(`BANK_HOLIDAYS: the ${year} list`, () => {
    const listed = BANK_HOLIDAYS.filter((holiday) => holiday.date.startsWith(`${year}-`));
    assert.deepEqual(listed.map((holiday) => holiday.date), days.map((day) => `${year}-${day}`));
  });
}

Deno.test("BANK_HOLIDAYS: real weekdays, named, sorted, unique, frozen", () => {
  const dates = BANK_HOLIDAYS.map((holiday) => holiday.date);
  // England & Wales 2018-2035: 8 a year, and the one-off days of 2020, 2022 and 2023.
  assert.equal(BANK_HOLIDAYS.length, 147);
  assert.deepEqual([...dates].sort(), dates);
  assert.equal(new Set(dates).size, dates.length);
  for (const { date, name } of BANK_HOLIDAYS) {
    assert.ok(isValidIsoDate(date), date);
    assert.ok(dayOfWeek(date) >= 1 && dayOfWeek(date) <= 5, `${date} is a weekday`);
    assert.ok(name.length > 0);
  }
  assert.ok(Object.isFrozen(BANK_HOLIDAYS) && Object.isFrozen(BANK_HOLIDAYS[0]));
  assert.equal(BANK_HOLIDAYS.find((h) => h.date === "2026-04-03")?.name, "Good Friday");
  assert.equal(BANK_HOLIDAYS.find((h) => h.date === "2025-01-01")?.name, "New Year's Day");
});

Deno.test("bankHolidaySet: the default list or a given one", () => {
  const set = bankHolidaySet();
  assert.equal(set.size, 147);
  assert.ok(set.has("2025-12-25") && set.has("2027-12-28"));
  assert.ok(!set.has("2025-12-24"));
  assert.deepEqual([...bankHolidaySet([{ date: "2028-01-03" }])], ["2028-01-03"]);
});
