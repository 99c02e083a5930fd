import { describe, expect, it } from "vitest";

import type { BalanceBreakdown } from "@shared/schemas/policies.ts";

import { breakdownLine, dayMonthText, hoursText } from "./balance-words";

function buildBalance(overrides: Partial<BalanceBreakdown> = {}): BalanceBreakdown {
  return {
    year: 2027,
    configured: true,
    fullAllowance: 160,
    allowance: 160,
    proRata: false,
    carried: 0,
    carriedOverride: null,
    carryExpires: null,
    lapsed: 0,
    used: 0,
    pending: 0,
    remaining: 160,
    ...overrides,
  };
}

describe("breakdownLine", () => {
  it("says the allowance, pro-rata when it is", () => {
    expect(breakdownLine(buildBalance())).toBe("160 h allowance");
    expect(breakdownLine(buildBalance({ allowance: 120, proRata: true })))
      .toBe("120 h allowance (pro-rata)");
  });

  it("adds what was carried, until when, or what of it lapsed", () => {
    expect(breakdownLine(buildBalance({ carried: 24, carryExpires: "2027-03-31" })))
      .toBe("160 h allowance + 24 h carried (use by 31 March)");
    expect(breakdownLine(buildBalance({ carried: 24, carryExpires: null })))
      .toBe("160 h allowance + 24 h carried");
    expect(breakdownLine(buildBalance({ carried: 24, lapsed: 4, carryExpires: "2027-03-31" })))
      .toBe("160 h allowance + 24 h carried (4 h lapsed on 31 March)");
  });

  it("says a debt with the year it comes from", () => {
    expect(breakdownLine(buildBalance({ carried: -10 })))
      .toBe("160 h allowance \u2212 10 h carried from 2026");
  });
});

describe("hoursText and dayMonthText", () => {
  it("word hours and days", () => {
    expect(hoursText(22.5)).toBe("22.5 h");
    expect(hoursText(-10)).toBe("\u221210 h");
    expect(dayMonthText("2027-01-05")).toBe("5 January");
  });
});
