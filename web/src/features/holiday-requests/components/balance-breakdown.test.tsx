// Issue 16 on the request form: the balance's parts once a policy touches the user, and the
// preview's hours under their working pattern; with nothing configured, the spec's screen.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import type { OwnBreakdown, PatternPeriodRow } from "@shared/schemas/policies.ts";

import HolidaysRequestRoute from "@/app/routes/app/holidays-request";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

beforeEach(() => {
  // Only the clock's date is fixed (Sunday 22 November 2026): this year is 2026.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  storeSession("employee");
});

afterEach(() => {
  vi.useRealTimers();
});

/** Monday to Wednesday 7.5 h from 5 January 2026. */
const PART_TIME: PatternPeriodRow = {
  startsOn: "2026-01-05",
  patternId: 7,
  name: "Part-time Mon-Wed",
  anchor: "2026-01-05",
  hours: [7.5, 7.5, 7.5, 0, 0, 0, 0],
};

function buildBreakdown(overrides: Partial<OwnBreakdown> = {}): OwnBreakdown {
  return {
    year: 2026,
    configured: false,
    fullAllowance: 160,
    allowance: 160,
    proRata: false,
    carried: 0,
    carriedOverride: null,
    carryExpires: null,
    lapsed: 0,
    used: 0,
    pending: 0,
    remaining: 100,
    patterns: [],
    ...overrides,
  };
}

async function openForm(breakdown?: OwnBreakdown) {
  const fetchMock = stubApi({
    "GET /vacation-days": { body: { vacation_hours: 100 } },
    "GET /user/holiday-requests": { body: [] },
    ...(breakdown ? { "GET /vacation-days/breakdown": { body: breakdown } } : {}),
  });
  const view = renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
  await screen.findByText(messages.vacationHoursAvailable(100));
  return { ...view, fetchMock };
}

/** Monday 7 to Friday 11 December 2026: 40 h by the spec's rule. */
function chooseFullWeek() {
  fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-07" } });
  fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-11" } });
}

describe("the balance's parts", () => {
  it("are not shown when no policy touches the user, nor when the server has no breakdown", async () => {
    for (const breakdown of [buildBreakdown(), undefined]) {
      const view = await openForm(breakdown);
      // The breakdown asked for and its answer (or refusal) read: the spec's line alone.
      await waitFor(() =>
        expect(apiCalls(view.fetchMock).map((call) => call.path))
          .toContain("/functions/v1/api/vacation-days/breakdown")
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(/h allowance/)).not.toBeInTheDocument();
      expect(screen.queryByRole("group", { name: "Your 2026 balance" })).not.toBeInTheDocument();
      expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("are shown under the spec's sentence when the breakdown says configured", async () => {
    await openForm(buildBreakdown({
      configured: true,
      carried: 24,
      carryExpires: "2026-03-31",
      used: 60,
      pending: 24,
      remaining: 100,
    }));
    const parts = await screen.findByRole("group", { name: "Your 2026 balance" });
    expect(within(parts).getByText("160 h allowance + 24 h carried (use by 31 March)"))
      .toBeInTheDocument();
    const figures = within(parts).getAllByRole("term").map((term) =>
      `${term.textContent} ${term.nextElementSibling?.textContent}`
    );
    expect(figures).toEqual([
      "Allowance 160 h",
      "Carried 24 h",
      "Used 60 h",
      "Pending 24 h",
      "Remaining 100 h",
    ]);
    // The spec's sentence is still its own element, word for word.
    expect(screen.getByText(messages.vacationHoursAvailable(100)).textContent)
      .toBe("You have 100 vacation hours available.");
  });

  it("say pro-rata and a debt in words", async () => {
    await openForm(
      buildBreakdown({ configured: true, allowance: 120, proRata: true, carried: -10 }),
    );
    expect(await screen.findByText("120 h allowance (pro-rata) \u2212 10 h carried from 2025"))
      .toBeInTheDocument();
  });
});

describe("the balance card (issue 31)", () => {
  it("names the working pattern of today and makes Remaining the largest figure", async () => {
    const ended: PatternPeriodRow = { ...PART_TIME, startsOn: "2025-01-06", name: "Old rota" };
    const rota: PatternPeriodRow = {
      startsOn: "2026-03-02",
      patternId: 9,
      name: "4 on / 4 off, 12 h",
      anchor: "2026-03-02",
      hours: [12, 12, 12, 12, 0, 0, 0, 0],
    };
    const later: PatternPeriodRow = { ...PART_TIME, startsOn: "2026-12-07", name: "Next one" };
    await openForm(buildBreakdown({ configured: true, patterns: [later, rota, ended] }));
    const parts = await screen.findByRole("group", { name: "Your 2026 balance" });
    expect(within(parts).getByText("Working pattern: 4 on / 4 off, 12 h")).toBeInTheDocument();
    const remaining = within(parts).getByText("Remaining").nextElementSibling!;
    expect(remaining).toHaveTextContent("100 h");
    expect(remaining).toHaveClass("text-2xl");
    expect(within(parts).getByText("Used").nextElementSibling).not.toHaveClass("text-2xl");
  });

  it("names no pattern on the company default", async () => {
    const back: PatternPeriodRow = {
      startsOn: "2026-06-01",
      patternId: null,
      name: null,
      anchor: null,
      hours: null,
    };
    await openForm(buildBreakdown({ configured: true, carried: 8, patterns: [PART_TIME, back] }));
    await screen.findByRole("group", { name: "Your 2026 balance" });
    expect(screen.queryByText(/Working pattern/)).not.toBeInTheDocument();
  });
});

describe("the preview's hours", () => {
  it("count each day under the user's working pattern: Mon-Wed 7.5 h, a full week → 22.5", async () => {
    await openForm(buildBreakdown({ configured: true, patterns: [PART_TIME] }));
    await screen.findByRole("group", { name: "Your 2026 balance" });
    chooseFullWeek();
    expect(await screen.findByText(messages.requestTakesHours(22.5))).toBeInTheDocument();
    expect(screen.getByText(messages.hoursLeftAfterRequest(77.5, 2026))).toBeInTheDocument();
  });

  it("keep the days before a pattern's start under the company default", async () => {
    // Part-time from Wednesday 9 December: Mon and Tue 10 h, Wed 7.5 h, Thu and Fri nothing.
    const fromWednesday = { ...PART_TIME, startsOn: "2026-12-09" };
    await openForm(buildBreakdown({ configured: true, patterns: [fromWednesday] }));
    await screen.findByRole("group", { name: "Your 2026 balance" });
    chooseFullWeek();
    expect(await screen.findByText(messages.requestTakesHours(27.5))).toBeInTheDocument();
  });

  it("say in the pattern's terms when the days are none of its working days", async () => {
    await openForm(buildBreakdown({ configured: true, patterns: [PART_TIME] }));
    await screen.findByRole("group", { name: "Your 2026 balance" });
    // Thursday 10 and Friday 11 December: no hours under Mon-Wed.
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-10" } });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-11" } });
    expect(await screen.findByText(messages.noWorkingHoursOnPattern)).toBeInTheDocument();
    expect(screen.queryByText(messages.noWorkingHours)).not.toBeInTheDocument();
  });

  it("stay the spec's with nothing configured: a full week → 40", async () => {
    await openForm(buildBreakdown());
    chooseFullWeek();
    expect(await screen.findByText(messages.requestTakesHours(40))).toBeInTheDocument();
    expect(screen.getByText(messages.hoursLeftAfterRequest(60, 2026))).toBeInTheDocument();
  });
});
