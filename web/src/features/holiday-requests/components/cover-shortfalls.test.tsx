import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import { coverBlockedMessage, type CoverShortfall } from "@shared/schemas/cover.ts";

import HolidaysRequestRoute from "@/app/routes/app/holidays-request";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  // Only the clock's date is fixed (Sunday 22 November 2026); timers stay real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  storeSession("employee"); // Ada Lovelace, of Office
});

afterEach(() => {
  vi.useRealTimers();
});

/** A rule short on Monday 7 December 2026: 2 of 3 present once the request is approved. */
function buildShortfall(overrides: Partial<CoverShortfall> = {}): CoverShortfall {
  return {
    day: "2026-12-07",
    ruleId: 1,
    skill: null,
    mode: "warn",
    needed: 3,
    present: 2,
    awayNames: ["Ann Lee", "Bo Chan"],
    ...overrides,
  };
}

const BALANCE = { "GET /vacation-days": { body: { vacation_hours: 100 } } };
const WARNING = "Only 2 of the 3 needed in Office would be present on Mon 07/12/2026. " +
  "Also away: Ann Lee, Bo Chan.";

async function chooseWeek(answers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ ...BALANCE, ...answers });
  const view = renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
  await screen.findByText("You have 100 vacation hours available.");
  fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-07" } });
  fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-10" } });
  expect(screen.getByText(messages.requestTakesHours(40))).toBeInTheDocument();
  const previews = () => apiCalls(fetchMock).filter((call) => call.path.endsWith("/cover-preview"));
  return { ...view, fetchMock, previews };
}

describe("the request form's cover preview (issue 17)", () => {
  it("warns, before submitting, on the days a rule falls short and who else is away", async () => {
    const { previews } = await chooseWeek({
      "GET /cover-preview": { body: { shortfalls: [buildShortfall()] } },
    });
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Cover" })).toHaveTextContent(
      "Cover: too few colleagues would be present",
    );
    // Asked once the range settled, about the range as chosen.
    expect(previews()).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(previews()[0].search))).toEqual({
      startDate: "2026-12-07",
      endDate: "2026-12-10",
      startDayType: "full",
      endDayType: "full",
    });
    expect(screen.getByRole("button", { name: messages.submitRequest })).toBeEnabled();
  });

  it("asks again for a new range, and drops the old range's warning meanwhile", async () => {
    const { previews } = await chooseWeek({
      "GET /cover-preview": { body: { shortfalls: [buildShortfall()] } },
    });
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-09" } });
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(previews()).toHaveLength(2);
    expect(previews()[1].search).toContain("endDate=2026-12-09");
  });

  it("shows nothing new while no rule falls short", async () => {
    const { previews } = await chooseWeek({
      "GET /cover-preview": { body: { shortfalls: [] } },
    });
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.queryByRole("status", { name: "Cover" })).not.toBeInTheDocument();
    expect(screen.queryByText(/needed/)).not.toBeInTheDocument();
  });

  it("shows nothing when the preview fails, and the request can still be sent", async () => {
    const { user, fetchMock, previews } = await chooseWeek({
      "GET /cover-preview": { status: 500, body: { error: "boom" } },
      "POST /vacation-request": { status: 201, body: { id: 9, status: "pending" } },
    });
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.queryByRole("status", { name: "Cover" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(messages.holidayRequestSubmitted)).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("says a blocking rule will refuse it, and shows the server's refusal word for word", async () => {
    const blocked = buildShortfall({ mode: "block", skill: "Forklift", needed: 2, present: 1 });
    const refusal = coverBlockedMessage([blocked]);
    const { user } = await chooseWeek({
      "GET /cover-preview": { body: { shortfalls: [blocked] } },
      "POST /vacation-request": { status: 409, body: { error: refusal, code: "cover_short" } },
    });
    const alert = await screen.findByRole("alert", { name: "Cover" });
    expect(alert).toHaveTextContent("This request will be refused: not enough cover");
    expect(alert).toHaveTextContent(
      "Only 1 of the 2 needed with Forklift in Office would be present on Mon 07/12/2026.",
    );

    const submit = screen.getByRole("button", { name: messages.submitRequest });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(messages.failedToSubmitHolidayRequest)).not.toBeInTheDocument();
  });

  it("says alike days in one sentence, and counts those beyond the first five", async () => {
    const days = ["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-14"];
    const more = ["2026-12-15", "2026-12-16"];
    const shortfalls = [...days, ...more].map((day) => buildShortfall({ day, awayNames: [] }));
    shortfalls.push(buildShortfall({ day: "2026-12-08", ruleId: 2, skill: "First aid" }));
    await chooseWeek({ "GET /cover-preview": { body: { shortfalls } } });
    const alert = await screen.findByRole("status", { name: "Cover" });
    expect(within(alert).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Only 2 of the 3 needed in Office would be present on Mon 07/12/2026, Tue 08/12/2026, " +
      "Wed 09/12/2026, Thu 10/12/2026, Mon 14/12/2026 and 2 more days.",
      "Only 2 of the 3 needed with First aid in Office would be present on Tue 08/12/2026. " +
      "Also away: Ann Lee, Bo Chan.",
    ]);
  });
});
