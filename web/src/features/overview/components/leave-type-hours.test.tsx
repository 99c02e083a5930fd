// The overview's hours per leave type (issue 33): no section while the answer has none (only
// Holiday has hours this year); with them, a section whose table names each type's hours.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Overview } from "@shared/schemas/cover.ts";

import OverviewRoute from "@/app/routes/app/overview";
import { renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { overviewMessages as texts } from "../messages";

const OVERVIEW: Overview = {
  today: "2026-11-26",
  awayToday: [],
  awayTodayTotal: 0,
  awayThisWeek: [],
  awayThisWeekTotal: 0,
  waiting: { requests: 0, cancellations: 0, oldestDays: null },
  tightest: [],
  hoursByDepartment: [{ department: "Warehouse", hours: 50 }],
  sickDaysByMonth: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  followUpsDue: { fitNotes: 0, interviews: 0 },
};

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ width: 600, height: 240 }),
  );
});

async function openOverview(overview: Overview) {
  storeSession("global_admin");
  stubApi({ "GET /admin/overview": { body: overview } });
  renderWithProviders(<OverviewRoute />, { path: "/overview" });
  expect(await screen.findByText(texts.today("26/11/2026"), {}, { timeout: 15_000 }))
    .toBeInTheDocument();
}

describe("the overview's hours per leave type", { timeout: 20_000 }, () => {
  it("is not shown while the answer has none", async () => {
    await openOverview(OVERVIEW);
    expect(screen.getByRole("region", { name: texts.hoursByDepartment })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: texts.hoursByLeaveType })).toBeNull();
  });

  it("names each type's hours, most first", async () => {
    await openOverview({
      ...OVERVIEW,
      hoursByLeaveType: [
        { leaveTypeId: 1, name: "Holiday", colour: "#93c5fd", hours: 40 },
        { leaveTypeId: 3, name: "Compassionate leave", colour: "#c4b5fd", hours: 10 },
      ],
    });
    const section = screen.getByRole("region", { name: texts.hoursByLeaveType });
    const table = within(section).getByRole("table", { name: texts.hoursByLeaveType });
    expect(
      within(table).getAllByRole("row").slice(1).map((row) =>
        [...row.children].map((cell) => cell.textContent)
      ),
    ).toEqual([["Holiday", "40"], ["Compassionate leave", "10"]]);
  });
});
