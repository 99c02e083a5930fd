import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import type { RequestStatus } from "@shared/status.ts";

import HolidaysRequestRoute from "@/app/routes/app/holidays-request";
import type { HolidayRequest } from "@/features/holiday-requests/api/get-my-holiday-requests";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  // Only the clock's date is fixed (Sunday 22 November 2026): this year is 2026.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  storeSession("employee");
});

afterEach(() => {
  vi.useRealTimers();
});

let nextId = 1;
function buildRequest(start: string, status: RequestStatus = "pending"): HolidayRequest {
  return {
    id: nextId++,
    user_id: "6f1c2b7e-2a39-4c5e-9d4c-3f0f5a1e7b21",
    start_date: start,
    end_date: start,
    start_day_type: "full",
    end_day_type: "full",
    status,
    requested_hours: 10,
    deny_reason: status === "rejected" ? "Busy" : null,
    cancel_reject_reason: null,
    created_at: "2026-11-20 09:00:00",
  };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    }),
  );

/**
 * The request form with a server answering each year's balance (?year=, "current" without it)
 * and the user's own requests, which a booking adds to.
 */
function openForm(balances: Record<string, number>, requests: HolidayRequest[] = []) {
  const fetchMock = stubApi({});
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/functions\/v1\/api/, "");
    if (path === "/vacation-days") {
      const hours = balances[url.searchParams.get("year") ?? "current"];
      return hours === undefined
        ? json({ error: "no stub" }, 404)
        : json({ vacation_hours: hours });
    }
    if (path === "/user/holiday-requests") return json(requests);
    if (path === "/vacation-request" && init?.method === "POST") {
      const { startDate } = JSON.parse(String(init.body));
      const created = buildRequest(startDate);
      requests = [created, ...requests];
      return json(created, 201);
    }
    return json({ error: "no stub" }, 404);
  });
  return {
    ...renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" }),
    fetchMock,
  };
}

/** The balance line of a year: the paragraph holding its year label. */
function lineOf(year: number): HTMLElement | undefined {
  return screen.queryAllByText(String(year)).map((label) => label.closest("p"))
    .find((line): line is HTMLParagraphElement => line !== null);
}

const yearsAsked = (fetchMock: ReturnType<typeof stubApi>) =>
  apiCalls(fetchMock).filter((call) => call.path.endsWith("/vacation-days"))
    .map((call) => call.search);

describe("the balance line", () => {
  it("says which year it is for, and keeps the spec's sentence word for word", async () => {
    const { fetchMock } = openForm({ current: 95 }, [buildRequest("2026-12-07")]);
    const sentence = await screen.findByText(messages.vacationHoursAvailable(95));
    // The spec's sentence is an element of its own, exactly; its year stands beside it.
    expect(sentence.textContent).toBe("You have 95 vacation hours available.");
    expect(sentence.closest("p")).toBe(lineOf(2026));
    expect(lineOf(2026)).toHaveTextContent(/^2026\s*You have 95 vacation hours available\.$/);
    expect(lineOf(2027)).toBeUndefined();
    // This year's balance is the spec's call, without a parameter.
    expect(yearsAsked(fetchMock)).toEqual([""]);
  });

  it.each(["rejected", "cancelled"] as const)(
    "shows no next year for a %s request there: it holds no hours",
    async (status) => {
      const { fetchMock } = openForm({ current: 95, 2027: 160 }, [
        buildRequest("2027-01-11", status),
      ]);
      await screen.findByText(messages.vacationHoursAvailable(95));
      await waitFor(() =>
        expect(apiCalls(fetchMock).some((call) => call.path.endsWith("/user/holiday-requests")))
          .toBe(true)
      );
      expect(lineOf(2027)).toBeUndefined();
      expect(yearsAsked(fetchMock)).toEqual([""]);
    },
  );

  it.each(["pending", "accepted", "cancel_requested"] as const)(
    "adds next year's balance, with its year, once a %s request starts there",
    async (status) => {
      const { fetchMock } = openForm({ current: 95, 2027: 130 }, [
        buildRequest("2026-12-07"),
        buildRequest("2027-01-11", status),
      ]);
      const next = await screen.findByText(messages.vacationHoursAvailable(130));
      expect(next.closest("p")).toBe(lineOf(2027));
      expect(lineOf(2027)).toHaveTextContent(/^2027\s*You have 130 vacation hours available\.$/);
      expect(lineOf(2026)).toHaveTextContent(messages.vacationHoursAvailable(95));
      expect(yearsAsked(fetchMock)).toEqual(["", "?year=2027"]);
    },
  );

  it("shows next year's balance as soon as the user books there", async () => {
    const balances: Record<string, number> = { current: 95, 2027: 160 };
    const { user } = openForm(balances);
    await screen.findByText(messages.vacationHoursAvailable(95));
    expect(lineOf(2027)).toBeUndefined();

    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2027-01-11" } });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2027-01-13" } });
    balances[2027] = 130; // what the server counts once the request is in
    await user.click(screen.getByRole("button", { name: messages.submitRequest }));

    expect(await screen.findByText(messages.holidayRequestSubmitted)).toBeInTheDocument();
    await waitFor(() =>
      expect(lineOf(2027)).toHaveTextContent(messages.vacationHoursAvailable(130))
    );
    // This year's line is unchanged: the booking counts in 2027.
    expect(lineOf(2026)).toHaveTextContent(messages.vacationHoursAvailable(95));
  });
});
