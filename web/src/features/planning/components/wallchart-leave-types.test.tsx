// The wallchart's days of a leave type other than Holiday (issue 33): drawn in the type's
// colour, named by the type aloud, and the type in the legend; a Holiday-only wallchart as before.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Wallchart, WallchartMark } from "@shared/schemas/wallchart.ts";

import { renderApp, storeSession, stubApi } from "@/testing/render-app";

import { wallchartMessages as texts } from "../wallchart-messages";

const DAYS = Array.from({ length: 14 }, (_, n) => `2026-03-${String(9 + n).padStart(2, "0")}`);
const WEEK: WallchartMark[] = ["", "", "", "", "off", "off", "off"];
const COMPASSIONATE = { id: 4, name: "Compassionate leave", colour: "#f0abfc" };

/** Ann: compassionate leave Monday, a pending morning of it Tuesday, a Holiday Wednesday. */
const TYPED: Wallchart = {
  days: DAYS,
  departments: [{
    id: 7,
    name: "Warehouse",
    people: [
      {
        id: "a",
        name: "Ann Lee",
        cells: ["holiday", "pending-morning", "holiday", "", "off", "off", "off", ...WEEK],
        types: [4, 4, null, null, null, null, null, null, null, null, null, null, null, null],
      },
      { id: "b", name: "Bob Ray", cells: ["holiday", ...WEEK.slice(1), ...WEEK] },
    ],
    cover: [{ day: "2026-03-09", scheduled: 2, present: 1, needed: null, short: false }],
  }],
  leaveTypes: [COMPASSIONATE],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

async function openWallchart(answer: Wallchart) {
  storeSession("global_admin");
  stubApi({
    "GET /holidays/planning": { body: [] },
    "GET /appointment-logs": { body: [] },
    "GET /departments": { body: [{ id: 7, name: "Warehouse" }] },
    "GET /admin/wallchart": { body: answer },
  });
  const view = renderApp("/planning");
  await view.user.click(
    await screen.findByRole("button", { name: texts.viewWallchart }, { timeout: 15_000 }),
  );
  return await screen.findByRole("grid", { name: texts.gridLabel });
}

describe("the wallchart's leave types", { timeout: 30_000 }, () => {
  it("draws a day of another type in its colour, says its name, and lists it", async () => {
    const grid = await openWallchart(TYPED);
    const cell = (name: string) => within(grid).getByRole("gridcell", { name });
    const monday = cell("Ann Lee, Mon 9 Mar 2026: Compassionate leave");
    expect(monday).toHaveTextContent(/^C$/);
    expect(monday).toHaveStyle({ backgroundColor: "#f0abfc" });
    const tuesday = cell("Ann Lee, Tue 10 Mar 2026: Pending Compassionate leave (morning)");
    expect(tuesday).toHaveTextContent("½P");
    expect(tuesday).toHaveClass("wall-pending", "wall-morning");
    // A Holiday is the spec's, beside it and on a person without any type.
    const holiday = cell("Ann Lee, Wed 11 Mar 2026: Holiday");
    expect(holiday).toHaveTextContent(/^H$/);
    expect(holiday.getAttribute("style")).toBeNull();
    expect(cell("Bob Ray, Mon 9 Mar 2026: Holiday")).toHaveClass("wall-holiday");
    const legend = screen.getByRole("list", { name: texts.legend });
    expect(within(legend).getByText(COMPASSIONATE.name)).toBeInTheDocument();
  });

  it("with Holidays alone shows no type and the spec's legend", async () => {
    const { leaveTypes: _, ...holidayOnly } = TYPED;
    const grid = await openWallchart({
      ...holidayOnly,
      departments: [{
        ...TYPED.departments[0],
        people: TYPED.departments[0].people.map(({ types: _, ...person }) => person),
      }],
    });
    const monday = within(grid).getByRole("gridcell", { name: "Ann Lee, Mon 9 Mar 2026: Holiday" });
    expect(monday).toHaveTextContent(/^H$/);
    expect(monday.getAttribute("style")).toBeNull();
    const legend = screen.getByRole("list", { name: texts.legend });
    expect(within(legend).getAllByRole("listitem")).toHaveLength(9);
    expect(within(legend).queryByText(COMPASSIONATE.name)).toBeNull();
  });
});
