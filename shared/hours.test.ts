import assert from "node:assert/strict";
import { bankHolidaySet } from "./bank-holidays.ts";
import { addDays } from "./dates.ts";
import {
  DAY_TYPES,
  type DayType,
  dayTypeHours,
  formatHours,
  halfHolidayHours,
  isCountedWeekday,
  isWorkingDay,
  requestHours,
  type RequestRange,
  workingDaysBetween,
} from "./hours.ts";

const holidays = bankHolidaySet();

const hourCases: [string, string, string, DayType, DayType, number][] = [
  ["Monday full day", "2025-01-06", "2025-01-06", "full", "full", 10],
  ["Monday morning", "2025-01-06", "2025-01-06", "morning", "full", 5],
  ["Thursday afternoon", "2025-01-09", "2025-01-09", "afternoon", "afternoon", 5],
  [
    "one day uses the start type, not the end type",
    "2025-01-07",
    "2025-01-07",
    "full",
    "morning",
    10,
  ],
  ["Friday only", "2025-01-10", "2025-01-10", "full", "full", 0],
  ["Saturday only", "2025-01-11", "2025-01-11", "full", "full", 0],
  ["Sunday only", "2025-01-12", "2025-01-12", "morning", "morning", 0],
  ["Friday to Sunday", "2025-01-10", "2025-01-12", "full", "full", 0],
  ["Mon-Thu full week", "2025-01-06", "2025-01-09", "full", "full", 40],
  ["Mon-Sun week", "2025-01-06", "2025-01-12", "full", "full", 40],
  ["Mon morning to Thu afternoon", "2025-01-06", "2025-01-09", "morning", "afternoon", 30],
  ["two weeks Mon to Fri", "2025-01-06", "2025-01-17", "full", "full", 80],
  ["half start, end on a Friday", "2025-01-06", "2025-01-10", "afternoon", "morning", 35],
  ["Easter 2026: Thu 2 Apr to Tue 7 Apr", "2026-04-02", "2026-04-07", "full", "full", 20],
  ["Easter 2025: Thu AM to Tue PM", "2025-04-17", "2025-04-22", "morning", "afternoon", 10],
  ["range ending on Good Friday 2025", "2025-04-14", "2025-04-18", "full", "full", 40],
  ["range starting on Easter Monday 2026, half", "2026-04-06", "2026-04-08", "morning", "full", 20],
  ["single holiday 2025-01-01 (Wed)", "2025-01-01", "2025-01-01", "full", "full", 0],
  ["single holiday 2025-05-05 (Mon)", "2025-05-05", "2025-05-05", "morning", "full", 0],
  ["single holiday 2025-05-26 (Mon)", "2025-05-26", "2025-05-26", "full", "full", 0],
  ["single holiday 2025-08-25 (Mon)", "2025-08-25", "2025-08-25", "full", "full", 0],
  ["single holiday 2025-12-25 (Thu)", "2025-12-25", "2025-12-25", "full", "full", 0],
  ["single holiday 2026-01-01 (Thu)", "2026-01-01", "2026-01-01", "afternoon", "full", 0],
  ["single holiday 2026-05-04 (Mon)", "2026-05-04", "2026-05-04", "full", "full", 0],
  ["single holiday 2026-05-25 (Mon)", "2026-05-25", "2026-05-25", "full", "full", 0],
  ["single holiday 2026-08-31 (Mon)", "2026-08-31", "2026-08-31", "full", "full", 0],
  ["single holiday 2026-12-28 (Mon)", "2026-12-28", "2026-12-28", "full", "full", 0],
  ["single holiday 2027-03-29 (Mon)", "2027-03-29", "2027-03-29", "full", "full", 0],
  ["Christmas week 2025", "2025-12-22", "2025-12-26", "full", "full", 30],
  ["Christmas 2027 substitute days", "2027-12-27", "2027-12-30", "full", "full", 20],
  ["year end 2025 to 2026, full", "2025-12-29", "2026-01-06", "full", "full", 50],
  ["year end 2025 to 2026, PM to AM", "2025-12-29", "2026-01-06", "afternoon", "morning", 40],
  [
    "across the BST change (Mon 24 to Wed 2 Apr 2025)",
    "2025-03-24",
    "2025-04-02",
    "full",
    "full",
    70,
  ],
  ["end before start counts nothing", "2025-01-09", "2025-01-06", "full", "full", 0],
];

for (const [name, startDate, endDate, startDayType, endDayType, expected] of hourCases) {
  Deno.test(`requestHours: ${name} → ${expected}`, () => {
    const hours = requestHours({ startDate, endDate, startDayType, endDayType }, holidays);
    assert.equal(hours, expected);
  });
}

Deno.test("requestHours: day types default to full", () => {
  assert.equal(requestHours({ startDate: "2025-01-06", endDate: "2025-01-07" }, holidays), 20);
});

Deno.test("requestHours: only the given holiday set counts", () => {
  const range = { startDate: "2025-12-25", endDate: "2025-12-25" };
  assert.equal(requestHours(range, new Set()), 10);
  assert.equal(requestHours(range, new Set(["2025-12-25"])), 0);
});

Deno.test("requestHours: a half-day holiday costs half where the request takes its half", () => {
  // Thursday 2026-12-24, the afternoon a holiday; Monday 21 to Thursday 24.
  const halfDays = new Map([["2026-12-24", "afternoon" as const]]);
  const on = (startDate: string, startDayType: DayType, endDayType: DayType = "full") =>
    requestHours(
      { startDate, endDate: "2026-12-24", startDayType, endDayType },
      holidays,
      halfDays,
    );
  assert.equal(on("2026-12-24", "full"), 5);
  assert.equal(on("2026-12-24", "morning"), 5);
  assert.equal(on("2026-12-24", "afternoon"), 0);
  assert.equal(on("2026-12-21", "full"), 35);
  assert.equal(on("2026-12-21", "full", "morning"), 35);
  assert.equal(on("2026-12-21", "full", "afternoon"), 30);
  // Without half days, as before; a half day outside the range, or on a Friday, costs nothing.
  assert.equal(
    on("2026-12-21", "full", "afternoon") + 5,
    requestHours({
      startDate: "2026-12-21",
      endDate: "2026-12-24",
      startDayType: "full",
      endDayType: "afternoon",
    }, holidays),
  );
  assert.equal(
    halfHolidayHours({ startDate: "2026-12-21", endDate: "2026-12-23" }, halfDays, () => 10),
    0,
  );
  assert.equal(
    requestHours(
      { startDate: "2026-12-18", endDate: "2026-12-18" },
      holidays,
      new Map([["2026-12-18", "morning"]]),
    ),
    0,
  );
});

Deno.test("requestHours: refuses a malformed date", () => {
  assert.throws(() => requestHours({ startDate: "2025-02-30", endDate: "2025-03-01" }, holidays));
});

const weekdayCases: [string, boolean][] = [
  ["2025-01-06", true], // Monday
  ["2025-01-07", true],
  ["2025-01-08", true],
  ["2025-01-09", true], // Thursday
  ["2025-01-10", false], // Friday
  ["2025-01-11", false],
  ["2025-01-12", false], // Sunday
  ["2025-12-25", true], // a Thursday holiday is still a counted weekday
];

for (const [date, expected] of weekdayCases) {
  Deno.test(`isCountedWeekday(${date}) → ${expected}`, () => {
    assert.equal(isCountedWeekday(date), expected);
  });
}

Deno.test("dayTypeHours and formatHours", () => {
  assert.deepEqual(["full", "morning", "afternoon", "other"].map(dayTypeHours), [10, 5, 5, 10]);
  assert.equal(formatHours(30), "30 hours");
});

const workingDayCases: [string, string, string, number][] = [
  ["one Mon-Sun week", "2025-01-06", "2025-01-12", 4],
  ["a single Friday", "2025-01-10", "2025-01-10", 0],
  ["Easter 2025 week and Monday", "2025-04-14", "2025-04-21", 4],
  ["across the year end", "2025-12-22", "2026-01-09", 10],
  ["the last days of 2025", "2025-12-22", "2025-12-31", 6],
  ["the whole of 2026: 209 Mon-Thu less 6 holidays", "2026-01-01", "2026-12-31", 203],
  ["end before start", "2025-01-09", "2025-01-06", 0],
];

for (const [name, from, to, expected] of workingDayCases) {
  Deno.test(`workingDaysBetween: ${name} → ${expected}`, () => {
    assert.equal(workingDaysBetween(from, to, holidays), expected);
  });
}

/** Every date from `from` to `to` inclusive, the day-by-day walk the references below take. */
function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Day-by-day reference of the spec's rule, to check the week-based count against. */
function naiveHours(range: RequestRange, set: ReadonlySet<string>): number {
  return eachDate(range.startDate, range.endDate).reduce((sum, date) => {
    if (!isCountedWeekday(date) || set.has(date)) return sum;
    if (date === range.startDate) return sum + dayTypeHours(range.startDayType);
    if (date === range.endDate) return sum + dayTypeHours(range.endDayType);
    return sum + 10;
  }, 0);
}

Deno.test("requestHours and workingDaysBetween agree with a day-by-day count", () => {
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  for (let i = 0; i < 500; i++) {
    const startDate = addDays("2024-11-01", next(1000));
    const endDate = addDays(startDate, next(40) - 2);
    const range: RequestRange = {
      startDate,
      endDate,
      startDayType: DAY_TYPES[next(3)],
      endDayType: DAY_TYPES[next(3)],
    };
    assert.equal(requestHours(range, holidays), naiveHours(range, holidays), JSON.stringify(range));
    const naiveDays = eachDate(startDate, endDate).filter((d) => isWorkingDay(d, holidays)).length;
    assert.equal(workingDaysBetween(startDate, endDate, holidays), naiveDays);
  }
});

Deno.test("requestHours: a huge range is counted by weeks, not day by day", () => {
  const range = { startDate: "0001-01-01", endDate: "9999-12-31" };
  // 2,086,892 Mon-Thu less the 121 listed holidays that fall Monday to Thursday
  assert.equal(requestHours(range, holidays), 20_867_710);
});
