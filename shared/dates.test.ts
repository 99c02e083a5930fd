import assert from "node:assert/strict";
import {
  addDays,
  dayOfWeek,
  formatDate,
  formatRequestDate,
  formatTime,
  isInChristmasWindow,
  isValidIsoDate,
  parseDmy,
  todayInLondon,
} from "./dates.ts";

const christmasCases: [string, boolean][] = [
  ["2025-12-23", false],
  ["2025-12-24", true],
  ["2025-12-25", true],
  ["2025-12-31", true],
  ["2026-01-01", false],
  ["2026-12-24", true],
  ["2025-11-24", false],
  ["not a date", false],
];

for (const [date, expected] of christmasCases) {
  Deno.test(`isInChristmasWindow(${date}) → ${expected}`, () => {
    assert.equal(isInChristmasWindow(date), expected);
  });
}

const validCases: [unknown, boolean][] = [
  ["2025-01-01", true],
  ["2024-02-29", true],
  ["2000-02-29", true],
  ["2025-02-29", false],
  ["1900-02-29", false],
  ["2025-04-31", false],
  ["2025-13-01", false],
  ["2025-00-10", false],
  ["2025-1-01", false],
  ["0000-01-01", false],
  ["2025-01-01T00:00:00Z", false],
  ["", false],
  [20250101, false],
  [null, false],
];

for (const [value, expected] of validCases) {
  Deno.test(`isValidIsoDate(${JSON.stringify(value)}) → ${expected}`, () => {
    assert.equal(isValidIsoDate(value), expected);
  });
}

Deno.test("addDays: across month, year, leap day and backwards", () => {
  assert.equal(addDays("2025-12-31", 1), "2026-01-01");
  assert.equal(addDays("2024-02-28", 1), "2024-02-29");
  assert.equal(addDays("2025-03-01", -1), "2025-02-28");
  assert.equal(addDays("2025-03-29", 2), "2025-03-31"); // the BST change is no concern
  assert.equal(addDays("2025-01-01", 365), "2026-01-01");
});

Deno.test("dayOfWeek: Sunday 0 to Saturday 6", () => {
  assert.deepEqual(
    ["2025-01-05", "2025-01-06", "2025-01-09", "2025-01-10", "2025-01-11"].map(dayOfWeek),
    [0, 1, 4, 5, 6],
  );
});

const formatDateCases: [string, string | Date | null | undefined, string][] = [
  ["plain date", "2025-04-18", "18/04/2025"],
  ["timestamp late on a BST evening is the next London day", "2025-06-30T23:30:00Z", "01/07/2025"],
  ["timestamp late on a GMT evening stays", "2025-12-31T23:30:00Z", "31/12/2025"],
  ["Date object", new Date("2025-03-30T00:30:00Z"), "30/03/2025"],
  ["Postgres text", "2025-06-30 23:30:00+00", "01/07/2025"],
  ["Postgres text with microseconds", "2025-06-30 23:30:00.123456+00", "01/07/2025"],
  ["explicit offset", "2025-07-01T00:30:00+02:00", "30/06/2025"],
  ["compact offset", "2025-07-01 00:30:00+0200", "30/06/2025"],
  ["no offset is UTC", "2025-06-30T23:30:00", "01/07/2025"],
  ["null", null, "-"],
  ["undefined", undefined, "-"],
  ["empty", "", "-"],
  ["garbage", "soon", "-"],
];

for (const [name, value, expected] of formatDateCases) {
  Deno.test(`formatDate: ${name} → ${expected}`, () => {
    assert.equal(formatDate(value), expected);
  });
}

Deno.test("formatRequestDate: half days get their type in brackets", () => {
  assert.equal(formatRequestDate("2025-04-17", "full"), "17/04/2025");
  assert.equal(formatRequestDate("2025-04-17", "morning"), "17/04/2025 (Morning)");
  assert.equal(formatRequestDate("2025-04-17", "afternoon"), "17/04/2025 (Afternoon)");
  assert.equal(formatRequestDate("2025-04-17", null), "17/04/2025");
});

Deno.test("todayInLondon: the London date of the given instant", () => {
  assert.equal(todayInLondon(new Date("2025-06-30T23:30:00Z")), "2025-07-01");
  assert.equal(todayInLondon(new Date("2025-12-31T23:30:00Z")), "2025-12-31");
  assert.equal(todayInLondon(new Date("2026-01-01T00:00:00Z")), "2026-01-01");
});

const dmyCases: [string | null, string | null][] = [
  ["18/04/2025", "2025-04-18"],
  ["1/2/2025", "2025-02-01"],
  [" 29/02/2024 ", "2024-02-29"],
  ["29/02/2025", null],
  ["31/04/2025", null],
  ["2025-04-18", null],
  ["18/04/25", null],
  ["", null],
  [null, null],
];

for (const [text, expected] of dmyCases) {
  Deno.test(`parseDmy(${JSON.stringify(text)}) → ${expected}`, () => {
    assert.equal(parseDmy(text), expected);
  });
}

Deno.test("formatTime: HH:MM from HH:MM:SS or HH:MM", () => {
  assert.equal(formatTime("09:30:00"), "09:30");
  assert.equal(formatTime("17:05"), "17:05");
  assert.equal(formatTime(null), "");
  assert.equal(formatTime("9am"), "");
});
