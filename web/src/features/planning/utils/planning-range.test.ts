import { describe, expect, it } from "vitest";

import {
  initialMonthPosition,
  localIsoDate,
  monthRange,
  visibleRange,
  yearRange,
} from "./planning-range";

describe("planning ranges", () => {
  it("knows the opening month grid before the calendar mounts: six weeks from a Monday", () => {
    expect(initialMonthPosition("2026-11-21")).toEqual({
      view: "dayGridMonth",
      date: "2026-11-01",
      range: { startDate: "2026-10-26", endDate: "2026-12-06" },
    });
    // A month starting on a Monday starts the grid on its 1st.
    expect(initialMonthPosition("2027-02-14").range).toEqual({
      startDate: "2027-02-01",
      endDate: "2027-03-14",
    });
  });

  it("turns FullCalendar's exclusive end into the last visible day", () => {
    expect(visibleRange(new Date(2026, 1, 23), new Date(2026, 3, 6))).toEqual({
      startDate: "2026-02-23",
      endDate: "2026-04-05",
    });
    expect(localIsoDate(new Date(2026, 0, 5))).toBe("2026-01-05");
  });

  it("spans a whole month, leap years and December included", () => {
    expect(monthRange("2028-02")).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(monthRange("2026-12")).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
    expect(monthRange("")).toBeNull();
    expect(monthRange("2026-13")).toBeNull();
  });

  it("spans a whole year, and nothing for a year still being typed", () => {
    expect(yearRange("2026")).toEqual({ startDate: "2026-01-01", endDate: "2026-12-31" });
    expect(yearRange("202")).toBeNull();
    expect(yearRange("")).toBeNull();
    expect(yearRange("0999")).toBeNull();
  });
});
