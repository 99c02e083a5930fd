import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import HolidaysRequestRoute from "@/app/routes/app/holidays-request";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

// Radix Select asks jsdom for pointer capture and scrolling, which it lacks.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  // Only the clock's date is fixed (Sunday 22 November 2026); timers stay real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  storeSession("employee");
});

afterEach(() => {
  vi.useRealTimers();
});

const BALANCE = { "GET /vacation-days": { body: { vacation_hours: 100 } } };

async function openForm(answers: Parameters<typeof stubApi>[0] = BALANCE) {
  const fetchMock = stubApi(answers);
  const view = renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
  await screen.findByRole("heading", { level: 1, name: messages.requestHolidays });
  return { ...view, fetchMock };
}

/** Opens the form with GET /booking-window answered only when the test releases it. */
async function openFormWithWindowHeld() {
  let answer!: (response: Response) => void;
  const fetchMock = stubApi(BALANCE);
  const defaultAnswer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) =>
    String(input).endsWith("/booking-window")
      ? new Promise<Response>((resolve) => (answer = resolve))
      : defaultAnswer(input, init)
  );
  renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
  await screen.findByRole("heading", { level: 1, name: messages.requestHolidays });
  const release = (window: { from: string; to: string } | null) =>
    answer(
      new Response(JSON.stringify({ window }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
  return { fetchMock, release };
}

function setDate(label: "Start Date" | "End Date", value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The calendar is loaded when first opened: a first open may take longer than a findBy's second. */
const LAZY = { timeout: 5000 };

function submitButton() {
  return screen.getByRole("button", { name: messages.submitRequest });
}

describe("the holiday request form", () => {
  it("shows the hours available from the server", async () => {
    await openForm();
    expect(await screen.findByText("You have 100 vacation hours available.")).toBeInTheDocument();
  });

  it("says so when the hours cannot be fetched", async () => {
    await openForm({ "GET /vacation-days": { status: 500, body: { error: "boom" } } });
    expect(await screen.findByText(messages.failedToFetchVacationHours)).toBeInTheDocument();
  });

  it("keeps the end date and submit disabled until a start is chosen", async () => {
    const { user } = await openForm();
    const end = screen.getByLabelText("End Date");
    expect(end).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose End Date" })).toBeDisabled();
    expect(submitButton()).toBeDisabled();

    setDate("Start Date", "2026-12-07");
    expect(end).toBeEnabled();
    // The end's calendar offers no day before the start.
    await user.click(screen.getByRole("button", { name: "Choose End Date" }));
    const calendar = await screen.findByRole("dialog", { name: "Choose End Date" });
    const day = (name: RegExp) => within(calendar).findByRole("button", { name }, LAZY);
    expect(await day(/, 6 December 2026/)).toBeDisabled();
    expect(await day(/, 7 December 2026/)).toBeEnabled();
    await user.keyboard("{Escape}");
    expect(submitButton()).toBeDisabled();

    setDate("End Date", "2026-12-10");
    expect(submitButton()).toBeEnabled();
  });

  it("defaults both day types to a full day", async () => {
    await openForm();
    expect(screen.getByLabelText("Start Day Type")).toHaveTextContent("Full Day");
    expect(screen.getByLabelText("End Day Type")).toHaveTextContent("Full Day");
  });

  it("moves the end to a later start, and the start to an earlier end", async () => {
    await openForm();
    setDate("Start Date", "2026-12-07");
    setDate("End Date", "2026-12-10");

    setDate("Start Date", "2026-12-14");
    expect(screen.getByLabelText("End Date")).toHaveValue("14/12/2026");

    setDate("End Date", "2026-12-09");
    expect(screen.getByLabelText("Start Date")).toHaveValue("09/12/2026");
  });

  it("says beside the field, in its words, that a typed date is not one", async () => {
    const { user, fetchMock } = await openForm();
    const start = screen.getByLabelText("Start Date");
    await user.type(start, "31/02/2027");
    expect(screen.queryByText(/must be a date/)).not.toBeInTheDocument(); // not while typing
    await user.tab();
    expect(await screen.findByText("Start Date must be a date as dd/mm/yyyy")).toBeInTheDocument();
    expect(start).toHaveAttribute("aria-invalid", "true");

    await user.clear(start);
    await user.type(start, "01/03/2027");
    await waitFor(() => expect(screen.queryByText(/must be a date/)).not.toBeInTheDocument());
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);
  });

  it("refuses 24-31 December at either end with the spec's messages", async () => {
    const { user, fetchMock } = await openForm();
    // The shared schema checks each change (asynchronously, as react-hook-form validates).
    setDate("Start Date", "2026-12-27");
    expect(await screen.findByText(messages.startInChristmas)).toBeInTheDocument();
    expect(screen.queryByText(messages.endInChristmas)).not.toBeInTheDocument();

    setDate("Start Date", "2026-12-21");
    await waitFor(() =>
      expect(screen.queryByText(messages.startInChristmas)).not.toBeInTheDocument()
    );
    setDate("End Date", "2026-12-24");
    expect(await screen.findByText(messages.endInChristmas)).toBeInTheDocument();
    expect(screen.queryByText(/This request will take/)).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);
    expect(screen.getByLabelText("End Date")).toHaveFocus();
  });

  it("refuses the company's booking window when an administrator moved it (issue 29)", async () => {
    const { release } = await openFormWithWindowHeld();
    // Until the window is in, the spec's holds: 21 December is a day like any other.
    setDate("Start Date", "2026-12-21");
    setDate("End Date", "2026-12-22");
    expect(await screen.findByText(/This request will take/)).toBeInTheDocument();
    // The company's window arrives: the chosen day is checked again by it.
    release({ from: "12-20", to: "01-03" });
    const moved = "Start date cannot be between December 20th and January 3rd inclusive";
    expect(await screen.findByText(moved)).toBeInTheDocument();
    expect(screen.queryByText(messages.startInChristmas)).not.toBeInTheDocument();
    setDate("Start Date", "2027-01-04");
    await waitFor(() => expect(screen.queryByText(moved)).not.toBeInTheDocument());
  });

  it("lets an employee choose 24-31 December when the window is turned off", async () => {
    const { release } = await openFormWithWindowHeld();
    setDate("Start Date", "2026-12-29");
    setDate("End Date", "2026-12-30");
    expect(await screen.findByText(messages.startInChristmas)).toBeInTheDocument();
    release(null);
    await waitFor(() =>
      expect(screen.queryByText(messages.startInChristmas)).not.toBeInTheDocument()
    );
    expect(await screen.findByText(/This request will take/)).toBeInTheDocument();
  });

  it("checks a moved end again: moving it out of 24-31 December clears its message", async () => {
    await openForm();
    setDate("Start Date", "2026-12-21");
    setDate("End Date", "2026-12-28");
    expect(await screen.findByText(messages.endInChristmas)).toBeInTheDocument();

    setDate("Start Date", "2027-01-04"); // after the end: the end moves to it
    expect(screen.getByLabelText("End Date")).toHaveValue("04/01/2027");
    await waitFor(() =>
      expect(screen.queryByText(messages.endInChristmas)).not.toBeInTheDocument()
    );
    expect(screen.getByText(messages.requestTakesHours(10))).toBeInTheDocument();
  });

  it("shows the hours the request will take, and follows the day types", async () => {
    const { user } = await openForm();
    setDate("Start Date", "2026-12-07"); // a Monday
    expect(screen.queryByText(/This request will take/)).not.toBeInTheDocument();
    setDate("End Date", "2026-12-10"); // the Thursday
    expect(screen.getByText(messages.requestTakesHours(40))).toBeInTheDocument();

    await user.click(screen.getByLabelText("Start Day Type"));
    await user.click(await screen.findByRole("option", { name: "Afternoon" }));
    expect(screen.getByText(messages.requestTakesHours(35))).toBeInTheDocument();

    setDate("End Date", "2026-12-11"); // a Friday counts 0
    expect(screen.getByText(messages.requestTakesHours(35))).toBeInTheDocument();
  });

  it("counts a half-day holiday the server lists as half a day (issue 29)", async () => {
    const { user } = await openForm({
      ...BALANCE,
      "GET /bank-holidays": {
        body: [{ date: "2026-12-10", name: "Works outing", part: "afternoon" }],
      },
    });
    setDate("Start Date", "2026-12-07"); // a Monday
    setDate("End Date", "2026-12-10"); // the Thursday, its afternoon a holiday
    expect(await screen.findByText(messages.requestTakesHours(35))).toBeInTheDocument();

    await user.click(screen.getByLabelText("End Day Type"));
    await user.click(await screen.findByRole("option", { name: "Afternoon" }));
    expect(screen.getByText(messages.requestTakesHours(30))).toBeInTheDocument();
  });

  it("submits the spec's payload, says so and empties the form", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubApi(BALANCE);
    const defaultAnswer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      init?.method === "POST"
        ? new Promise<Response>((resolve) => (answer = resolve))
        : defaultAnswer(input, init)
    );
    const { user } = renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
    await screen.findByText("You have 100 vacation hours available.");

    setDate("Start Date", "2026-12-07");
    setDate("End Date", "2026-12-10");
    await user.click(screen.getByLabelText("End Day Type"));
    await user.click(await screen.findByRole("option", { name: "Morning" }));
    await user.click(submitButton());

    const busy = await screen.findByRole("button", { name: messages.submitting });
    expect(busy).toBeDisabled();
    expect(apiCalls(fetchMock).find((call) => call.method === "POST")).toMatchObject({
      path: "/functions/v1/api/vacation-request",
      body: {
        startDate: "2026-12-07",
        endDate: "2026-12-10",
        startDayType: "full",
        endDayType: "morning",
      },
      authorization: "Bearer token-employee",
    });

    answer(new Response(JSON.stringify({ id: 9, status: "pending" }), { status: 201 }));
    expect(await screen.findByText(messages.holidayRequestSubmitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Start Date")).toHaveValue(""));
    // The balance is fetched again after the request.
    await waitFor(() =>
      expect(apiCalls(fetchMock).filter((call) => call.path.endsWith("/vacation-days")))
        .toHaveLength(2)
    );
  });

  it.each([
    [409, "overlap", messages.overlap, messages.overlap],
    [409, "balance_floor", messages.insufficientHours, messages.insufficientHours],
    [400, "blocked_period", messages.startInChristmas, messages.startInChristmas],
    [400, "blocked_period", messages.endInChristmas, messages.endInChristmas],
    [
      500,
      "internal",
      "duplicate key value violates constraint",
      messages.failedToSubmitHolidayRequest,
    ],
  ])("answers a %i %s '%s' with '%s'", async (status, code, error, shown) => {
    const { user } = await openForm({
      ...BALANCE,
      "POST /vacation-request": { status, body: { error, code } },
    });
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07");
    await user.click(submitButton());
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByLabelText("Start Date")).toHaveValue("2027-01-04");
  });

  it("tells a refusal by its code, not by its words", async () => {
    const reworded = "Those days are booked already.";
    const { user } = await openForm({
      ...BALANCE,
      "POST /vacation-request": { status: 409, body: { error: reworded, code: "overlap" } },
    });
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07");
    await user.click(submitButton());
    expect(await screen.findByText(reworded)).toBeInTheDocument();
    expect(screen.queryByText(messages.failedToSubmitHolidayRequest)).not.toBeInTheDocument();
  });

  it("gives the generic failure for the spec's words under a code that names no refusal", async () => {
    const { user } = await openForm({
      ...BALANCE,
      "POST /vacation-request": {
        status: 409,
        body: { error: messages.overlap, code: "conflict" },
      },
    });
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07");
    await user.click(submitButton());
    expect(await screen.findByText(messages.failedToSubmitHolidayRequest)).toBeInTheDocument();
  });

  it("sends a request that leaves exactly -30 hours", async () => {
    const { user, fetchMock } = await openForm({
      "GET /vacation-days": { body: { vacation_hours: 10 } },
      "POST /vacation-request": { status: 201, body: { id: 9, status: "pending" } },
    });
    await screen.findByText("You have 10 vacation hours available.");
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07"); // 40 h: 10 - 40 = -30
    await user.click(submitButton());
    expect(await screen.findByText(messages.holidayRequestSubmitted)).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("blocks a request that would leave less than -30 hours", async () => {
    const { user, fetchMock } = await openForm({
      "GET /vacation-days": { body: { vacation_hours: 5 } },
    });
    await screen.findByText("You have 5 vacation hours available.");
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07"); // 40 h: 5 - 40 = -35
    await user.click(submitButton());
    expect(await screen.findByText(messages.insufficientHours)).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);
  });
});

/** The form with each year's balance answered apart: ?year=2027, or "current" without it. */
async function openFormByYear(balances: Record<string, number>) {
  const fetchMock = stubApi({
    "POST /vacation-request": { status: 201, body: { id: 9, status: "pending" } },
  });
  const byPath = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input));
    const hours = balances[url.searchParams.get("year") ?? "current"];
    return url.pathname.endsWith("/vacation-days") && hours !== undefined
      ? Promise.resolve(Response.json({ vacation_hours: hours }))
      : byPath(input, init);
  });
  const view = renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
  await screen.findByText(messages.vacationHoursAvailable(balances.current));
  return { ...view, fetchMock };
}

describe("the preview counts in the request's own year", () => {
  it("shows what a request leaves in this year, from this year's balance", async () => {
    const { fetchMock } = await openFormByYear({ current: 95, 2027: 160 });
    setDate("Start Date", "2026-12-07"); // Monday to Wednesday: 30 h
    setDate("End Date", "2026-12-09");
    expect(screen.getByText(messages.requestTakesHours(30))).toBeInTheDocument();
    expect(await screen.findByText(messages.hoursLeftAfterRequest(65, 2026))).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.search === "?year=2026")).toEqual([]);
  });

  it("shows what a request next January leaves in next year, from next year's balance", async () => {
    const { fetchMock } = await openFormByYear({ current: 95, 2027: 160 });
    setDate("Start Date", "2027-01-11");
    setDate("End Date", "2027-01-13");
    expect(screen.getByText(messages.requestTakesHours(30))).toBeInTheDocument();
    expect(await screen.findByText(messages.hoursLeftAfterRequest(130, 2027))).toBeInTheDocument();
    expect(screen.queryByText(/That leaves you 65/)).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.search === "?year=2027")).toHaveLength(1);
    // This year's line is not the request's year: it stays as it was.
    expect(screen.getByText(messages.vacationHoursAvailable(95))).toBeInTheDocument();
  });

  it("blocks a request that would pass -30 in its own year, though this year has room", async () => {
    const { user, fetchMock } = await openFormByYear({ current: 100, 2027: 5 });
    setDate("Start Date", "2027-01-11");
    setDate("End Date", "2027-01-14"); // 40 h: 5 - 40 = -35 in 2027
    await screen.findByText(messages.hoursLeftAfterRequest(-35, 2027));
    await user.click(submitButton());
    expect(await screen.findByText(messages.insufficientHours)).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends a request its own year can take, though this year's balance could not", async () => {
    const { user, fetchMock } = await openFormByYear({ current: -20, 2027: 100 });
    setDate("Start Date", "2027-01-11");
    setDate("End Date", "2027-01-14");
    await screen.findByText(messages.hoursLeftAfterRequest(60, 2027));
    await user.click(submitButton());
    expect(await screen.findByText(messages.holidayRequestSubmitted)).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toHaveLength(1);
  });
});

describe("guard rails before sending (issue 15, item 14)", () => {
  it("warns in the preview before the -30 h floor and says what the request needs", async () => {
    const { user, fetchMock } = await openForm();
    await screen.findByText(messages.vacationHoursAvailable(100));
    setDate("Start Date", "2027-01-04"); // four Monday-Thursday weeks: 160 h
    setDate("End Date", "2027-01-28");
    expect(await screen.findByText(messages.hoursLeftAfterRequest(-60, 2027)))
      .toBeInTheDocument();
    const warning = screen.getByRole("alert");
    expect(warning).toHaveTextContent(
      `${messages.belowBalanceFloor} ${messages.requestNeedsHours(160, 100)}`,
    );

    await user.click(submitButton());
    expect(await screen.findByText(messages.insufficientHours)).toBeInTheDocument();
    expect(screen.getByText(messages.requestNeedsHours(160, 100))).toBeInTheDocument(); // the toast
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);
  });

  it("warns nothing for a request that leaves exactly -30 hours", async () => {
    await openForm({ "GET /vacation-days": { body: { vacation_hours: 10 } } });
    await screen.findByText(messages.vacationHoursAvailable(10));
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07"); // 40 h: 10 - 40 = -30
    expect(await screen.findByText(messages.hoursLeftAfterRequest(-30, 2027)))
      .toBeInTheDocument();
    expect(screen.queryByText(messages.belowBalanceFloor)).not.toBeInTheDocument();
  });

  it("after the server's floor refusal, reads the balance again and the preview says why", async () => {
    let hoursLeft = 100;
    const fetchMock = stubApi({});
    const byPath = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      const path = new URL(String(input)).pathname;
      if (path.endsWith("/bank-holidays")) return byPath(input, init);
      if (init?.method === "POST" && path.endsWith("/vacation-request")) {
        hoursLeft = 5; // booked meanwhile in another tab
        return Promise.resolve(Response.json(
          { error: messages.insufficientHours, code: "balance_floor" },
          { status: 409 },
        ));
      }
      if (path.endsWith("/user/holiday-requests")) return Promise.resolve(Response.json([]));
      return Promise.resolve(Response.json({ vacation_hours: hoursLeft }));
    });
    const { user } = renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
    await screen.findByText(messages.vacationHoursAvailable(100));
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07"); // 40 h: fits the 100 h the form read
    await screen.findByText(messages.hoursLeftAfterRequest(60, 2027));
    await user.click(submitButton());

    expect(await screen.findByText(messages.insufficientHours)).toBeInTheDocument();
    expect(await screen.findByText(messages.hoursLeftAfterRequest(-35, 2027)))
      .toBeInTheDocument();
    expect(screen.getByText(`${messages.belowBalanceFloor} ${messages.requestNeedsHours(40, 5)}`))
      .toBeInTheDocument();
  });

  it("shows the server's own numbers beside its floor refusal", async () => {
    const detail = messages.requestNeedsHours(40, 5);
    const { user } = await openForm({
      ...BALANCE,
      "POST /vacation-request": {
        status: 409,
        body: { error: messages.insufficientHours, code: "balance_floor", detail },
      },
    });
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07"); // 40 h: fits the 100 h the form read
    await user.click(submitButton());
    expect(await screen.findByText(messages.insufficientHours)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });

  it("refuses a start before today, said in the preview and beside the Start Date", async () => {
    const { user, fetchMock } = await openForm();
    setDate("Start Date", "2026-11-19"); // today is Sunday 22 November 2026
    setDate("End Date", "2026-11-26");
    expect(screen.getByRole("alert")).toHaveTextContent(messages.startDateInPast);

    await user.click(submitButton());
    expect(await screen.findByText(messages.startDateInPast)).toBeInTheDocument();
    expect(screen.getByLabelText("Start Date")).toHaveFocus();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);

    setDate("Start Date", "2026-11-23"); // tomorrow: fine
    await waitFor(() =>
      expect(screen.queryByText(messages.startDateInPast)).not.toBeInTheDocument()
    );
    expect(screen.getByText(messages.requestTakesHours(40))).toBeInTheDocument();
  });

  it("refuses a request of no working hours beside the End Date, before sending", async () => {
    const { user, fetchMock } = await openForm();
    setDate("Start Date", "2026-12-04"); // Friday to Sunday
    setDate("End Date", "2026-12-06");
    expect(screen.getByText(messages.requestTakesHours(0))).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(messages.noWorkingHours);

    await user.click(submitButton());
    expect(await screen.findByText(messages.noWorkingHours)).toBeInTheDocument();
    expect(screen.getByLabelText("End Date")).toHaveFocus();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);

    setDate("End Date", "2026-12-07"); // a Monday: 10 h, the refusal goes
    await waitFor(() =>
      expect(screen.queryByText(messages.noWorkingHours)).not.toBeInTheDocument()
    );
    expect(screen.getByText(messages.requestTakesHours(10))).toBeInTheDocument();
  });

  it("adds the server's reason, in the form's words, to a refusal the spec has no text for", async () => {
    const { user } = await openForm({
      ...BALANCE,
      "POST /vacation-request": {
        status: 400,
        body: { error: "endDate: these dates take no working hours" },
      },
    });
    setDate("Start Date", "2027-01-04");
    setDate("End Date", "2027-01-07");
    await user.click(submitButton());
    expect(await screen.findByText(messages.failedToSubmitHolidayRequest)).toBeInTheDocument();
    expect(screen.getByText(/^End Date:? these dates take no working hours$/)).toBeInTheDocument();
  });
});

describe("public holidays from the API (issue 29)", () => {
  const holidayCalls = (fetchMock: ReturnType<typeof stubApi>) =>
    apiCalls(fetchMock).filter((call) => call.path.endsWith("/bank-holidays")).map((call) =>
      call.search
    );

  it("counts the holidays the server answers, and shows no hours before they are in", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubApi(BALANCE);
    const byPath = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      new URL(String(input)).pathname.endsWith("/bank-holidays")
        ? new Promise<Response>((resolve) => (answer = resolve))
        : byPath(input, init)
    );
    renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
    await screen.findByText(messages.vacationHoursAvailable(100));
    setDate("Start Date", "2026-12-07"); // a Monday
    setDate("End Date", "2026-12-10"); // the Thursday: 40 h of working days
    expect(screen.getByLabelText("End Date")).toHaveValue("2026-12-10");
    expect(screen.queryByText(/This request will take/)).not.toBeInTheDocument();

    // A holiday in no list of the bundle, Tuesday 8 December: the preview counts it 0 h.
    answer(Response.json([{ date: "2026-12-08", name: "A made-up holiday" }]));
    expect(await screen.findByText(messages.requestTakesHours(30))).toBeInTheDocument();
    expect(holidayCalls(fetchMock)).toEqual(["?from=2026&to=2028"]);
  });

  it("asks for both years of a request across a new year, and counts each one's", async () => {
    const { fetchMock } = await openForm();
    setDate("Start Date", "2028-12-18"); // a Monday
    // The Thursday after New Year: 12 working days, of which Christmas Day, Boxing Day and
    // New Year's Day are holidays.
    setDate("End Date", "2029-01-04");
    expect(await screen.findByText(messages.requestTakesHours(90))).toBeInTheDocument();
    expect(holidayCalls(fetchMock)).toEqual(["?from=2026&to=2028", "?from=2029&to=2031"]);
  });
});
