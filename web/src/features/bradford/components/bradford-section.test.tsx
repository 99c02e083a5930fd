import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import type { AppRole } from "@shared/roles.ts";
import {
  type BradfordAnswer,
  type BradfordRow,
  DEFAULT_BRADFORD_BANDS,
} from "@shared/schemas/bradford.ts";

import SicknessLogsRoute from "@/app/routes/app/sickness-logs";
import SicknessSummaryRoute from "@/app/routes/app/sickness-summary";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { bradfordMessages as texts } from "../messages";
import { bandColour } from "./band-badge";
import { sortedRows } from "./bradford-scores";

beforeAll(fillJsdomGaps);

const WIDE = globalThis.innerWidth;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.innerWidth = WIDE;
});

function buildRow(overrides: Partial<BradfordRow> = {}): BradfordRow {
  return {
    user_id: "00000000-0000-4000-8000-000000000010",
    firstName: "Ann",
    lastName: "Lee",
    spells: 1,
    days: 2,
    score: 2,
    band: null,
    ...overrides,
  };
}

// Highest score first, as the server answers.
const ROWS: BradfordRow[] = [
  buildRow({
    user_id: "00000000-0000-4000-8000-000000000011",
    firstName: "Zoe",
    lastName: "Adams",
    spells: 5,
    days: 10,
    score: 250,
    band: 1,
  }),
  buildRow({
    user_id: "00000000-0000-4000-8000-000000000012",
    firstName: "Bob",
    lastName: "Young",
    spells: 3,
    days: 6,
    score: 54,
    band: 0,
  }),
  buildRow(),
];

function buildAnswer(overrides: Partial<BradfordAnswer> = {}): BradfordAnswer {
  return {
    from: "2025-03-17",
    asOf: "2026-03-15",
    bands: [...DEFAULT_BRADFORD_BANDS],
    rows: ROWS,
    ...overrides,
  };
}

/** The page a role reads the Bradford factor on, with its own lists answered. */
function openPage(
  role: AppRole,
  path: "/sickness-logs" | "/sickness-summary",
  answers: Parameters<typeof stubApi>[0] = {},
) {
  storeSession(role);
  const fetchMock = stubApi({
    "GET /sickness-summary/2026": { body: [] },
    "GET /sickness-logs": { body: [], headers: { "X-Total-Count": "0" } },
    "GET /sickness-bradford": { body: buildAnswer() },
    ...answers,
  });
  const bradfordCalls = () =>
    apiCalls(fetchMock).filter((call) => call.path.endsWith("/sickness-bradford"));
  const page = path === "/sickness-logs" ? <SicknessLogsRoute /> : <SicknessSummaryRoute />;
  return { ...renderWithProviders(page, { path }), bradfordCalls };
}

async function openScores(user: ReturnType<typeof renderWithProviders>["user"]) {
  const section = within(await screen.findByRole("region", { name: texts.title }));
  await user.click(section.getByRole("button", { name: texts.scores }));
  return section;
}

function rowTexts(section: Awaited<ReturnType<typeof openScores>>) {
  return section.getAllByRole("row").slice(1).map((row) =>
    within(row).getAllByRole("cell").map((cell) => cell.textContent)
  );
}

describe("BradfordSection", () => {
  it("lists each user's spells, days, score and band, highest first, then by name", async () => {
    const { user } = openPage("global_admin", "/sickness-summary");
    const section = await openScores(user);
    await section.findByText("Zoe Adams");
    expect(section.getByText(texts.period("17/03/2025", "15/03/2026"))).toBeInTheDocument();
    expect(rowTexts(section)).toEqual([
      ["Zoe Adams", "5", "10", "250", "First formal review"],
      ["Bob Young", "3", "6", "54", "Informal review"],
      ["Ann Lee", "1", "2", "2", `–${texts.belowFirstBand}`],
    ]);
    const legend = section.getAllByRole("listitem").map((item) => item.textContent);
    expect(legend).toEqual([
      "51+: Informal review",
      "201+: First formal review",
      "401+: Second formal review",
      "651+: Final review",
    ]);

    await user.click(section.getByRole("combobox", { name: texts.sortBy }));
    await user.click(await screen.findByRole("option", { name: texts.sortByName }));
    expect(rowTexts(section).map((cells) => cells[0])).toEqual([
      "Zoe Adams",
      "Ann Lee",
      "Bob Young",
    ]);
  });

  it("asks for the 52 weeks to today, then to the day typed as of", async () => {
    const { user, bradfordCalls } = openPage("global_admin", "/sickness-summary");
    const section = await openScores(user);
    await section.findByText("Zoe Adams");
    const asOf = section.getByLabelText(texts.asOf);
    expect(asOf).toHaveValue("15/03/2026");
    await user.clear(asOf);
    await user.type(asOf, "31/01/2026");
    await waitFor(() =>
      expect(bradfordCalls().map((call) => call.search)).toEqual([
        "?asOf=2026-03-15",
        "?asOf=2026-01-31",
      ])
    );
  });

  it("says when nobody was off sick in the 52 weeks", async () => {
    const { user } = openPage("global_admin", "/sickness-summary", {
      "GET /sickness-bradford": { body: buildAnswer({ rows: [] }) },
    });
    const section = await openScores(user);
    expect(await section.findByText(texts.noSickness)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch Bradford factor' when the scores cannot be read", async () => {
    const { user } = openPage("global_admin", "/sickness-summary", {
      "GET /sickness-bradford": { status: 500, body: { error: "x" } },
    });
    await openScores(user);
    expect((await screen.findAllByText(texts.failedToFetch)).length).toBeGreaterThan(0);
  });

  it("shows a card per user on a phone", async () => {
    globalThis.innerWidth = 375;
    const { user } = openPage("sickness_user", "/sickness-logs");
    const section = await openScores(user);
    const card = await section.findByRole("group", { name: "Zoe Adams" });
    expect(within(card).getByText("First formal review")).toBeInTheDocument();
    expect(section.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("Where the Bradford factor shows", () => {
  it("a Sickness User reads it under the sickness logs, asked for only once opened", async () => {
    const { user, bradfordCalls } = openPage("sickness_user", "/sickness-logs");
    const section = within(await screen.findByRole("region", { name: texts.title }));
    expect(bradfordCalls()).toEqual([]);
    const open = section.getByRole("button", { name: texts.scores });
    expect(open).toHaveAttribute("aria-expanded", "false");
    await user.click(open);
    expect(await section.findByText("Zoe Adams")).toBeInTheDocument();
    expect(open).toHaveAttribute("aria-expanded", "true");
    expect(section.queryByText(/reason/i)).not.toBeInTheDocument();
  });

  it("an administrator reads it under the sickness summary", async () => {
    const { user, bradfordCalls } = openPage("global_admin", "/sickness-summary");
    expect(await screen.findByText(messages.noSickDaysInYear)).toBeInTheDocument();
    expect(bradfordCalls()).toEqual([]);
    const section = await openScores(user);
    expect(await section.findByText("Zoe Adams")).toBeInTheDocument();
  });

  it("an administrator does not read it under the sickness logs", async () => {
    openPage("global_admin", "/sickness-logs");
    expect(await screen.findByText(messages.noSicknessLogs)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: texts.title })).not.toBeInTheDocument();
  });
});

describe("Bradford rules", () => {
  it("colours the bands stronger the higher they are, the last destructive", () => {
    expect([0, 1, 2, 3].map((index) => bandColour(index, 4))).toEqual([
      "yellow",
      "orange",
      "red",
      "destructive",
    ]);
    expect([0, 1].map((index) => bandColour(index, 2))).toEqual(["yellow", "destructive"]);
    expect(bandColour(0, 1)).toBe("destructive");
  });

  it("sorts by last then first name, or keeps the answer's order", () => {
    const names = (order: "score" | "name") => sortedRows(ROWS, order).map((row) => row.lastName);
    expect(names("score")).toEqual(["Adams", "Young", "Lee"]);
    expect(names("name")).toEqual(["Adams", "Lee", "Young"]);
  });
});
