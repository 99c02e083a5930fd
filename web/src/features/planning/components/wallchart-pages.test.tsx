// Every department's wallchart page by page (issue 32): a company of more than ten departments
// asks for the first people at once and the rest after them; the grid is the whole answer's.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Wallchart, WallchartMark } from "@shared/schemas/wallchart.ts";

import { apiCalls, renderApp, storeSession, stubApi } from "@/testing/render-app";

import {
  WALLCHART_FIRST_PAGE_PEOPLE,
  WALLCHART_NEXT_PAGE_PEOPLE,
  WALLCHART_WHOLE_DEPARTMENTS,
} from "../api/get-wallchart";
import { wallchartMessages as texts } from "../wallchart-messages";

const WEEK: WallchartMark[] = ["", "", "", "", "off", "off", "off"];
const daysFrom = (first: number) =>
  Array.from({ length: 14 }, (_, n) => {
    const day = new Date(Date.UTC(2026, 2, first + n));
    return day.toISOString().slice(0, 10);
  });

/**
 * `count` departments of `size` people each (or of `size[d]`), named "Dept 01" on, over the
 * days from `first`.
 */
function company(count: number, size: number | number[], first = 9): Wallchart {
  return {
    days: daysFrom(first),
    departments: Array.from({ length: count }, (_, d) => {
      const people = typeof size === "number" ? size : size[d];
      const name = `Dept ${String(d + 1).padStart(2, "0")}`;
      return {
        id: d + 1,
        name,
        people: Array.from({ length: people }, (_, p) => ({
          id: `${d + 1}-${p}`,
          name: `${name} Person ${p + 1}`,
          cells: [...WEEK, ...WEEK],
        })),
        cover: [{
          day: daysFrom(first)[0],
          scheduled: people,
          present: people,
          needed: null,
          short: false,
        }],
      };
    }),
  };
}

/**
 * The server's pages of `whole`: from the `offset`-th department, whole departments until the
 * page holds `limit` people, with X-Total-Count; without them the whole answer.
 */
function answerOf(whole: Wallchart, query: URLSearchParams) {
  if (!query.has("offset") && !query.has("limit")) return { body: whole };
  const offset = Number(query.get("offset") ?? 0);
  const limit = query.has("limit") ? Number(query.get("limit")) : Infinity;
  const departments = [];
  let people = 0;
  for (const department of whole.departments.slice(offset)) {
    if (people >= limit) break;
    departments.push(department);
    people += department.people.length;
  }
  return {
    body: { days: whole.days, departments },
    headers: { "X-Total-Count": String(whole.departments.length) },
  };
}

/**
 * Opens the wallchart of a company whose every window answers `wallchartOf(startDate)`; a page
 * from `failFrom` on fails.
 */
async function openWallchart(
  wallchartOf: (startDate: string) => Wallchart,
  departments: number,
  failFrom = Infinity,
) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /holidays/planning": { body: [] },
    "GET /appointment-logs": { body: [] },
    "GET /departments": {
      body: Array.from({ length: departments }, (_, d) => ({ id: d + 1, name: `Dept ${d + 1}` })),
    },
  });
  const stubbed = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (!url.pathname.endsWith("/admin/wallchart")) return stubbed(input, init);
    if (Number(url.searchParams.get("offset") ?? 0) >= failFrom) {
      return Promise.resolve(
        new Response(JSON.stringify({ error: "boom", code: "internal" }), { status: 500 }),
      );
    }
    const { body, headers } = answerOf(
      wallchartOf(url.searchParams.get("startDate")!),
      url.searchParams,
    );
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        headers: { "Content-Type": "application/json", ...headers },
      }),
    );
  });
  const view = renderApp("/planning");
  await view.user.click(
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

/** The grid's row names as the whole answer draws them: heading, people, cover row. */
function rowNames(wallchart: Wallchart) {
  return wallchart.departments.flatMap((d) => [
    d.name,
    ...d.people.map((p) => p.name),
    `Cover – ${d.name}`,
  ]);
}

/** Twelve departments: the first page the first two (150 people), the next the other ten. */
const SIZES = [140, 10, ...Array<number>(10).fill(1)];
/** Their rows: people, and a heading and a cover row a department. */
const ROWS = 160 + 12 * 2;
/** Drawing batch by batch on a loaded machine. */
const LONG = { timeout: 30_000 };

beforeEach(() => {
  // Sunday 15 March 2026: this week began on Monday the 9th.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("every department's wallchart page by page", { timeout: 60_000 }, () => {
  it("asks for the first people, then the rest page by page, and draws the whole answer", async () => {
    // A department of 150, then 12 of 2: the first page is the first department (150 people),
    // the next one the other twelve.
    const whole = company(WALLCHART_WHOLE_DEPARTMENTS + 3, [150, ...Array(12).fill(2)]);
    const { fetchMock, grid } = await openWallchart(() => whole, whole.departments.length);
    const names = rowNames(whole);
    await waitFor(
      () => expect(within(grid).getAllByRole("rowheader")).toHaveLength(names.length),
      LONG,
    );
    expect(within(grid).getAllByRole("rowheader").map((th) => th.textContent)).toEqual(names);
    expect(wallchartQueries(fetchMock)).toEqual([
      { startDate: "2026-03-09", weeks: "2", offset: "0", limit: `${WALLCHART_FIRST_PAGE_PEOPLE}` },
      { startDate: "2026-03-09", weeks: "2", offset: "1", limit: `${WALLCHART_NEXT_PAGE_PEOPLE}` },
    ]);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^$/), LONG);
  });

  it("starts again from the first page for the next weeks, and asks one department whole", async () => {
    const { fetchMock, grid, user } = await openWallchart(
      (startDate) => company(12, SIZES, Number(startDate.slice(-2))),
      12,
    );
    await waitFor(() => expect(within(grid).getAllByRole("rowheader")).toHaveLength(ROWS), LONG);
    expect(wallchartQueries(fetchMock)).toEqual([
      { startDate: "2026-03-09", weeks: "2", offset: "0", limit: "150" },
      { startDate: "2026-03-09", weeks: "2", offset: "2", limit: "1000" },
    ]);
    await user.click(screen.getByRole("button", { name: texts.nextWeeks }));
    await waitFor(
      () =>
        expect(within(grid).getByRole("columnheader", { name: "Mon 23 Mar 2026" })).toBeVisible(),
      LONG,
    );
    await waitFor(() => expect(within(grid).getAllByRole("rowheader")).toHaveLength(ROWS), LONG);
    expect(wallchartQueries(fetchMock).slice(2)).toEqual([
      { startDate: "2026-03-23", weeks: "2", offset: "0", limit: "150" },
      { startDate: "2026-03-23", weeks: "2", offset: "2", limit: "1000" },
    ]);
    await user.click(screen.getByRole("combobox", { name: "Filter by Department" }));
    await user.click(await screen.findByRole("option", { name: "Dept 3" }));
    await waitFor(
      () =>
        expect(wallchartQueries(fetchMock).at(-1))
          .toEqual({ startDate: "2026-03-23", weeks: "2", department: "3" }),
      LONG,
    );
  });

  it("says so when a next page fails, keeps the pages drawn and does not ask again", async () => {
    const whole = company(12, SIZES);
    const { fetchMock, grid } = await openWallchart(() => whole, 12, 1);
    expect(await screen.findByText(texts.failedToFetchWallchart)).toBeInTheDocument();
    // The first page: two departments, 150 people, each department with its heading and cover.
    await waitFor(
      () => expect(within(grid).getAllByRole("rowheader")).toHaveLength(150 + 2 * 2),
      LONG,
    );
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^$/), LONG);
    expect(wallchartQueries(fetchMock)).toEqual([
      { startDate: "2026-03-09", weeks: "2", offset: "0", limit: "150" },
      { startDate: "2026-03-09", weeks: "2", offset: "2", limit: "1000" },
    ]);
  });

  it("a company of ten departments asks for its wallchart whole, as before", async () => {
    const whole = company(WALLCHART_WHOLE_DEPARTMENTS, 5);
    const { fetchMock, grid } = await openWallchart(() => whole, WALLCHART_WHOLE_DEPARTMENTS);
    await waitFor(
      () => expect(within(grid).getAllByRole("rowheader")).toHaveLength(rowNames(whole).length),
      LONG,
    );
    expect(wallchartQueries(fetchMock)).toEqual([{ startDate: "2026-03-09", weeks: "2" }]);
  });
});
