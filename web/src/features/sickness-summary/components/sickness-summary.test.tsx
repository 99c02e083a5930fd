import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import SicknessSummaryRoute from "@/app/routes/app/sickness-summary";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { ranks, summaryYear } from "./sickness-summary";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const row = (n: number, totalSickDays: number) => ({
  user_id: `u${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  totalSickDays,
});

describe("Sickness Summary", () => {
  it("shows this year's ranking, most sick days first", async () => {
    storeSession("global_admin");
    const fetchMock = stubApi({
      "GET /sickness-summary/2026": { body: [row(1, 9), row(2, 5), row(3, 5), row(4, 2)] },
    });
    renderWithProviders(<SicknessSummaryRoute />, { path: "/sickness-summary" });
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.sicknessSummaryTitle(2026) }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Year")).toHaveValue(2026);
    const rows = (await screen.findAllByRole("row")).map((r) => r.textContent);
    expect(rows).toEqual([
      "RankUserTotal Sick Days (Mon-Thu)",
      "1First1 Last19",
      "2First2 Last25",
      "2First3 Last35",
      "4First4 Last42",
    ]);
    expect(apiCalls(fetchMock).map((c) => c.path)).toEqual([
      "/functions/v1/api/sickness-summary/2026",
    ]);
  });

  it("loads another year once four digits are typed, and says when it has none", async () => {
    storeSession("global_admin");
    const fetchMock = stubApi({
      "GET /sickness-summary/2026": { body: [row(1, 9)] },
      "GET /sickness-summary/2025": { body: [] },
    });
    const { user } = renderWithProviders(<SicknessSummaryRoute />, { path: "/sickness-summary" });
    await screen.findByText("First1 Last1");
    const year = screen.getByLabelText("Year");
    await user.clear(year);
    await user.type(year, "2025");
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.sicknessSummaryTitle(2025) }),
    ).toBeInTheDocument();
    expect(await screen.findByText(messages.noSickDaysInYear)).toBeInTheDocument();
    await waitFor(() =>
      expect(apiCalls(fetchMock).map((c) => c.path.split("/").at(-1))).toEqual(["2026", "2025"])
    );
  });

  it("shows 'Failed to fetch sickness summary' when it cannot be read", async () => {
    storeSession("global_admin");
    stubApi({ "GET /sickness-summary/2026": { status: 500, body: { error: "x" } } });
    renderWithProviders(<SicknessSummaryRoute />, { path: "/sickness-summary" });
    expect((await screen.findAllByText(messages.failedToFetchSicknessSummary)).length)
      .toBeGreaterThan(0);
  });
});

describe("summary rules", () => {
  it("accepts whole years from 2000 to 2100", () => {
    expect(summaryYear("2025")).toBe(2025);
    expect(summaryYear("202")).toBeNull();
    expect(summaryYear("1999")).toBeNull();
    expect(summaryYear("2101")).toBeNull();
  });

  it("ranks ties together", () => {
    expect(ranks([row(1, 9), row(2, 5), row(3, 5), row(4, 2)])).toEqual([1, 2, 2, 4]);
    expect(ranks([])).toEqual([]);
  });
});
