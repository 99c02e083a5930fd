import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Overview } from "@shared/schemas/cover.ts";

import OverviewRoute from "@/app/routes/app/overview";
import { renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { overviewMessages as texts } from "../messages";

function buildOverview(overrides: Partial<Overview> = {}): Overview {
  return {
    today: "2026-11-26",
    awayToday: [
      { name: "Ann Lee", department: "Warehouse", kind: "holiday" },
      { name: "Bob Ray", department: "QC", kind: "away" },
    ],
    awayThisWeek: [
      { name: "Ann Lee", department: "Warehouse", from: "2026-11-23", to: "2026-11-26" },
      { name: "Cat Moss", department: "Office", from: "2026-11-27", to: "2026-11-27" },
    ],
    waiting: { requests: 3, cancellations: 1, oldestDays: 5 },
    tightest: [
      { department: "QC", day: "2026-12-03", present: 3, needed: 4 },
      { department: "Warehouse", day: "2026-12-10", present: 4.5, needed: null },
    ],
    hoursByDepartment: [{ department: "QC", hours: 120 }, { department: "Warehouse", hours: 340 }],
    sickDaysByMonth: [2, 0, 1, 4, 0, 0, 3, 0, 0, 1, 2, 0],
    followUpsDue: { fitNotes: 0, interviews: 0 },
    ...overrides,
  };
}

function openOverview(overview: Overview | { status: number; body: unknown }) {
  storeSession("global_admin");
  stubApi({
    "GET /admin/overview": "status" in overview ? overview : { body: overview },
  });
  return renderWithProviders(<OverviewRoute />, { path: "/overview" });
}

function region(name: string) {
  return screen.getByRole("region", { name });
}

// jsdom lays nothing out: give every box a size, so that the charts draw as in a browser.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ width: 600, height: 240 }),
  );
});

describe("the overview", { timeout: 20_000 }, () => {
  it("lists who is away today and this week, and what waits", async () => {
    openOverview(buildOverview());
    expect(
      await screen.findByRole("heading", { level: 1, name: texts.title }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(texts.today("26/11/2026"))).toBeInTheDocument();

    const today = within(region(texts.awayToday)).getAllByRole("listitem");
    expect(today.map((li) => li.textContent)).toEqual([
      "Ann Lee · WarehouseHoliday",
      "Bob Ray · QCAway",
    ]);
    const week = within(region(texts.awayThisWeek)).getAllByRole("listitem");
    expect(week.map((li) => li.textContent)).toEqual([
      "Ann Lee · Warehouse23/11/2026 – 26/11/2026",
      "Cat Moss · Office27/11/2026",
    ]);

    const waiting = region(texts.waiting);
    expect(waiting).toHaveTextContent(`${texts.requestsWaiting}3`);
    expect(waiting).toHaveTextContent(`${texts.cancellationsWaiting}1`);
    expect(waiting).toHaveTextContent(`${texts.oldestWaiting}5 days`);
    expect(within(waiting).getByRole("link", { name: texts.openPending }))
      .toHaveAttribute("href", "/admin-approval");
  });

  it("shows each department's tightest day in a table", async () => {
    openOverview(buildOverview());
    const section = await screen.findByRole("region", { name: texts.tightest }, {
      timeout: 15_000,
    });
    const table = within(section).getByRole("table");
    const rows = within(table).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual([
      "DepartmentDayPresentNeeded",
      "QC03/12/202634",
      `Warehouse10/12/20264.5–${texts.noRule}`,
    ]);
  });

  it("gives each chart a table screen readers read", async () => {
    openOverview(buildOverview());
    const hours = await screen.findByRole("table", { name: texts.hoursByDepartment }, {
      timeout: 15_000,
    });
    expect(within(hours).getAllByRole("row").map((row) => row.textContent)).toEqual([
      "DepartmentHours",
      "QC120",
      "Warehouse340",
    ]);
    const sick = screen.getByRole("table", { name: texts.sickDaysByMonth });
    const months = within(sick).getAllByRole("row").map((row) => row.textContent);
    expect(months).toHaveLength(13);
    expect(months.slice(1, 5)).toEqual(["Jan2", "Feb0", "Mar1", "Apr4"]);
    // The charts are drawn: a bar per department, the months' line; hidden from screen readers,
    // which read the tables.
    await waitFor(() =>
      expect(document.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(2)
    );
    expect(document.querySelector(".recharts-line-curve")).toBeInTheDocument();
    for (const figure of document.querySelectorAll("figure")) {
      expect(figure.firstElementChild).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("says when nobody is away and nothing waits", async () => {
    openOverview(buildOverview({
      awayToday: [],
      awayThisWeek: [],
      waiting: { requests: 0, cancellations: 0, oldestDays: null },
      tightest: [],
      hoursByDepartment: [],
    }));
    expect(await screen.findByText(texts.nobodyAwayToday, {}, { timeout: 15_000 }))
      .toBeInTheDocument();
    expect(screen.getByText(texts.nobodyAwayThisWeek)).toBeInTheDocument();
    expect(screen.getByText(texts.noTightest)).toBeInTheDocument();
    expect(screen.getByText(texts.noHours)).toBeInTheDocument();
    expect(region(texts.waiting)).toHaveTextContent(`${texts.oldestWaiting}–`);
    expect(screen.queryByRole("link", { name: texts.openPending })).not.toBeInTheDocument();
  });

  it("says so when the overview cannot be fetched", async () => {
    openOverview({ status: 500, body: { error: "boom" } });
    expect(await screen.findByText(texts.failedToFetchOverview, {}, { timeout: 15_000 }))
      .toBeInTheDocument();
  });
});
