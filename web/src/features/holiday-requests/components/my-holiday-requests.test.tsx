import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

// Loaded before the first test, so its lazy route (with the confirm dialog) is not timed.
import ListHolidaysRequestRoute from "@/app/routes/app/list-holidays-request";
import type { HolidayRequest } from "@/features/holiday-requests/api/get-my-holiday-requests";
import { TOKEN_KEY } from "@/lib/session";
import {
  apiCalls,
  renderApp,
  renderWithProviders,
  storeSession,
  stubApi,
} from "@/testing/render-app";

const WIDE = globalThis.innerWidth;

beforeEach(() => {
  // Only the clock's date is fixed (Tuesday 1 September 2026, before every holiday below);
  // timers stay real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-09-01T10:00:00Z"));
});

afterEach(() => {
  globalThis.innerWidth = WIDE;
  vi.useRealTimers();
});

let nextId = 1;
function buildRequest(overrides: Partial<HolidayRequest> = {}): HolidayRequest {
  return {
    id: nextId++,
    user_id: "6f1c2b7e-2a39-4c5e-9d4c-3f0f5a1e7b21",
    start_date: "2026-12-07",
    end_date: "2026-12-10",
    start_day_type: "full",
    end_day_type: "full",
    status: "pending",
    requested_hours: 40,
    deny_reason: null,
    cancel_reject_reason: null,
    created_at: "2026-11-20 09:00:00",
    ...overrides,
  };
}

const REQUESTS = [
  buildRequest({
    id: 1,
    start_date: "2026-12-07",
    end_date: "2026-12-10",
    end_day_type: "morning",
    requested_hours: 35,
  }),
  buildRequest({
    id: 2,
    start_date: "2026-11-30",
    end_date: "2026-12-01",
    status: "accepted",
    requested_hours: 20,
  }),
  buildRequest({
    id: 3,
    start_date: "2026-11-02",
    end_date: "2026-11-02",
    start_day_type: "afternoon",
    status: "rejected",
    requested_hours: 5,
    deny_reason: "Too many people off that week",
  }),
  buildRequest({ id: 4, status: "cancelled", start_date: "2026-10-12", end_date: "2026-10-12" }),
  buildRequest({
    id: 5,
    status: "cancel_requested",
    start_date: "2026-10-19",
    end_date: "2026-10-20",
  }),
  buildRequest({
    id: 6,
    status: "accepted",
    start_date: "2026-09-07",
    end_date: "2026-09-07",
    cancel_reject_reason: "Busy season",
  }),
];

/** The screen as an employee opens it; `app`: inside the whole app (its guard, its /login). */
function openList(answers: Parameters<typeof stubApi>[0] = {}, { app = false } = {}) {
  storeSession("employee");
  const fetchMock = stubApi({ "GET /user/holiday-requests": { body: REQUESTS }, ...answers });
  const view = app
    ? renderApp("/list-holidays-request")
    : renderWithProviders(<ListHolidaysRequestRoute />, { path: "/list-holidays-request" });
  return { ...view, fetchMock };
}

function rowOf(text: string): HTMLElement {
  const row = screen.getAllByText(text)[0].closest("tr");
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

describe("Your Holiday Requests, wide", () => {
  it("lists every request in a table with the spec's columns, dates and statuses", async () => {
    openList();
    expect(await screen.findByRole("heading", { level: 1, name: messages.yourHolidayRequests }))
      .toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Start Date",
      "End Date",
      "Requested Hours",
      "Status",
      "Reason (if denied)",
      "Actions",
    ]);
    const firstRow = within(table).getAllByRole("row")[1];
    expect(within(firstRow).getAllByRole("cell").map((td) => td.textContent)).toEqual([
      "07/12/2026",
      "10/12/2026 (Morning)",
      "35",
      "Pending",
      "N/A",
      messages.withdraw,
    ]);
    expect(within(rowOf("02/11/2026 (Afternoon)")).getByText("Denied")).toBeInTheDocument();
    expect(within(rowOf("02/11/2026 (Afternoon)")).getByText("Too many people off that week"))
      .toBeInTheDocument();
    expect(within(rowOf("30/11/2026")).getByText("Approved")).toBeInTheDocument();
    expect(within(rowOf("12/10/2026")).getByText("Cancelled")).toBeInTheDocument();
    expect(within(rowOf("19/10/2026")).getByText("Cancellation Requested")).toBeInTheDocument();
    expect(within(rowOf("07/09/2026")).getByText("Cancellation rejected: Busy season"))
      .toBeInTheDocument();
  });

  it("names a request's leave type and note under its start date (issue 33)", async () => {
    const typed = buildRequest({
      start_date: "2026-12-14",
      end_date: "2026-12-14",
      leave_type: { id: 3, name: "Compassionate leave", colour: "#c4b5fd" },
      note: "A funeral",
    });
    openList({ "GET /user/holiday-requests": { body: [typed, REQUESTS[0]] } });
    const table = await screen.findByRole("table");
    const [, typedRow, holidayRow] = within(table).getAllByRole("row");
    const start = within(typedRow).getAllByRole("cell")[0];
    expect(start.textContent).toBe("14/12/2026Compassionate leaveA funeral");
    expect(within(start).getByText("Compassionate leave")).toHaveStyle({
      backgroundColor: "#c4b5fd",
    });
    expect(within(holidayRow).getAllByRole("cell")[0].textContent).toBe("07/12/2026");
  });

  it("offers a cancellation on accepted requests only", async () => {
    openList();
    await screen.findByRole("table");
    const buttons = screen.getAllByRole("button", { name: messages.requestCancellation });
    expect(buttons.map((button) => button.closest("tr")?.textContent)).toEqual([
      expect.stringContaining("30/11/2026"),
      expect.stringContaining("07/09/2026"),
    ]);
  });

  it("asks first, and sends nothing when the user says no", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user, fetchMock } = openList();
    await screen.findByRole("table");
    await user.click(
      within(rowOf("30/11/2026")).getByRole("button", { name: messages.requestCancellation }),
    );
    expect(confirm).toHaveBeenCalledWith(messages.confirmRequestCancellation);
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);
  });

  it("requests the cancellation once confirmed, says so and shows the new status", async () => {
    vi.stubGlobal("confirm", vi.fn(() => true));
    let requests = REQUESTS;
    const fetchMock = stubApi({});
    fetchMock.mockImplementation((input, init) => {
      const path = new URL(String(input)).pathname;
      if (init?.method === "POST" && path.endsWith("/holiday-requests/2/request-cancellation")) {
        requests = requests.map((r) => (r.id === 2 ? { ...r, status: "cancel_requested" } : r));
        return Promise.resolve(Response.json(requests[1]));
      }
      return Promise.resolve(Response.json(requests));
    });
    storeSession("employee");
    const { user } = renderWithProviders(<ListHolidaysRequestRoute />, {
      path: "/list-holidays-request",
    });
    await screen.findByRole("table");
    await user.click(
      within(rowOf("30/11/2026")).getByRole("button", { name: messages.requestCancellation }),
    );

    expect(await screen.findByText(messages.cancellationRequestSubmitted)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf("30/11/2026")).getByText("Cancellation Requested")).toBeInTheDocument()
    );
    expect(within(rowOf("30/11/2026")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when the cancellation fails", async () => {
    vi.stubGlobal("confirm", vi.fn(() => true));
    const { user } = openList({
      "POST /holiday-requests/2/request-cancellation": { status: 409, body: { error: "state" } },
    });
    await screen.findByRole("table");
    await user.click(
      within(rowOf("30/11/2026")).getByRole("button", { name: messages.requestCancellation }),
    );
    expect(await screen.findByText(messages.failedToSubmitCancellationRequest))
      .toBeInTheDocument();
  });

  it("shows the fetch failure message", async () => {
    openList({ "GET /user/holiday-requests": { status: 500, body: { error: "boom" } } });
    expect(await screen.findAllByText(messages.failedToFetchHolidayRequests)).not.toHaveLength(0);
  });

  it("says when there is nothing yet", async () => {
    openList({ "GET /user/holiday-requests": { body: [] } });
    expect(await screen.findByText(messages.noHolidayRequests)).toBeInTheDocument();
  });

  it("signs out when the server says the session is over (401)", async () => {
    // The app's subject: the session ends, and the guard sends the user to /login.
    const { router } = openList({
      "GET /user/holiday-requests": { status: 401, body: { error: "session ended" } },
    }, { app: true });
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByText(messages.failedToFetchHolidayRequests)).not.toBeInTheDocument();
  });
});

describe("withdrawing a pending request, and no cancellation once a holiday has started", () => {
  it("offers Withdraw on pending requests only", async () => {
    openList();
    await screen.findByRole("table");
    const buttons = screen.getAllByRole("button", { name: messages.withdraw });
    expect(buttons.map((button) => button.closest("tr")?.textContent)).toEqual([
      expect.stringContaining("07/12/2026"),
    ]);
  });

  it("asks in the app's dialog first: Cancel sends nothing, Withdraw withdraws", async () => {
    let requests = REQUESTS;
    const fetchMock = stubApi({});
    fetchMock.mockImplementation((input, init) => {
      const path = new URL(String(input)).pathname;
      if (init?.method === "POST" && path.endsWith("/holiday-requests/1/withdraw")) {
        requests = requests.map((r) => (r.id === 1 ? { ...r, status: "cancelled" } : r));
        return Promise.resolve(Response.json(requests[0]));
      }
      return Promise.resolve(Response.json(requests));
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    storeSession("employee");
    const { user } = renderWithProviders(<ListHolidaysRequestRoute />, {
      path: "/list-holidays-request",
    });
    await screen.findByRole("table");
    const withdraw = () =>
      within(rowOf("07/12/2026")).getByRole("button", { name: messages.withdraw });

    await user.click(withdraw());
    const dialog = await screen.findByRole("alertdialog", { name: messages.withdrawTitle });
    expect(dialog).toHaveTextContent(
      messages.confirmWithdraw("07/12/2026 to 10/12/2026 (Morning)"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([]);

    await user.click(withdraw());
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: messages.withdraw,
      }),
    );
    expect(await screen.findByText(messages.holidayRequestWithdrawn)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf("07/12/2026")).getByText("Cancelled")).toBeInTheDocument()
    );
    expect(within(rowOf("07/12/2026")).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.method === "POST")).toEqual([
      expect.objectContaining({ path: "/functions/v1/api/holiday-requests/1/withdraw" }),
    ]);
    expect(confirm).not.toHaveBeenCalled(); // the app's dialog, not the browser's box
  });

  it("says why a withdrawal was refused", async () => {
    const reason = "Only a pending request can be withdrawn: this request is Approved.";
    const { user } = openList({
      "POST /holiday-requests/1/withdraw": { status: 409, body: { error: reason } },
    });
    await screen.findByRole("table");
    await user.click(
      within(rowOf("07/12/2026")).getByRole("button", { name: messages.withdraw }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: messages.withdraw,
      }),
    );
    expect(await screen.findByText(messages.failedToWithdrawHolidayRequest)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it("offers no Request Cancellation on an approved holiday starting today or earlier", async () => {
    vi.setSystemTime(new Date("2026-11-30T10:00:00Z")); // the day 30/11/2026 starts
    openList({
      "GET /user/holiday-requests": {
        body: [
          ...REQUESTS,
          buildRequest({
            id: 7,
            status: "accepted",
            start_date: "2026-12-01",
            end_date: "2026-12-01",
          }),
        ],
      },
    });
    await screen.findByRole("table");
    const buttons = screen.getAllByRole("button", { name: messages.requestCancellation });
    expect(buttons.map((button) => button.closest("tr")?.textContent)).toEqual([
      expect.stringContaining("01/12/2026"),
    ]);
    expect(within(rowOf("30/11/2026")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rowOf("07/09/2026")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("counts today in London: 23:30 UTC on 6 September is already the 7th there (BST)", async () => {
    vi.setSystemTime(new Date("2026-09-06T23:30:00Z"));
    openList();
    await screen.findByRole("table");
    expect(within(rowOf("07/09/2026")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rowOf("30/11/2026")).getByRole("button", { name: messages.requestCancellation }))
      .toBeInTheDocument();
  });
});

describe("Your Holiday Requests, narrow (<= 768px)", () => {
  it("shows one card per request instead of a table", async () => {
    globalThis.innerWidth = 375;
    openList();
    const cards = await screen.findAllByRole("listitem");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(cards).toHaveLength(REQUESTS.length);
    const first = within(cards[0]);
    expect(first.getByText("07/12/2026")).toBeInTheDocument();
    expect(first.getByText("10/12/2026 (Morning)")).toBeInTheDocument();
    expect(first.getByText("Pending")).toBeInTheDocument();
    expect(first.getByText("35")).toBeInTheDocument();
    expect(within(cards[1]).getByRole("button", { name: messages.requestCancellation }))
      .toBeInTheDocument();
    expect(first.getByRole("button", { name: messages.withdraw })).toBeInTheDocument();
  });
});
