import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import PlanningRoute from "@/app/routes/app/planning";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import type { PlanningAppointment } from "../api/get-planning-appointments";
import type { PlanningHoliday } from "../api/get-planning-holidays";

const ANN: PlanningHoliday = {
  id: 11,
  user_id: "u1",
  firstName: "Ann",
  lastName: "Lee",
  department: "Production",
  start_date: "2026-03-02",
  end_date: "2026-03-05",
  start_day_type: "full",
  end_day_type: "morning",
  status: "accepted",
  requested_hours: 35,
};
const CAT: PlanningHoliday = {
  ...ANN,
  id: 12,
  firstName: "Cat",
  lastName: "Moss",
  department: "QC",
  start_date: "2026-03-16",
  end_date: "2026-03-16",
  end_day_type: "full",
  status: "pending",
  requested_hours: 10,
};
const DENTIST: PlanningAppointment = {
  id: 21,
  user_id: "u2",
  firstName: "Bob",
  lastName: "Ray",
  reason: "Dentist",
  event_from_date: "2026-03-10",
  event_to_date: "2026-03-10",
  start_time: "09:00",
  end_time: "11:30",
};

const DEPARTMENTS = [{ id: 1, name: "Production" }, { id: 2, name: "QC" }];

// Radix Select asks jsdom for pointer capture and scrolling, which it lacks.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  // Only the clock's date is fixed (15 March 2026): timers stay real for the UI.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

function openPlanning(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /holidays/planning": { body: [ANN, CAT] },
    "GET /appointment-logs": { body: [DENTIST] },
    "GET /departments": { body: DEPARTMENTS },
    ...answers,
  });
  return { ...renderWithProviders(<PlanningRoute />, { path: "/planning" }), fetchMock };
}

function queryOf(call: { search: string }) {
  return Object.fromEntries(new URLSearchParams(call.search));
}

describe("Holiday Planning calendar", () => {
  it("shows this month from Monday with holidays and appointments, loading that range only", async () => {
    const { fetchMock } = openPlanning();
    // The first test pays for loading the screen's chunk and FullCalendar.
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.holidayPlanning }, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Ann Lee (full - morning, 35h)")).toBeInTheDocument();
    expect(screen.getByText("Cat Moss (full - full, 10h)")).toBeInTheDocument();
    expect(screen.getByText("Appointment: Bob Ray - Dentist")).toBeInTheDocument();
    expect(screen.getByText("March 2026")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader")[0]).toHaveTextContent("Mon");
    expect(screen.getByRole("button", { name: messages.viewCalendar }))
      .toHaveAttribute("aria-pressed", "true");

    const calls = apiCalls(fetchMock);
    const planning = calls.filter((c) => c.path.endsWith("/holidays/planning")).map(queryOf);
    // March 2026 shows 23 February to 5 April.
    expect(planning).toEqual([{ startDate: "2026-02-23", endDate: "2026-04-05", department: "" }]);
    const appointments = calls.filter((c) => c.path.endsWith("/appointment-logs")).map(queryOf);
    expect(appointments).toEqual([{ from: "2026-02-23", to: "2026-04-05" }]);
  });

  it("reloads for the next month's range", async () => {
    const { fetchMock, user } = openPlanning();
    await screen.findByText("Ann Lee (full - morning, 35h)");
    await user.click(screen.getByRole("button", { name: "Next Month" }));
    expect(await screen.findByText("April 2026")).toBeInTheDocument();
    await waitFor(() => {
      const planning = apiCalls(fetchMock).filter((c) => c.path.endsWith("/holidays/planning"));
      expect(queryOf(planning.at(-1)!)).toEqual({
        startDate: "2026-03-30",
        endDate: "2026-05-10",
        department: "",
      });
    });
  });

  it("opens a holiday's details and cancels it after the confirm", async () => {
    const { fetchMock, user } = openPlanning({
      "POST /admin/holiday-requests/11/cancel": { body: { ...ANN, status: "cancelled" } },
    });
    const confirm = vi.spyOn(globalThis, "confirm").mockReturnValue(true);
    await user.click(await screen.findByText("Ann Lee (full - morning, 35h)"));

    const dialog = await screen.findByRole("dialog", { name: messages.holidayRequestDetails });
    for (
      const text of [
        "Ann Lee",
        "Production",
        "02/03/2026",
        "05/03/2026",
        "Full Day to Morning",
        "35 hours",
        "Approved",
      ]
    ) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith(messages.confirmPlanningCancelHoliday);
    expect(await screen.findByText(messages.holidayCancelled)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      apiCalls(fetchMock).some((c) =>
        c.method === "POST" && c.path.endsWith("/admin/holiday-requests/11/cancel")
      ),
    ).toBe(true);
  });

  it("says so when the server refuses to cancel a pending holiday", async () => {
    const { user } = openPlanning({
      "POST /admin/holiday-requests/12/cancel": {
        status: 409,
        body: { error: "Only an approved request can be cancelled" },
      },
    });
    vi.spyOn(globalThis, "confirm").mockReturnValue(true);
    await user.click(await screen.findByText("Cat Moss (full - full, 10h)"));
    const dialog = await screen.findByRole("dialog", { name: messages.holidayRequestDetails });
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.failedToCancelHolidayRequest)).toBeInTheDocument();
    expect(screen.getByText("Only an approved request can be cancelled")).toBeInTheDocument();
  });

  it("deletes an appointment after the confirm, and does nothing when dismissed", async () => {
    const { fetchMock, user } = openPlanning({ "DELETE /appointment-logs/21": { body: {} } });
    const confirm = vi.spyOn(globalThis, "confirm").mockReturnValue(false);
    await user.click(await screen.findByText("Appointment: Bob Ray - Dentist"));
    const dialog = await screen.findByRole("dialog", { name: messages.appointmentDetails });
    for (const text of ["Bob Ray", "10/03/2026", "09:00", "11:30", "Dentist"]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith(messages.confirmDeleteAppointment);
    expect(apiCalls(fetchMock).some((c) => c.method === "DELETE")).toBe(false);

    confirm.mockReturnValue(true);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.appointmentDeleted)).toBeInTheDocument();
    expect(
      apiCalls(fetchMock).some((c) =>
        c.method === "DELETE" && c.path.endsWith("/appointment-logs/21")
      ),
    ).toBe(true);
  });

  it("shows three on a crowded day and '+N more', which lists the whole day", async () => {
    const crowd = ["Amy", "Ben", "Cal", "Dot", "Eli", "Fay"].map((firstName, n) => ({
      ...CAT,
      id: 100 + n,
      firstName,
      status: "accepted",
    }));
    const { user } = openPlanning({ "GET /holidays/planning": { body: crowd } });
    const more = await screen.findByText("+3 more");
    // A button that says what it opens (jsdom cannot measure, so FullCalendar may hide it).
    const moreButton = more.closest(".fc-event");
    expect(moreButton).toHaveAttribute("role", "button");
    expect(moreButton).toHaveAccessibleName("+3 more (6 in all on 16/03/2026)");
    expect(screen.getByText("Amy Moss (full - full, 10h)")).toBeInTheDocument();
    expect(screen.queryByText("Fay Moss (full - full, 10h)")).not.toBeInTheDocument();

    await user.click(more);
    const day = await screen.findByRole("dialog", { name: "16/03/2026" });
    expect(within(day).getAllByRole("listitem")).toHaveLength(6);
    await user.click(within(day).getByRole("button", { name: "Fay Moss (full - full, 10h)" }));
    const details = await screen.findByRole("dialog", { name: messages.holidayRequestDetails });
    expect(within(details).getByText("Fay Moss")).toBeInTheDocument();
  });

  it("says what the colours and marks mean in a legend", { timeout: 15_000 }, async () => {
    const { user } = openPlanning();
    await screen.findByText("Ann Lee (full - morning, 35h)");
    const legend = screen.getByRole("list", { name: "Legend" });
    const keys = () => within(legend).getAllByRole("listitem").map((item) => item.textContent);
    expect(keys()).toEqual([
      "Pending",
      "Appointment",
      "Weekend",
      "Bank holiday",
      "Production",
      "Cleaning",
      "Directors",
      "Engineers",
      "Floor",
      "G3",
      "Office",
      "Process",
      "QC",
      "Warehouse",
      "Other departments",
    ]);
    // The year view adds its day counts; the list has no days to mark.
    await user.click(screen.getByRole("button", { name: "Year" }));
    await waitFor(() => expect(keys()).toContain("3Holidays and appointments that day"));
    await user.click(screen.getByRole("button", { name: messages.viewList }));
    expect(keys()).not.toContain("Weekend");
    expect(keys()).not.toContain("Bank holiday");
    expect(keys()).toContain("Pending");
    expect(keys()).toContain("QC");
  });

  it("names another leave type on its event, in the list's Type and in the legend (issue 33)", {
    timeout: 15_000,
  }, async () => {
    const STUDY: PlanningHoliday = {
      ...CAT,
      id: 13,
      firstName: "Sam",
      start_date: "2026-03-18",
      end_date: "2026-03-18",
      status: "accepted",
      leave_type: { id: 11, name: "Study leave", colour: "#bef264" },
    };
    const { user } = openPlanning({ "GET /holidays/planning": { body: [ANN, CAT, STUDY] } });
    const event = await screen.findByText("Study leave: Sam Moss (full - full, 10h)");
    expect(event.closest(".fc-event")).toHaveStyle({ backgroundColor: "#bef264" });
    const legend = screen.getByRole("list", { name: "Legend" });
    const keys = within(legend).getAllByRole("listitem").map((item) => item.textContent);
    expect(keys.slice(0, 3)).toEqual(["Pending", "Appointment", "Study leave"]);
    await user.click(screen.getByRole("button", { name: messages.viewList }));
    const row = (await screen.findByRole("button", { name: "Sam Moss" })).closest("tr")!;
    expect(within(row).getByText("Study leave")).toBeInTheDocument();
    const ann = screen.getByRole("button", { name: "Ann Lee" }).closest("tr")!;
    expect(within(ann).getByText("Holiday")).toBeInTheDocument();
  });

  it("marks bank holidays by name and weekends in the month view", async () => {
    openPlanning();
    await screen.findByText("Ann Lee (full - morning, 35h)");
    // March 2026 as shown runs to Sunday 5 April: Good Friday is the 3rd.
    const goodFriday = document.querySelector<HTMLElement>('td[data-date="2026-04-03"]')!;
    expect(goodFriday).toHaveClass("planning-bank-holiday");
    expect(within(goodFriday).getByText("Good Friday")).toBeInTheDocument();
    expect(document.querySelector('td[data-date="2026-04-02"]')).not.toHaveClass(
      "planning-bank-holiday",
    );
    expect(document.querySelector('td[data-date="2026-03-14"]')).toHaveClass("fc-day-sat");
  });

  it("marks the public holidays the server answers, named as it names them", async () => {
    const { fetchMock } = openPlanning({
      "GET /bank-holidays": { body: [{ date: "2026-03-18", name: "A made-up holiday" }] },
    });
    await screen.findByText("Ann Lee (full - morning, 35h)");
    const madeUp = document.querySelector<HTMLElement>('td[data-date="2026-03-18"]')!;
    expect(madeUp).toHaveClass("planning-bank-holiday");
    expect(within(madeUp).getByText("A made-up holiday")).toBeInTheDocument();
    // Good Friday is not in this answer: the web app marks no holiday of its own.
    expect(document.querySelector('td[data-date="2026-04-03"]')).not.toHaveClass(
      "planning-bank-holiday",
    );
    const asked = apiCalls(fetchMock).filter((c) => c.path.endsWith("/bank-holidays"));
    expect(asked.map(queryOf)).toEqual([{ from: "2026", to: "2028" }]);
  });

  it("shows an event's full title in a tooltip on keyboard focus and on hover", async () => {
    const { user } = openPlanning();
    const title = "Ann Lee (full - morning, 35h)";
    const event = (await screen.findByText(title)).closest<HTMLElement>(".fc-event")!;
    // A button the keyboard reaches, named by its whole title.
    expect(event).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("button", { name: title })).toBe(event);
    act(() => event.focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent(title);
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    act(() => event.blur());

    const dentist = screen.getByText("Appointment: Bob Ray - Dentist");
    await user.hover(dentist);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Appointment: Bob Ray - Dentist");
    await user.unhover(dentist);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("names cells by what they show and leaves no unnamed toolbar icon", async () => {
    openPlanning();
    await screen.findByText("Ann Lee (full - morning, 35h)");
    expect(document.querySelectorAll("td.fc-daygrid-day[aria-labelledby]")).toHaveLength(0);
    const icons = [...document.querySelectorAll(".fc-toolbar .fc-icon")];
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("button", { name: "Previous Month" })).toBeInTheDocument();
  });

  it("shows a count per day in the year view, which lists that whole day at once", {
    timeout: 15_000,
  }, async () => {
    const crowd = ["Amy", "Ben", "Cal", "Dot", "Eli"].map((firstName, n) => ({
      ...CAT,
      id: 100 + n,
      firstName,
      status: n === 0 ? "pending" : "accepted",
    }));
    const dentist = { ...DENTIST, event_from_date: "2026-03-16", event_to_date: "2026-03-16" };
    const { fetchMock, user } = openPlanning({
      "GET /holidays/planning": { body: [ANN, ...crowd] },
      "GET /appointment-logs": { body: [dentist] },
    });
    await screen.findByText("Ann Lee (full - morning, 35h)");
    await user.click(screen.getByRole("button", { name: "Year" }));
    await waitFor(() => {
      const last = apiCalls(fetchMock).filter((c) => c.path.endsWith("/holidays/planning")).at(-1)!;
      expect(queryOf(last)).toEqual({
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        department: "",
      });
    });

    // Six on 16 March: five holidays, one pending, and an appointment; Ann's four days one each.
    const busy = await screen.findByRole("button", {
      name: "6 on 16/03/2026: 5 holidays (1 pending), 1 appointment",
    });
    expect(busy).toHaveTextContent(/^6$/);
    expect(busy).toHaveClass("planning-day-count-pending");
    expect(screen.getByRole("button", { name: "1 on 05/03/2026: 1 holiday" })).toHaveTextContent(
      "1",
    );
    // No event bars and no '+N more' of FullCalendar's own in the year view.
    expect(document.querySelectorAll(".fc-multimonth .fc-event")).toHaveLength(0);
    expect(document.querySelectorAll(".fc-daygrid-more-link")).toHaveLength(0);

    await user.click(busy);
    const day = await screen.findByRole("dialog", { name: "16/03/2026" });
    expect(day).toHaveAccessibleDescription("5 holidays (1 pending), 1 appointment");
    const items = within(day).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.textContent)).toContain(
      "Amy Moss (full - full, 10h)Pending",
    );
    expect(within(day).queryByText(/more/)).not.toBeInTheDocument();
    await user.click(within(day).getByRole("button", { name: "Appointment: Bob Ray - Dentist" }));
    expect(await screen.findByRole("dialog", { name: messages.appointmentDetails }))
      .toBeInTheDocument();
  });

  it("opens the year view at this month, each count under its day after a person's sign", {
    timeout: 15_000,
  }, async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = openPlanning({ "GET /holidays/planning": { body: [ANN] } });
      await screen.findByText("Ann Lee (full - morning, 35h)");
      await user.click(screen.getByRole("button", { name: "Year" }));
      // March 2026 on the clock (15 March): its month, not January, is brought into view.
      await waitFor(() =>
        expect(scrolled.map((month) => month.getAttribute("data-date")))
          .toEqual(["2026-03"])
      );
      expect(scrolled[0]).toHaveClass("fc-multimonth-month");
      const count = await screen.findByRole("button", { name: /^1 on 05\/03\/2026/ });
      // The count sits in the year view's column of number then count, not beside the number.
      expect(count.parentElement).toHaveClass("planning-day-top-year");
      // Next year and back: no jump on prev and next.
      await user.click(screen.getByRole("button", { name: "Next Year" }));
      await user.click(screen.getByRole("button", { name: "Previous Year" }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(scrolled).toHaveLength(1);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows the spec's message when the planning cannot be fetched", async () => {
    openPlanning({ "GET /holidays/planning": { status: 500, body: { error: "boom" } } });
    expect(await screen.findByText(messages.failedToFetchHolidayPlanning)).toBeInTheDocument();
  });
});

describe("Holiday Planning list", () => {
  it("lists this month by start date, searches, and switches to a year", async () => {
    const { fetchMock, user } = openPlanning();
    await user.click(await screen.findByRole("button", { name: messages.viewList }));
    expect(screen.getByLabelText(messages.selectMonth)).toHaveValue("2026-03");

    const rows = await screen.findAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "NameDepartmentStart DateEnd DateTypeHours",
      "Ann LeeProduction02/03/202605/03/2026Holiday35 hours",
      "Bob RayN/A10/03/202610/03/2026AppointmentN/A",
      "Cat MossQC16/03/202616/03/2026Holiday10 hours",
    ]);
    expect(
      queryOf(apiCalls(fetchMock).filter((c) => c.path.endsWith("/holidays/planning")).at(-1)!),
    )
      .toEqual({ startDate: "2026-03-01", endDate: "2026-03-31", department: "" });

    await user.type(screen.getByPlaceholderText(messages.planningSearchPlaceholder), "qc");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    expect(screen.getByText("Cat Moss")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: messages.viewByYear }));
    expect(screen.getByLabelText(messages.selectYear)).toHaveValue(2026);
    await waitFor(() => {
      const last = apiCalls(fetchMock).filter((c) => c.path.endsWith("/holidays/planning")).at(-1)!;
      expect(queryOf(last)).toEqual({
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        department: "",
      });
    });
  });

  it("filters by department through the server", async () => {
    const { fetchMock, user } = openPlanning();
    await user.click(await screen.findByRole("button", { name: messages.viewList }));
    await user.click(screen.getByRole("combobox", { name: messages.filterByDepartment }));
    await user.click(await screen.findByRole("option", { name: "QC" }));
    await waitFor(() => {
      const last = apiCalls(fetchMock).filter((c) => c.path.endsWith("/holidays/planning")).at(-1)!;
      expect(queryOf(last).department).toBe("QC");
    });
  });
});

describe("Who's off (issue 31, item 7)", () => {
  // Today is Sunday 15 March 2026: the agenda runs to Sunday 22 March.
  const EVE: PlanningHoliday = {
    ...ANN,
    id: 13,
    firstName: "Eve",
    lastName: "Hart",
    start_date: "2026-03-16",
    end_date: "2026-03-18",
    start_day_type: "afternoon",
    end_day_type: "full",
    requested_hours: 25,
  };
  const CHECK_UP: PlanningAppointment = {
    ...DENTIST,
    id: 22,
    event_from_date: "2026-03-17",
    event_to_date: "2026-03-17",
  };
  const answers = {
    "GET /holidays/planning": { body: [CAT, EVE] },
    "GET /appointment-logs": { body: [CHECK_UP] },
  };
  const WIDE = globalThis.innerWidth;
  afterEach(() => {
    globalThis.innerWidth = WIDE;
  });

  it("lists today and the next 7 days by department, loading that week only", async () => {
    const { fetchMock, user } = openPlanning(answers);
    await user.click(await screen.findByRole("button", { name: "Who's off" }));
    const agenda = await screen.findByRole("region", {
      name: "Who's off: today and the next 7 days",
    });
    const days = within(agenda).getAllByRole("heading", { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      "Today, Sun 15 Mar 2026",
      "Mon 16 Mar 2026",
      "Tue 17 Mar 2026",
      "Wed 18 Mar 2026",
      "Thu 19 Mar 2026",
      "Fri 20 Mar 2026",
      "Sat 21 Mar 2026",
      "Sun 22 Mar 2026",
    ]);
    const monday = within(agenda).getAllByRole("listitem")
      .find((item) => item.querySelector("h3")?.textContent === "Mon 16 Mar 2026")!;
    // Departments A to Z, each with its people off: Eve's half day, Cat's pending day.
    expect(within(monday).getAllByRole("heading", { level: 4 }).map((h) => h.textContent))
      .toEqual(["Production", "QC"]);
    expect(within(monday).getByRole("button", { name: /Eve Hart/ }))
      .toHaveTextContent("Holiday (afternoon), until Wed 18 Mar 2026");
    expect(within(monday).getByRole("button", { name: /Cat Moss/ })).toHaveTextContent("Pending");
    const tuesday = within(agenda).getAllByRole("listitem")
      .find((item) => item.querySelector("h3")?.textContent === "Tue 17 Mar 2026")!;
    expect(within(tuesday).getByRole("button", { name: /Bob Ray/ }))
      .toHaveTextContent("Appointment, 09:00–11:30");
    const sunday = within(agenda).getAllByRole("listitem")[0];
    expect(sunday).toHaveTextContent("Weekend");
    expect(sunday).toHaveTextContent("Nobody off");

    const planning = apiCalls(fetchMock).filter((c) => c.path.endsWith("/holidays/planning"))
      .map(queryOf).at(-1);
    expect(planning).toEqual({ startDate: "2026-03-15", endDate: "2026-03-22", department: "" });

    // A person opens their details, as an event of the calendar does.
    await user.click(within(tuesday).getByRole("button", { name: /Bob Ray/ }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("Dentist");
  });

  it("opens at Who's off on a phone once picked there, and at the calendar on wider screens", async () => {
    globalThis.innerWidth = 375;
    const first = openPlanning(answers);
    expect(await screen.findByRole("button", { name: messages.viewCalendar }))
      .toHaveAttribute("aria-pressed", "true");
    await first.user.click(screen.getByRole("button", { name: "Who's off" }));
    await screen.findByRole("region", { name: "Who's off: today and the next 7 days" });
    first.unmount();

    const again = openPlanning(answers);
    expect(await screen.findByRole("button", { name: "Who's off" }))
      .toHaveAttribute("aria-pressed", "true");
    expect(await screen.findAllByRole("button", { name: /Eve Hart/ })).toHaveLength(3);
    again.unmount();

    globalThis.innerWidth = WIDE;
    const wide = openPlanning(answers);
    expect(await screen.findByRole("button", { name: messages.viewCalendar }))
      .toHaveAttribute("aria-pressed", "true");
    wide.unmount();

    // Picking another view on the phone forgets it.
    globalThis.innerWidth = 375;
    const last = openPlanning(answers);
    await last.user.click(await screen.findByRole("button", { name: messages.viewList }));
    last.unmount();
    openPlanning(answers);
    expect(await screen.findByRole("button", { name: messages.viewCalendar }))
      .toHaveAttribute("aria-pressed", "true");
  });
});
