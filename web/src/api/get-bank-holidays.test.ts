import { describe, expect, it } from "vitest";

import { holidaySpans, yearsOfDates } from "./get-bank-holidays";

describe("holidaySpans", () => {
  it("asks for a year in its block of three counted from 1900, whatever else is shown", () => {
    expect(holidaySpans([2026])).toEqual([{ from: 2026, to: 2028 }]);
    expect(holidaySpans([2027, 2026])).toEqual([{ from: 2026, to: 2028 }]);
    expect(holidaySpans([2028, 2028])).toEqual([{ from: 2026, to: 2028 }]);
  });

  it("asks for every block from the first year to the last, at most three years a call", () => {
    expect(holidaySpans([2029, 2028])).toEqual([{ from: 2026, to: 2028 }, {
      from: 2029,
      to: 2031,
    }]);
    expect(holidaySpans([2030, 2020])).toEqual([
      { from: 2020, to: 2022 },
      { from: 2023, to: 2025 },
      { from: 2026, to: 2028 },
      { from: 2029, to: 2031 },
    ]);
  });

  it("asks for nothing outside 1900-2999, and never past 2999", () => {
    expect(holidaySpans([])).toEqual([]);
    expect(holidaySpans([1899, 3000, 1000])).toEqual([]);
    expect(holidaySpans([1899, 1900])).toEqual([{ from: 1900, to: 1902 }]);
    expect(holidaySpans([2999])).toEqual([{ from: 2998, to: 2999 }]);
  });
});

describe("yearsOfDates", () => {
  it("reads the years of real dates only", () => {
    expect(yearsOfDates(["2026-12-21", "2027-01-04", "", "2027-02-30"])).toEqual([2026, 2027]);
  });
});
