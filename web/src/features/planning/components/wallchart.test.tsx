import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Wallchart, WallchartMark } from "@shared/schemas/wallchart.ts";

import { apiCalls, renderApp, storeSession, stubApi } from "@/testing/render-app";

import { coverMessages } from "../cover-messages";
import { wallchartMessages as texts } from "../wallchart-messages";

const DAYS = Array.from({ length: 14 }, (_, n) => `2026-03-${String(9 + n).padStart(2, "0")}`);
const WEEK: WallchartMark[] = ["", "", "", "", "off", "off", "off"];

/** Two weeks from Monday 9 March 2026: Warehouse (Ann and Bob) and QC (Cat). */
const WALLCHART: Wallchart = {
  days: DAYS,
  departments: [
    {
      id: 7,
      name: "Warehouse",
      people: [
        {
          id: "a",
          name: "Ann Lee",
          cells: ["holiday-morning", "holiday", "pending", "", "off", "off", "off", ...WEEK],
        },
        {
          id: "b",
          name: "Bob Ray",
          cells: ["away", "appointment", "bank-holiday", "", "off", "off", "off", ...WEEK],
        },
      ],
      cover: [
        { day: "2026-03-09", scheduled: 2, present: 0.5, needed: 2, short: true },
        { day: "2026-03-10", scheduled: 2, present: 1, needed: 2, short: true },
        { day: "2026-03-11", scheduled: 1, present: 0, needed: 2, short: true },
        { day: "2026-03-12", scheduled: 2, present: 2, needed: 2, short: false },
      ],
    },
    {
      id: 8,
      name: "QC",
      people: [{ id: "c", name: "Cat Moss", cells: [...WEEK, ...WEEK] }],
      cover: [{ day: "2026-03-09", scheduled: 1, present: 1, needed: null, short: false }],
    },
  ],
};

beforeEach(() => {
  // Sunday 15 March 2026: this week began on Monday the 9th.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

async function openWallchart() {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /holidays/planning": { body: [] },
    "GET /appointment-logs": { body: [] },
    "GET /departments": { body: [{ id: 8, name: "QC" }, { id: 7, name: "Warehouse" }] },
    "GET /admin/wallchart": { body: WALLCHART },
  });
  const view = renderApp("/planning");
  await view.user.click(
    // The first test pays for loading the planning's chunk and FullCalendar.
    await screen.findByRole("button", { name: texts.viewWallchart }, { timeout: 15_000 }),
  );
  const grid = await screen.findByRole("grid", { name: texts.gridLabel });
  return { ...view, fetchMock, grid };
}

function wallchartQueries(fetchMock: ReturnType<typeof stubApi>) {
  return apiCalls(fetchMock)
    .filter((c) => c.path.endsWith("/admin/wallchart"))
    .map((c) => Object.fromEntries(new URLSearchParams(c.search)));
}

describe("the wallchart", { timeout: 30_000 }, () => {
  it("shows each person's days by name, mark and words, the cover row under them", async () => {
    const { fetchMock, grid } = await openWallchart();
    expect(wallchartQueries(fetchMock)).toEqual([{ startDate: "2026-03-09", weeks: "2" }]);
    expect(screen.getByRole("button", { name: texts.viewWallchart }))
      .toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: coverMessages.viewCover }))
      .toHaveAttribute("aria-pressed", "false");

    // Each department heads its people and its cover row.
    expect(within(grid).getAllByRole("rowheader").map((th) => th.textContent)).toEqual([
      "Warehouse",
      "Ann Lee",
      "Bob Ray",
      "Cover – Warehouse",
      "QC",
      "Cat Moss",
      "Cover – QC",
    ]);
    expect(within(grid).getAllByRole("columnheader")).toHaveLength(15);
    expect(within(grid).getByRole("columnheader", { name: "Mon 9 Mar 2026" }))
      .toHaveTextContent("MarMon9");
    const cell = (name: string) => within(grid).getByRole("gridcell", { name });
    expect(cell("Ann Lee, Mon 9 Mar 2026: Holiday (morning)")).toHaveTextContent("½H");
    expect(cell("Ann Lee, Tue 10 Mar 2026: Holiday")).toHaveTextContent(/^H$/);
    expect(cell("Ann Lee, Wed 11 Mar 2026: Pending")).toHaveTextContent(/^P$/);
    expect(cell("Ann Lee, Thu 12 Mar 2026: Working")).toHaveTextContent(/^$/);
    expect(cell("Ann Lee, Fri 13 Mar 2026: Not scheduled")).toHaveClass("wall-off");
    expect(cell("Bob Ray, Mon 9 Mar 2026: Away")).toHaveTextContent(/^A$/);
    expect(cell("Bob Ray, Tue 10 Mar 2026: Appointment")).toHaveTextContent("Ap");
    expect(cell("Bob Ray, Wed 11 Mar 2026: Bank holiday")).toHaveTextContent("BH");
    const short = cell("Warehouse Cover, Mon 9 Mar 2026: 0.5 of 2 present, 2 needed, short");
    expect(short.querySelector("[aria-hidden=true]")).toHaveTextContent("!0.5/2");
    expect(short).toHaveClass("wall-short");
    expect(cell("Warehouse Cover, Thu 12 Mar 2026: 2 of 2 present, 2 needed"))
      .not.toHaveClass("wall-short");
    expect(cell("QC Cover, Tue 10 Mar 2026: nobody works").querySelector("[aria-hidden=true]"))
      .toHaveTextContent(/^$/);
    const legend = screen.getByRole("list", { name: texts.legend });
    expect(within(legend).getByText(texts.away)).toBeInTheDocument();
  });

  it("is one Tab stop, and the arrow keys, Home and End move cell by cell", async () => {
    const { grid, user } = await openWallchart();
    const focusable = grid.querySelectorAll("[tabindex='0']");
    expect(focusable).toHaveLength(1);
    expect(focusable[0]).toHaveTextContent("Ann Lee");
    (focusable[0] as HTMLElement).focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveAccessibleName(
      "Ann Lee, Mon 9 Mar 2026: Holiday (morning)",
    );
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(document.activeElement).toHaveAccessibleName("Bob Ray, Tue 10 Mar 2026: Appointment");
    // Down past Warehouse's cover row skips QC's heading and lands on Cat.
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toHaveAccessibleName("Cat Moss, Tue 10 Mar 2026: Working");
    await user.keyboard("{End}");
    expect(document.activeElement).toHaveAccessibleName("Cat Moss, Sun 22 Mar 2026: Not scheduled");
    await user.keyboard("{Home}");
    expect(document.activeElement).toHaveTextContent("Cat Moss");
    await user.keyboard("{Control>}{Home}{/Control}");
    expect(document.activeElement).toHaveTextContent("Ann Lee");
    await user.keyboard("{ArrowUp}{ArrowLeft}");
    expect(document.activeElement).toHaveTextContent("Ann Lee");
    // Still one Tab stop, now where the focus is; Tab leaves the grid.
    await user.keyboard("{ArrowDown}{ArrowRight}");
    expect(grid.querySelectorAll("[tabindex='0']")).toHaveLength(1);
    expect(grid.querySelector("[tabindex='0']")).toBe(document.activeElement);
    await user.tab();
    expect(grid).not.toContainElement(document.activeElement as HTMLElement);
  });

  it("asks for one department, more weeks and the next weeks", async () => {
    const { fetchMock, user } = await openWallchart();
    await user.click(screen.getByRole("combobox", { name: "Filter by Department" }));
    await user.click(await screen.findByRole("option", { name: "QC" }));
    await waitFor(() =>
      expect(wallchartQueries(fetchMock).at(-1))
        .toEqual({ startDate: "2026-03-09", weeks: "2", department: "8" })
    );
    await user.click(screen.getByRole("combobox", { name: texts.weeks }));
    await user.click(await screen.findByRole("option", { name: "6" }));
    await waitFor(() =>
      expect(wallchartQueries(fetchMock).at(-1))
        .toEqual({ startDate: "2026-03-09", weeks: "6", department: "8" })
    );
    await user.click(screen.getByRole("button", { name: texts.nextWeeks }));
    await waitFor(() =>
      expect(wallchartQueries(fetchMock).at(-1))
        .toEqual({ startDate: "2026-04-20", weeks: "6", department: "8" })
    );
    await user.click(screen.getByRole("button", { name: texts.thisWeek }));
    await waitFor(() =>
      expect(wallchartQueries(fetchMock).at(-1))
        .toEqual({ startDate: "2026-03-09", weeks: "6", department: "8" })
    );
  });

  it("says so when it cannot load", async () => {
    storeSession("global_admin");
    stubApi({
      "GET /holidays/planning": { body: [] },
      "GET /appointment-logs": { body: [] },
      "GET /departments": { body: [] },
      "GET /admin/wallchart": { status: 500, body: { error: "boom" } },
    });
    const { user } = renderApp("/planning");
    await user.click(
      await screen.findByRole("button", { name: texts.viewWallchart }, { timeout: 15_000 }),
    );
    expect(await screen.findByText(texts.failedToFetchWallchart)).toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
  });

  it("draws a company of hundreds whole, each department's cover row under its people", async () => {
    const department = (id: number, name: string) => ({
      id,
      name,
      people: Array.from({ length: 200 }, (_, n) => ({
        id: `${id}-${n}`,
        name: `${name} Person ${n + 1}`,
        cells: [...WEEK, ...WEEK],
      })),
      cover: [{ day: "2026-03-09", scheduled: 200, present: 200, needed: null, short: false }],
    });
    storeSession("global_admin");
    stubApi({
      "GET /holidays/planning": { body: [] },
      "GET /appointment-logs": { body: [] },
      "GET /departments": { body: [] },
      "GET /admin/wallchart": {
        body: { days: DAYS, departments: [department(1, "Alpha"), department(2, "Beta")] },
      },
    });
    const { user } = renderApp("/planning");
    await user.click(
      await screen.findByRole("button", { name: texts.viewWallchart }, { timeout: 15_000 }),
    );
    const grid = await screen.findByRole("grid", { name: texts.gridLabel });
    // Each department's heading, its 200 people and its cover row.
    await waitFor(() => expect(within(grid).getAllByRole("rowheader")).toHaveLength(404), {
      timeout: 15_000,
    });
    const names = within(grid).getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(names.slice(0, 2)).toEqual(["Alpha", "Alpha Person 1"]);
    expect(names.slice(200, 204)).toEqual([
      "Alpha Person 200",
      "Cover – Alpha",
      "Beta",
      "Beta Person 1",
    ]);
    expect(names[403]).toBe("Cover – Beta");
  });
});
