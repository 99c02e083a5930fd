// The sickness summary and the Bradford scores paged on the server (issue 32): a company with
// more than 50 people off sick gets pages with Previous, Next and 'Page X of Y', each row's
// rank from the server, and a name search sent to the server; one page looks as it always did.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import { type BradfordRow, DEFAULT_BRADFORD_BANDS } from "@shared/schemas/bradford.ts";
import type { SicknessSummaryPageRow } from "@shared/schemas/responses.ts";
import { nameMatches } from "@shared/user-search.ts";

import SicknessSummaryRoute from "@/app/routes/app/sickness-summary";
import { bradfordMessages } from "@/features/bradford/messages";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

beforeAll(fillJsdomGaps);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const pad = (n: number) => String(n).padStart(3, "0");

/** Person n of the company: "Fay Person001"; two share each total, most first. */
function person(n: number) {
  return {
    user_id: `00000000-0000-4000-8000-000000000${pad(n)}`,
    firstName: n % 10 === 0 ? "Ann" : "Fay",
    lastName: `Person${pad(n)}`,
  };
}

/** The year's summary: 130 people, totals 65, 65, 64, 64, ... with their ranks. */
const SUMMARY: SicknessSummaryPageRow[] = Array.from({ length: 130 }, (_, i) => ({
  ...person(i + 1),
  totalSickDays: 65 - Math.floor(i / 2),
  rank: 1 + 2 * Math.floor(i / 2),
}));

/** The Bradford scores: 130 people, highest first. */
const SCORES: BradfordRow[] = Array.from({ length: 130 }, (_, i) => ({
  ...person(i + 1),
  spells: 2,
  days: 200 - i,
  score: 4 * (200 - i),
  band: 0,
}));

/** Pages of `rows` as the server answers them, by q, limit and offset. */
function pageOf<T extends { firstName: string; lastName: string }>(
  rows: readonly T[],
  params: URLSearchParams,
) {
  const kept = rows.filter((row) => nameMatches(row, params.get("q") ?? ""));
  const offset = Number(params.get("offset") ?? 0);
  const limit = params.has("limit") ? Number(params.get("limit")) : Infinity;
  return { rows: kept.slice(offset, offset + limit), total: kept.length };
}

/** The page of the summary and the scores over a company of `summary` and `scores`. */
function openCompany(summary = SUMMARY, scores = SCORES) {
  storeSession("global_admin");
  const stubbed = stubApi({});
  const server = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/functions\/v1\/api/, "");
    const params = url.searchParams;
    const paged = ["q", "sort", "limit", "offset"].some((name) => params.has(name));
    if (path === "/sickness-summary/2026") {
      const { rows, total } = pageOf(summary, params);
      return Promise.resolve(
        Response.json(rows, paged ? { headers: { "X-Total-Count": String(total) } } : {}),
      );
    }
    if (path === "/sickness-bradford") {
      const sorted = params.get("sort") === "name"
        ? [...scores].sort((a, b) => a.lastName.localeCompare(b.lastName))
        : scores;
      const { rows, total } = pageOf(sorted, params);
      const answer = {
        from: "2025-03-17",
        asOf: params.get("asOf"),
        bands: DEFAULT_BRADFORD_BANDS,
        rows,
      };
      return Promise.resolve(
        Response.json(answer, paged ? { headers: { "X-Total-Count": String(total) } } : {}),
      );
    }
    return stubbed(input, init);
  });
  vi.stubGlobal("fetch", server);
  const callsTo = (end: string) =>
    apiCalls(server as unknown as ReturnType<typeof stubApi>)
      .filter((call) => call.path.endsWith(end))
      .map((call) => call.search);
  return {
    ...renderWithProviders(<SicknessSummaryRoute />, { path: "/sickness-summary" }),
    summaryCalls: () => callsTo("/sickness-summary/2026"),
    bradfordCalls: () => callsTo("/sickness-bradford"),
  };
}

/** The summary's section: its heading's, before the Bradford factor's. */
const summaryTable = () => screen.getAllByRole("table")[0];
const summaryRows = () =>
  within(summaryTable()).getAllByRole("row").slice(1).map((row) => row.textContent);

describe("Sickness Summary, more people off sick than a page", () => {
  it("shows 50 a page, ranks from the server, Previous, Next and 'Page X of Y'", async () => {
    const { user, summaryCalls } = openCompany();
    await screen.findByText("Fay Person001");
    expect(summaryCalls()).toEqual(["?limit=50&offset=0"]);
    expect(summaryRows()).toHaveLength(50);
    expect(summaryRows().slice(0, 3)).toEqual([
      "1Fay Person00165",
      "1Fay Person00265",
      "3Fay Person00364",
    ]);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByText(messages.pageOf(1, 3))).toBeInTheDocument();
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(within(pages).getByRole("button", { name: "Next" }));
    await screen.findByText("Fay Person051");
    expect(summaryCalls().at(-1)).toBe("?limit=50&offset=50");
    // A tie across the pages keeps its place: Person 51 and 52 share 41.
    expect(summaryRows()[0]).toBe("51Fay Person05140");
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    await screen.findByText("Ann Person130");
    expect(within(pages).getByText(messages.pageOf(3, 3))).toBeInTheDocument();
    expect(summaryRows()).toHaveLength(30);
    expect(within(pages).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("searches names on the server once typing pauses, from page 1, and clears", async () => {
    const { user, summaryCalls } = openCompany();
    await screen.findByText("Fay Person001");
    const pages = screen.getByRole("navigation", { name: "Pages" });
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    await screen.findByText("Fay Person051");

    const search = screen.getByRole("searchbox", { name: "Search by name" });
    await user.type(search, "ann");
    await screen.findByText("Ann Person010");
    await waitFor(() => expect(summaryCalls().at(-1)).toBe("?q=ann&limit=50&offset=0"));
    // 13 Anns, one page: no pager; each keeps their rank in the company.
    expect(summaryRows()).toHaveLength(13);
    expect(summaryRows()[0]).toBe("9Ann Person01061");
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "nobody");
    expect(await screen.findByText(messages.noMatchingUsers)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: messages.clearSearch }));
    await screen.findByText("Fay Person001");
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeInTheDocument();
  });

  it("a year with one page shows no pager and no search, ranks as the spec's", async () => {
    const small = SUMMARY.slice(0, 4).map(({ rank: _, ...row }) => row as SicknessSummaryPageRow);
    openCompany(small);
    await screen.findByText("Fay Person001");
    expect(summaryRows()).toEqual([
      "1Fay Person00165",
      "1Fay Person00265",
      "3Fay Person00364",
      "3Fay Person00464",
    ]);
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });
});

describe("Bradford scores, more people off sick than a page", () => {
  async function openScores() {
    const opened = openCompany();
    const section = within(
      await screen.findByRole("region", { name: bradfordMessages.title }),
    );
    await opened.user.click(section.getByRole("button", { name: bradfordMessages.scores }));
    return { ...opened, section };
  }
  const scoreRows = (section: ReturnType<typeof within>) =>
    section.getAllByRole("row").slice(1).map((row: HTMLElement) =>
      within(row).getAllByRole("cell")[0].textContent
    );

  it("asks every score once, then pages of them, sorted and searched by the server", async () => {
    const { user, section, bradfordCalls } = await openScores();
    await section.findByText("Fay Person001");
    await waitFor(() =>
      expect(bradfordCalls()).toEqual([
        "?asOf=2026-03-15",
        "?asOf=2026-03-15&sort=score&limit=50&offset=0",
      ])
    );
    expect(scoreRows(section)).toHaveLength(50);
    const pages = section.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByText(messages.pageOf(1, 3))).toBeInTheDocument();

    await user.click(within(pages).getByRole("button", { name: "Next" }));
    await section.findByText("Fay Person051");
    expect(bradfordCalls().at(-1)).toBe("?asOf=2026-03-15&sort=score&limit=50&offset=50");

    await user.click(section.getByRole("combobox", { name: bradfordMessages.sortBy }));
    await user.click(await screen.findByRole("option", { name: bradfordMessages.sortByName }));
    await waitFor(() =>
      expect(bradfordCalls().at(-1)).toBe("?asOf=2026-03-15&sort=name&limit=50&offset=0")
    );

    await user.type(section.getByRole("searchbox", { name: bradfordMessages.search }), "ann");
    await waitFor(() =>
      expect(bradfordCalls().at(-1)).toBe("?asOf=2026-03-15&sort=name&q=ann&limit=50&offset=0")
    );
    await waitFor(() => expect(scoreRows(section)).toHaveLength(13));
    expect(section.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  });
});
