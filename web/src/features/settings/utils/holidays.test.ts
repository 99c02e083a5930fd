import { describe, expect, it } from "vitest";

import { nationName, rangeText, weekdayName, yearsAround } from "./holidays";

describe("holiday words", () => {
  it("names a date's weekday", () => {
    expect(weekdayName("2027-06-14")).toBe("Monday");
    expect(weekdayName("2027-06-20")).toBe("Sunday");
  });

  it("writes a range as one day or from and to", () => {
    expect(rangeText("2027-08-02", "2027-08-02")).toBe("02/08/2027");
    expect(rangeText("2027-08-02", "2027-08-05")).toBe("02/08/2027 to 05/08/2027");
  });

  it("names a nation and offers the years around this one", () => {
    expect(nationName("northern-ireland")).toBe("Northern Ireland");
    expect(yearsAround(2026)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });
});
