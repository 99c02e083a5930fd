// The leave types of a wallchart asked for page by page (issue 33): each type once, by name,
// and no key at all when no page has any (a Holiday-only wallchart is the spec's).
import { describe, expect, it } from "vitest";

import type { Wallchart } from "@shared/schemas/wallchart.ts";

import { mergedLeaveTypes } from "./use-wallchart-answer";

const page = (leaveTypes?: Wallchart["leaveTypes"]): Wallchart => ({
  days: ["2026-03-09"],
  departments: [],
  ...(leaveTypes ? { leaveTypes } : {}),
});
const STUDY = { id: 11, name: "Study leave", colour: "#bef264" };
const COMPASSIONATE = { id: 3, name: "Compassionate leave", colour: "#f0abfc" };

describe("mergedLeaveTypes", () => {
  it("gives each page's types once, by name", () => {
    expect(mergedLeaveTypes([page([STUDY]), page(), page([COMPASSIONATE, STUDY])])).toEqual({
      leaveTypes: [COMPASSIONATE, STUDY],
    });
  });

  it("gives no key when no page has a type", () => {
    expect(mergedLeaveTypes([page(), page()])).toEqual({});
  });
});
