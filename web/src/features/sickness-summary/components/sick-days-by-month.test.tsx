// Issue 18: the sickness summary's sick days per month, closed until asked for.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import SicknessSummaryRoute from "@/app/routes/app/sickness-summary";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

beforeAll(fillJsdomGaps);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const DAYS_2026 = [4, 2, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0];

describe("sick days per month", () => {
  it("fetches nothing until opened, then shows the year's months as a chart and a table", async () => {
    storeSession("global_admin");
    const fetchMock = stubApi({
      "GET /sickness-summary/2026": { body: [] },
      "GET /sickness-summary/2026/months": { body: { year: 2026, days: DAYS_2026 } },
      "GET /sickness-summary/2025/months": { body: { year: 2025, days: Array(12).fill(1) } },
      "GET /sickness-summary/2025": { body: [] },
    });
    const { user } = renderWithProviders(<SicknessSummaryRoute />, { path: "/sickness-summary" });
    const open = await screen.findByRole("button", { name: "Sick days per month in 2026" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    const paths = () =>
      apiCalls(fetchMock).map((call) => call.path.replace("/functions/v1/api", ""));
    expect(paths()).not.toContain("/sickness-summary/2026/months");

    await user.click(open);
    const table = await screen.findByRole("table", { name: "Sick days per month in 2026" });
    const rows = within(table).getAllByRole("row").map((row) => row.textContent);
    expect(rows.slice(0, 4)).toEqual(["MonthSick days", "Jan4", "Feb2", "Mar7"]);
    expect(rows).toHaveLength(13);

    // Another year typed: its months follow.
    const year = screen.getByLabelText("Year");
    await user.clear(year);
    await user.type(year, "2025");
    expect(await screen.findByRole("table", { name: "Sick days per month in 2025" }))
      .toBeInTheDocument();
    expect(paths()).toContain("/sickness-summary/2025/months");
  });
});
