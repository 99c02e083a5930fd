// The overview of a large company (issue 32): each list names the first of those away and
// says how many more, linking to Holiday Planning; a list that names everyone says nothing more.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Overview } from "@shared/schemas/cover.ts";

import OverviewRoute from "@/app/routes/app/overview";
import { renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { overviewMessages as texts } from "../messages";

const OVERVIEW: Overview = {
  today: "2026-11-26",
  awayToday: [
    { name: "Ann Lee", department: "Warehouse", kind: "holiday" },
    { name: "Bob Ray", department: "QC", kind: "away" },
  ],
  awayTodayTotal: 1_252,
  awayThisWeek: [
    { name: "Ann Lee", department: "Warehouse", from: "2026-11-23", to: "2026-11-26" },
  ],
  awayThisWeekTotal: 1,
  waiting: { requests: 0, cancellations: 0, oldestDays: null },
  tightest: [],
  hoursByDepartment: [],
  sickDaysByMonth: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  followUpsDue: { fitNotes: 0, interviews: 0 },
};

function region(name: string) {
  return screen.getByRole("region", { name });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ width: 600, height: 240 }),
  );
});

describe("the overview of a large company", { timeout: 20_000 }, () => {
  it("says how many more are away than it names, and links to Holiday Planning", async () => {
    storeSession("global_admin");
    stubApi({ "GET /admin/overview": { body: OVERVIEW } });
    renderWithProviders(<OverviewRoute />, { path: "/overview" });
    expect(await screen.findByText(texts.today("26/11/2026"), {}, { timeout: 15_000 }))
      .toBeInTheDocument();

    const today = region(texts.awayToday);
    expect(within(today).getAllByRole("listitem")).toHaveLength(2);
    expect(within(today).getByText("And 1,250 more")).toBeInTheDocument();
    expect(within(today).getByRole("link", { name: texts.seeEveryone }))
      .toHaveAttribute("href", "/planning");

    const week = region(texts.awayThisWeek);
    expect(within(week).getAllByRole("listitem")).toHaveLength(1);
    expect(within(week).queryByRole("link", { name: texts.seeEveryone })).toBeNull();
  });
});
