import { describe, expect, it } from "vitest";

import { patternProblem } from "@shared/working-patterns.ts";

import {
  averageWeekHours,
  mondayOf,
  PATTERN_PRESETS,
  resizeCycle,
  weeklyTotals,
  weeksLabel,
} from "./patterns";

describe("working pattern helpers", () => {
  it("adds each week's hours, and averages them over the cycle", () => {
    const rota = PATTERN_PRESETS[1].hours;
    expect(weeklyTotals(rota)).toEqual([48, 48, 48, 48, 36, 36, 36, 36]);
    expect(averageWeekHours(rota)).toBe(42);
    expect(weeklyTotals(["7.5", "7.25", "", "x", "0", "0", "0"])).toEqual([14.75]);
  });

  it("cuts a cycle, or continues it with copies of its last week", () => {
    const week = [1, 2, 3, 4, 5, 6, 7];
    expect(resizeCycle(week, 2)).toEqual([...week, ...week]);
    expect(resizeCycle([...week, ...week.map((h) => h * 2)], 1)).toEqual(week);
  });

  it("offers presets the shared rule accepts", () => {
    for (const preset of PATTERN_PRESETS) {
      expect(patternProblem({ anchor: "2026-11-23", hours: preset.hours })).toBeUndefined();
    }
  });

  it("says weeks and finds the Monday of a week", () => {
    expect([weeksLabel(1), weeksLabel(8)]).toEqual(["1 week", "8 weeks"]);
    expect(mondayOf("2026-11-26")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });
});
