// Issue 31, item 11: the overview puts what asks for action first on a phone, counts the
// sickness follow-ups due in a card of their own, and draws no month to come as 0.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { Overview } from "@shared/schemas/cover.ts";

import OverviewRoute from "@/app/routes/app/overview";
import { FOLLOW_UPS_PARAM } from "@/config/paths";
import { renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { overviewMessages as texts } from "../messages";

const OVERVIEW: Overview = {
  today: "2026-04-15",
  awayToday: [],
  awayThisWeek: [],
  waiting: { requests: 2, cancellations: 0, oldestDays: 3 },
  tightest: [],
  hoursByDepartment: [],
  sickDaysByMonth: [2, 0, 1, 4, 0, 0, 0, 0, 0, 0, 0, 0],
  followUpsDue: { fitNotes: 1, interviews: 2 },
};

function openOverview(overview: Overview) {
  storeSession("global_admin");
  stubApi({ "GET /admin/overview": { body: overview } });
  return renderWithProviders(<OverviewRoute />, { path: "/overview" });
}

describe("the overview from today", () => {
  it("counts the follow-ups due and opens the logs with them shown", async () => {
    openOverview(OVERVIEW);
    const card = await screen.findByRole("region", { name: texts.followUpsDue });
    expect(within(card).getByText(texts.fitNotesMissing).nextSibling).toHaveTextContent("1");
    expect(within(card).getByText(texts.interviewsDue).nextSibling).toHaveTextContent("2");
    expect(within(card).getByRole("link", { name: texts.openFollowUps })).toHaveAttribute(
      "href",
      `/sickness-logs?${FOLLOW_UPS_PARAM}=1`,
    );
  });

  it("shows no follow-ups card while none is due", async () => {
    openOverview({ ...OVERVIEW, followUpsDue: { fitNotes: 0, interviews: 0 } });
    await screen.findByRole("region", { name: texts.waiting });
    expect(screen.queryByRole("region", { name: texts.followUpsDue })).toBeNull();
  });

  it("puts what waits for a decision first in the page's order, for a phone", async () => {
    openOverview(OVERVIEW);
    const waiting = await screen.findByRole("region", { name: texts.waiting });
    expect(waiting.parentElement).toHaveClass("order-first");
  });

  it("draws the months to come as not yet, not as 0", async () => {
    openOverview(OVERVIEW);
    const sick = await screen.findByRole("table", { name: texts.sickDaysByMonth });
    const months = within(sick).getAllByRole("row").slice(1).map((row) => row.textContent);
    expect(months.slice(0, 4)).toEqual(["Jan2", "Feb0", "Mar1", "Apr4"]);
    expect(months.slice(4)).toEqual([
      "May–",
      "Jun–",
      "Jul–",
      "Aug–",
      "Sep–",
      "Oct–",
      "Nov–",
      "Dec–",
    ]);
  });
});
