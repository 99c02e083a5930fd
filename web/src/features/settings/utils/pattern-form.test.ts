import { describe, expect, it } from "vitest";

import { dayProblem, patternFormSchema, typedDayHours } from "./pattern-form";

const WEEK = ["7.5", "7.5", "7.5", "0", "0", "0", "0"];

describe("the pattern dialog's check", () => {
  it("reads the days as typed, a blank day as no number", () => {
    expect(typedDayHours(" 7.25 ")).toBe(7.25);
    expect(typedDayHours("")).toBeNaN();
  });

  it("says a day's problem in the shared rule's words", () => {
    expect(dayProblem(7.5)).toBeUndefined();
    expect(dayProblem(0)).toBeUndefined();
    expect(dayProblem(25)).toBe("must be 0 to 24 hours in quarter hours");
    expect(dayProblem(7.3)).toBe("must be 0 to 24 hours in quarter hours");
    expect(dayProblem(Number.NaN)).toBe("must be 0 to 24 hours in quarter hours");
  });

  it("parses a pattern to what the API reads, and names each wrong day and the anchor", () => {
    expect(patternFormSchema.parse({ name: " Part ", anchor: "2026-11-23", hours: WEEK }))
      .toEqual({ name: "Part", anchor: "2026-11-23", hours: [7.5, 7.5, 7.5, 0, 0, 0, 0] });
    const refused = patternFormSchema.safeParse({
      name: "Part",
      anchor: "2026-11-25",
      hours: ["25", ...WEEK.slice(1, 6), ""],
    });
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["anchor"], message: "must be a Monday" },
      { path: ["hours", 0], message: "must be 0 to 24 hours in quarter hours" },
      { path: ["hours", 6], message: "must be 0 to 24 hours in quarter hours" },
    ]);
  });
});
