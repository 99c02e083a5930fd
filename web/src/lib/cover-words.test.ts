import { describe, expect, it } from "vitest";

import type { CoverShortfall } from "@shared/schemas/cover.ts";

import {
  awayKindLabel,
  coverDay,
  dayList,
  isBlocking,
  shortfallGroups,
  shortfallLine,
} from "./cover-words";

/** A rule short on Monday 1 February 2027: 2 of 3 present. */
function buildShortfall(overrides: Partial<CoverShortfall> = {}): CoverShortfall {
  return {
    day: "2027-02-01",
    ruleId: 1,
    skill: null,
    mode: "warn",
    needed: 3,
    present: 2,
    awayNames: [],
    ...overrides,
  };
}

const WEEK = ["2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04", "2027-02-05"];

describe("coverDay", () => {
  it("says the weekday before the app's dd/MM/yyyy", () => {
    expect(coverDay("2027-02-01")).toBe("Mon 01/02/2027");
    expect(coverDay("2027-02-07")).toBe("Sun 07/02/2027");
  });
});

describe("dayList", () => {
  it("joins the days with commas and a last 'and'", () => {
    expect(dayList(["2027-02-01"])).toBe("Mon 01/02/2027");
    expect(dayList(WEEK.slice(0, 3)))
      .toBe("Mon 01/02/2027, Tue 02/02/2027 and Wed 03/02/2027");
  });

  it("counts the days past five, or past the number asked", () => {
    expect(dayList([...WEEK, "2027-02-08"]))
      .toBe(
        "Mon 01/02/2027, Tue 02/02/2027, Wed 03/02/2027, Thu 04/02/2027, Fri 05/02/2027 and 1 more day",
      );
    expect(dayList(WEEK, 3)).toBe("Mon 01/02/2027, Tue 02/02/2027, Wed 03/02/2027 and 2 more days");
  });
});

describe("isBlocking", () => {
  it("is true only with a blocking rule among the shortfalls", () => {
    expect(isBlocking([])).toBe(false);
    expect(isBlocking([buildShortfall()])).toBe(false);
    expect(isBlocking([buildShortfall(), buildShortfall({ mode: "block" })])).toBe(true);
  });
});

describe("shortfallGroups", () => {
  it("groups the days that read alike, in order, once each", () => {
    const groups = shortfallGroups([
      buildShortfall({ day: "2027-02-03" }),
      buildShortfall({ day: "2027-02-01" }),
      buildShortfall({ day: "2027-02-01" }),
      buildShortfall({ day: "2027-02-02", present: 1 }),
    ]);
    expect(groups.map(({ shortfall, days }) => [shortfall.present, days])).toEqual([
      [2, ["2027-02-01", "2027-02-03"]],
      [1, ["2027-02-02"]],
    ]);
  });

  it("tells apart who else is away unless asked not to", () => {
    const shortfalls = [
      buildShortfall({ awayNames: ["Ann Lee"] }),
      buildShortfall({ day: "2027-02-02", awayNames: ["Bo Chan"] }),
    ];
    expect(shortfallGroups(shortfalls)).toHaveLength(2);
    expect(shortfallGroups(shortfalls, false).map(({ days }) => days))
      .toEqual([["2027-02-01", "2027-02-02"]]);
  });
});

describe("shortfallLine", () => {
  it("says who would be present on which days, and who else is away", () => {
    expect(shortfallLine(buildShortfall(), ["2027-02-01"]))
      .toBe("Only 2 of the 3 needed would be present on Mon 01/02/2027.");
    expect(
      shortfallLine(
        buildShortfall({ skill: "Forklift", awayNames: ["Ann Lee", "Bo Chan"] }),
        ["2027-02-01", "2027-02-02"],
        "Warehouse",
      ),
    ).toBe(
      "Only 2 of the 3 needed with Forklift in Warehouse would be present on Mon 01/02/2027 " +
        "and Tue 02/02/2027. Also away: Ann Lee, Bo Chan.",
    );
  });
});

describe("awayKindLabel", () => {
  it("says how someone is away, never why", () => {
    expect(awayKindLabel("holiday")).toBe("Holiday");
    expect(awayKindLabel("pending")).toBe("Pending");
    expect(awayKindLabel("away")).toBe("Away");
  });
});
