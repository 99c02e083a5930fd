import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { HeatmapAway, HeatmapCell, HeatmapRow } from "@shared/schemas/cover.ts";

import PlanningRoute from "@/app/routes/app/planning";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { coverMessages as texts } from "../cover-messages";

const WIDE = globalThis.innerWidth;

function cell(day: string, overrides: Partial<HeatmapCell> = {}): HeatmapCell {
  return {
    day,
    scheduled: 6,
    away: 0,
    pending: 0,
    present: 6,
    needed: null,
    short: false,
    shortfalls: [],
    ...overrides,
  };
}

/**
 * Warehouse works Monday to Thursday under no rule; QC has a rule of 4 and a blocking forklift
 * rule: on the Tuesday both fall short.
 */
const WAREHOUSE: HeatmapRow = {
  departmentId: 7,
  department: "Warehouse",
  hasRules: false,
  cells: [
    cell("2026-03-09", { away: 1, present: 5 }),
    cell("2026-03-10"),
    cell("2026-03-11", { away: 1, pending: 2, present: 5, needed: 5 }),
    cell("2026-03-12", { away: 0.5, present: 5.5 }),
  ],
};
const QC: HeatmapRow = {
  departmentId: 8,
  department: "QC",
  hasRules: true,
  cells: [
    cell("2026-03-09", { scheduled: 5, present: 5, needed: 4 }),
    cell("2026-03-10", {
      scheduled: 5,
      away: 2,
      present: 3,
      needed: 4,
      short: true,
      shortfalls: [
        { skill: null, mode: "warn", needed: 4, present: 3 },
        { skill: "Forklift", mode: "block", needed: 2, present: 1 },
      ],
    }),
  ],
};
const AWAY: HeatmapAway[] = [
  { name: "Ann Lee", kind: "holiday", part: 1 },
  { name: "Bob Ray", kind: "pending", part: 0.5 },
  { name: "Cat Moss", kind: "away", part: 1 },
];

beforeEach(() => {
  // Sunday 15 March 2026: this week began on Monday the 9th.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  globalThis.innerWidth = WIDE;
});

async function openCover(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /holidays/planning": { body: [] },
    "GET /appointment-logs": { body: [] },
    "GET /departments": { body: [] },
    "GET /admin/cover-heatmap": { body: [WAREHOUSE, QC] },
    "GET /admin/cover-heatmap/away": { body: AWAY },
    ...answers,
  });
  const view = renderWithProviders(<PlanningRoute />, { path: "/planning" });
  await view.user.click(
    // The first test pays for loading the planning's chunk and FullCalendar.
    await screen.findByRole("button", { name: texts.viewCover }, { timeout: 15_000 }),
  );
  return { ...view, fetchMock };
}

function heatmapQueries(fetchMock: ReturnType<typeof stubApi>) {
  return apiCalls(fetchMock)
    .filter((c) => c.path.endsWith("/admin/cover-heatmap"))
    .map((c) => Object.fromEntries(new URLSearchParams(c.search)));
}

describe("the cover heat-map", { timeout: 30_000 }, () => {
  it("loads 8 weeks from this Monday and names each cell by its figures", async () => {
    const { fetchMock } = await openCover();
    const monday = await screen.findByLabelText(
      "Warehouse, Mon 9 Mar 2026: 5 of 6 present, 1 away, 0 pending",
    );
    expect(monday.tagName).toBe("BUTTON");
    expect(heatmapQueries(fetchMock)).toEqual([{ startDate: "2026-03-09", weeks: "8" }]);
    expect(screen.getByRole("button", { name: texts.viewCover }))
      .toHaveAttribute("aria-pressed", "true");
    // The calendar's own filter and legend make way for the heat-map's.
    expect(screen.queryByRole("combobox", { name: "Filter by Department" })).not
      .toBeInTheDocument();
    expect(monday).toHaveTextContent(/^1$/);

    // 8 weeks of columns; a day nobody works is grey and says so.
    const table = screen.getByRole("table", { name: texts.tableCaption });
    expect(table.querySelectorAll("th[scope=col]")).toHaveLength(56);
    expect(table.querySelectorAll("th[scope=colgroup]")).toHaveLength(8);
    expect(within(table).getAllByRole("rowheader").map((th) => th.textContent))
      .toEqual(["Warehouse", "QC"]);
    expect(within(table).getAllByText(texts.nobodyWorks)).toHaveLength(56 * 2 - 6);
  });

  it("colours a cell by its department's rules, and by the share away without one", async () => {
    await openCover();
    const named = (name: string) => screen.findByLabelText(name);
    // Warehouse has no rule: never amber or red, a shade by the share away.
    expect(await named("Warehouse, Mon 9 Mar 2026: 5 of 6 present, 1 away, 0 pending"))
      .toHaveClass("cover-share-1");
    expect(await named("Warehouse, Tue 10 Mar 2026: 6 of 6 present, 0 away, 0 pending"))
      .toHaveClass("cover-share-0");
    const pending = await named(
      "Warehouse, Wed 11 Mar 2026: 5 of 6 present, 1 away, 2 pending, 5 needed",
    );
    expect(pending).toHaveClass("cover-share-2");
    expect(pending).toHaveTextContent(/^1$/);
    expect(pending.parentElement!.querySelector(".cover-pending-count")).toHaveTextContent("2");
    expect(await named("Warehouse, Thu 12 Mar 2026: 5.5 of 6 present, 0.5 away, 0 pending"))
      .toHaveTextContent(/^0\.5$/);
    // QC's rules: met on the Monday; on the Tuesday the cell names each rule short.
    expect(await named("QC, Mon 9 Mar 2026: 5 of 5 present, 0 away, 0 pending, 4 needed"))
      .toHaveClass("cover-enough");
    const short = await named(
      "QC, Tue 10 Mar 2026: 3 of 5 present, 2 away, 0 pending, 4 needed; " +
        "short of Everyone: 3 of 4; short of Forklift: 1 of 2",
    );
    expect(short).toHaveClass("cover-short");
    expect(short).toHaveAttribute("title", "Everyone: 3 of 4\nForklift: 1 of 2");

    const legend = screen.getByRole("list", { name: "Legend" });
    expect(within(legend).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      texts.legendEnough,
      texts.legendUnder,
      texts.legendShort,
      texts.legendShare,
      texts.legendNone,
      `2${texts.legendAway}`,
      `1${texts.legendPending}`,
    ]);
  });

  it("lists who is away when a cell is clicked, by kind and never why", async () => {
    const { fetchMock, user } = await openCover();
    await user.click(
      await screen.findByLabelText(
        "QC, Tue 10 Mar 2026: 3 of 5 present, 2 away, 0 pending, 4 needed; " +
          "short of Everyone: 3 of 4; short of Forklift: 1 of 2",
      ),
    );
    const dialog = await screen.findByRole("dialog", { name: "QC, Tue 10 Mar 2026" });
    expect(dialog).toHaveAccessibleDescription(
      "3 of 5 present, 2 away, 0 pending, 4 needed; short of Everyone: 3 of 4; " +
        "short of Forklift: 1 of 2",
    );
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(3));
    expect(within(dialog).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Ann LeeHoliday",
      "Bob Ray (half day)Pending",
      "Cat MossAway",
    ]);
    const away = apiCalls(fetchMock).filter((c) => c.path.endsWith("/admin/cover-heatmap/away"));
    expect(Object.fromEntries(new URLSearchParams(away[0].search)))
      .toEqual({ department: "8", day: "2026-03-10" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("reloads for fewer weeks and for the next weeks", async () => {
    const { fetchMock, user } = await openCover();
    await screen.findByRole("table", { name: texts.tableCaption });
    await user.click(screen.getByRole("combobox", { name: texts.weeks }));
    await user.click(await screen.findByRole("option", { name: "4" }));
    await waitFor(() =>
      expect(heatmapQueries(fetchMock).at(-1)).toEqual({ startDate: "2026-03-09", weeks: "4" })
    );
    await user.click(screen.getByRole("button", { name: texts.nextWeeks }));
    await waitFor(() =>
      expect(heatmapQueries(fetchMock).at(-1)).toEqual({ startDate: "2026-04-06", weeks: "4" })
    );
    expect(screen.getByLabelText(texts.start)).toHaveValue("06/04/2026");
    await user.click(screen.getByRole("button", { name: texts.thisWeek }));
    expect(screen.getByLabelText(texts.start)).toHaveValue("09/03/2026");
  });

  it("shows one department at a time on a phone, picked from a list", async () => {
    globalThis.innerWidth = 375;
    const { user } = await openCover();
    const table = await screen.findByRole("table", { name: texts.tableCaption });
    // The table shows (empty) while the heat-map loads: wait for its rows.
    await within(table).findAllByRole("rowheader");
    expect(within(table).getAllByRole("rowheader").map((th) => th.textContent))
      .toEqual(["Warehouse"]);
    await user.click(screen.getByRole("combobox", { name: texts.department }));
    await user.click(await screen.findByRole("option", { name: "QC" }));
    expect(within(table).getAllByRole("rowheader").map((th) => th.textContent)).toEqual(["QC"]);
  });

  it("says so when the heat-map cannot be fetched", async () => {
    await openCover({ "GET /admin/cover-heatmap": { status: 500, body: { error: "boom" } } });
    expect(await screen.findByText(texts.failedToFetchCover)).toBeInTheDocument();
  });
});
