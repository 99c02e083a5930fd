import { describe, expect, it } from "vitest";

import { cellName, coverName, coverSign, dayHeading, markLook, moveInGrid } from "./wallchart";

describe("the wallchart's rules", () => {
  it("names a cell by person, day and mark, and gives each mark a sign", () => {
    expect(cellName("Ann Lee", "2027-02-01", "holiday-morning"))
      .toBe("Ann Lee, Mon 1 Feb 2027: Holiday (morning)");
    expect(cellName("Ann Lee", "2027-02-02", "")).toBe("Ann Lee, Tue 2 Feb 2027: Working");
    expect(markLook("pending-afternoon").sign).toBe("½P");
    expect(markLook("something new")).toEqual(markLook(""));
  });

  it("says a cover day's figures, short or not", () => {
    const cover = { day: "2027-02-01", scheduled: 4, present: 2.5, needed: 3, short: true };
    expect(coverSign(cover)).toBe("2.5/4");
    expect(coverName("2027-02-01", cover))
      .toBe("Cover, Mon 1 Feb 2027: 2.5 of 4 present, 3 needed, short");
    expect(coverName("2027-02-06", undefined)).toBe("Cover, Sat 6 Feb 2027: nobody works");
  });

  it("heads a column with its weekday and date, the month on the first and on Mondays", () => {
    expect(dayHeading("2027-02-03", true)).toEqual({ weekday: "Wed", date: "3", month: "Feb" });
    expect(dayHeading("2027-02-04", false)).toEqual({ weekday: "Thu", date: "4", month: null });
    expect(dayHeading("2027-02-08", false)).toEqual({ weekday: "Mon", date: "8", month: "Feb" });
  });

  it("moves by one cell, stops at the edges, and jumps with Home and End", () => {
    const size = { rows: 3, columns: 5 };
    expect(moveInGrid({ row: 0, column: 0 }, "ArrowLeft", size)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 0, column: 0 }, "ArrowDown", size)).toEqual({ row: 1, column: 0 });
    expect(moveInGrid({ row: 2, column: 4 }, "ArrowDown", size)).toEqual({ row: 2, column: 4 });
    expect(moveInGrid({ row: 1, column: 2 }, "End", size)).toEqual({ row: 1, column: 4 });
    expect(moveInGrid({ row: 1, column: 2 }, "Home", size, true)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 1, column: 2 }, "a", size)).toBeNull();
  });
});
