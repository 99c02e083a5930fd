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
    shortfalls: [],
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
  const forklift = { skill: "Forklift", needed: 2, present: 1 };
  it("under rules: green when met, amber when a warning rule falls short, red when a blocking one does", () => {
    expect(coverLevel(cell({ needed: 5 }), true)).toBe("enough");
    expect(coverLevel(cell({ shortfalls: [{ ...forklift, mode: "warn" }] }), true)).toBe("under");
    expect(
      coverLevel(
        cell({ shortfalls: [{ ...forklift, mode: "warn" }, { ...forklift, mode: "block" }] }),
        true,
      ),
    ).toBe("short");
  });

  it("without a rule, never amber or red: a neutral shade by the share away", () => {
    expect(coverLevel(cell({ away: 0, present: 6 }), false)).toBe("share-0");
    expect(coverLevel(cell(), false)).toBe("share-1"); // 1 of 6
    expect(coverLevel(cell({ away: 1, pending: 2, present: 3 }), false)).toBe("share-2");
    expect(coverLevel(cell({ away: 4, present: 2 }), false)).toBe("share-3");
    expect(coverLevel(undefined, false)).toBe("none");
  });
});

describe("a cell's name", () => {
  it("says who is present of how many, away and pending, and each rule short", () => {
    expect(cellLabel("Warehouse", "2027-02-01", cell())).toBe(
      "Warehouse, Mon 1 Feb 2027: 5 of 6 present, 1 away, 0 pending",
    );
    expect(
      cellLabel(
        "QC",
        "2027-02-02",
        cell({
          present: 3.5,
          away: 2.5,
          pending: 1,
          needed: 4,
          short: true,
          shortfalls: [{ skill: null, mode: "warn", needed: 4, present: 3.5 }],
        }),
      ),
    ).toBe(
      "QC, Tue 2 Feb 2027: 3.5 of 6 present, 2.5 away, 1 pending, 4 needed; " +
        "short of Everyone: 3.5 of 4",
    );
  });
});
