import { describe, expect, it } from "vitest";

import type { HeatmapCell } from "@shared/schemas/cover.ts";

import { cellLabel, coverLevel, heatmapDays, longDay, mondayOf, shortDay } from "./cover-heatmap";

function cell(overrides: Partial<HeatmapCell> = {}): HeatmapCell {
  return {
    day: "2027-02-01",
    scheduled: 6,
    away: 1,
    pending: 0,
    present: 5,
    needed: null,
    short: false,
    ...overrides,
  };
}

describe("the heat-map's days", () => {
  it("starts on the week's Monday and runs whole weeks", () => {
    expect(mondayOf("2027-02-04")).toBe("2027-02-01");
    expect(mondayOf("2027-02-01")).toBe("2027-02-01");
    expect(mondayOf("2027-02-07")).toBe("2027-02-01");
    const days = heatmapDays("2027-02-01", 4);
    expect(days).toHaveLength(28);
    expect(days.at(-1)).toBe("2027-02-28");
  });

  it("names a day as the cells read it", () => {
    expect(longDay("2027-02-01")).toBe("Mon 1 Feb 2027");
    expect(shortDay("2027-12-25")).toEqual({ weekday: "Sat", date: "25 Dec" });
  });
});

describe("a cell's colour", () => {
  it("is green at 100 % of needed or more, amber below, red when a rule falls short", () => {
    expect(coverLevel(cell({ needed: 5 }))).toBe("enough");
    expect(coverLevel(cell({ needed: 4 }))).toBe("enough");
    expect(coverLevel(cell({ needed: 6 }))).toBe("under");
    expect(coverLevel(cell({ needed: 4, short: true }))).toBe("short");
  });

  it("compares with the scheduled when no rule says how many are needed", () => {
    expect(coverLevel(cell())).toBe("under");
    expect(coverLevel(cell({ away: 0, present: 6 }))).toBe("enough");
    expect(coverLevel(undefined)).toBe("none");
  });
});

describe("a cell's name", () => {
  it("says who is present of how many, away and pending", () => {
    expect(cellLabel("Warehouse", "2027-02-01", cell())).toBe(
      "Warehouse, Mon 1 Feb 2027: 5 of 6 present, 1 away, 0 pending",
    );
    expect(
      cellLabel(
        "QC",
        "2027-02-02",
        cell({ present: 3.5, away: 2.5, pending: 1, needed: 4, short: true }),
      ),
    ).toBe("QC, Tue 2 Feb 2027: 3.5 of 6 present, 2.5 away, 1 pending, 4 needed, short");
  });
});
