// The request form's leave types (issue 33): no picker while Holiday is the only type the user
// may file; with more, a labelled picker, a note, whole days for a type without half days, a
// preview of what the request takes from, and the type and note sent. The balance card gains a
// line per type with an allowance of its own.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import type { LeaveBalance, LeaveTypeSummary } from "@shared/schemas/leave-types.ts";
import type { OwnToil } from "@shared/schemas/toil.ts";

import HolidaysRequestRoute from "@/app/routes/app/holidays-request";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { holidayRequestMessages } from "../messages";

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  storeSession("employee");
});

afterEach(() => {
  vi.useRealTimers();
});

const type = (fields: Partial<LeaveTypeSummary> & { id: number; name: string }) => ({
  colour: "#c4b5fd",
  deductsFromAllowance: false,
  allowanceHours: null,
  needsApproval: true,
  halfDays: true,
  noteRequired: false,
  filedBy: "employee" as const,
  ...fields,
});
const HOLIDAY = type({ id: 1, name: "Holiday", colour: "#93c5fd", deductsFromAllowance: true });
const COMPASSIONATE = type({ id: 3, name: "Compassionate leave" });
const PATERNITY = type({
  id: 6,
  name: "Paternity",
  colour: "#7dd3fc",
  allowanceHours: 80,
  halfDays: false,
});
const JURY = type({ id: 4, name: "Jury service", noteRequired: true, halfDays: false });
const MATERNITY = type({ id: 5, name: "Maternity", filedBy: "admin" });
const TOIL = type({ id: 12, name: "Time off in lieu" });
const PATERNITY_LINE: LeaveBalance = {
  leaveTypeId: 6,
  name: "Paternity",
  colour: "#7dd3fc",
  allowanceHours: 80,
  takenHours: 16,
  leftHours: 64,
};

async function openForm(types: LeaveTypeSummary[], lines: LeaveBalance[] = [], toil?: OwnToil) {
  const fetchMock = stubApi({
    "GET /vacation-days": { body: { vacation_hours: 100 } },
    "GET /leave-types": { body: types },
    "GET /leave-balances": { body: lines },
    ...(toil ? { "GET /toil": { body: toil } } : {}),
    "POST /vacation-request": {
      status: 201,
      body: {
        id: 9,
        user_id: "6f1c2b7e-2a39-4c5e-9d4c-3f0f5a1e7b21",
        start_date: "2026-12-07",
        end_date: "2026-12-08",
        start_day_type: "full",
        end_day_type: "full",
        status: "pending",
        requested_hours: 20,
        deny_reason: null,
        cancel_reject_reason: null,
        created_at: "2026-11-22 10:00:00",
      },
    },
  });
  const view = renderWithProviders(<HolidaysRequestRoute />, { path: "/holidays-request" });
  await screen.findByText("You have 100 vacation hours available.");
  return { ...view, fetchMock };
}

function setDate(label: "Start Date" | "End Date", value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function chooseType(user: { click: (e: Element) => Promise<void> }, name: string) {
  await user.click(screen.getByLabelText(holidayRequestMessages.leaveType));
  await user.click(await screen.findByRole("option", { name }));
}

describe("the leave type picker", () => {
  it("is not shown while Holiday is the only type the user may file", async () => {
    // Maternity is filed by an administrator: an employee sees Holiday alone.
    const { fetchMock } = await openForm([HOLIDAY, MATERNITY]);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/leave-types"))).toBe(true)
    );
    expect(screen.queryByLabelText(holidayRequestMessages.leaveType)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(holidayRequestMessages.note)).not.toBeInTheDocument();
  });

  it("is shown with two types, keeps Holiday first, and sends the spec's payload for it", async () => {
    const { user, fetchMock } = await openForm([HOLIDAY, COMPASSIONATE]);
    const picker = await screen.findByLabelText(holidayRequestMessages.leaveType);
    expect(picker).toHaveTextContent("Holiday");
    setDate("Start Date", "2026-12-07");
    setDate("End Date", "2026-12-08");
    await user.click(screen.getByRole("button", { name: messages.submitRequest }));
    await waitFor(() => expect(apiChanges(fetchMock)).toHaveLength(1));
    expect(apiChanges(fetchMock)[0].body).toEqual({
      startDate: "2026-12-07",
      endDate: "2026-12-08",
      startDayType: "full",
      endDayType: "full",
    });
  });

  it("files a type that does not deduct with its note, saying it takes nothing of the holiday allowance", async () => {
    const { user, fetchMock } = await openForm([HOLIDAY, COMPASSIONATE]);
    await chooseType(user, "Compassionate leave");
    setDate("Start Date", "2026-12-07");
    setDate("End Date", "2026-12-08");
    expect(await screen.findByText(holidayRequestMessages.notFromHolidayAllowance))
      .toBeInTheDocument();
    expect(screen.queryByText(/That leaves you/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(holidayRequestMessages.note), {
      target: { value: "  Funeral " },
    });
    await user.click(screen.getByRole("button", { name: messages.submitRequest }));
    await waitFor(() => expect(apiChanges(fetchMock)).toHaveLength(1));
    expect(apiChanges(fetchMock)[0].body).toEqual({
      startDate: "2026-12-07",
      endDate: "2026-12-08",
      startDayType: "full",
      endDayType: "full",
      leaveTypeId: 3,
      note: "Funeral",
    });
  });

  it("takes whole days only for a type without half days, and previews its own hours left", async () => {
    const { user } = await openForm([HOLIDAY, PATERNITY], [PATERNITY_LINE]);
    await chooseType(user, "Paternity");
    expect(screen.getByLabelText("Start Day Type")).toBeDisabled();
    expect(screen.getByLabelText("End Day Type")).toBeDisabled();
    setDate("Start Date", "2026-12-07");
    setDate("End Date", "2026-12-08");
    expect(
      await screen.findByText(holidayRequestMessages.ownHoursLeftAfter("Paternity", 44, 2026)),
    ).toBeInTheDocument();
  });

  it("asks for the note a type needs before sending", async () => {
    const { user, fetchMock } = await openForm([HOLIDAY, JURY]);
    await chooseType(user, "Jury service");
    setDate("Start Date", "2026-12-07");
    setDate("End Date", "2026-12-08");
    await user.click(screen.getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(holidayRequestMessages.noteRequired("Jury service")))
      .toBeInTheDocument();
    expect(screen.getByLabelText(/Note/)).toHaveFocus();
    expect(apiChanges(fetchMock)).toHaveLength(0);
  });
});

describe("the balance card's own allowances", () => {
  it("shows nothing more while no type has an allowance of its own", async () => {
    await openForm([HOLIDAY], []);
    expect(screen.queryByRole("list", { name: /leave allowances/ })).not.toBeInTheDocument();
  });

  it("shows a line per type with its own allowance", async () => {
    await openForm([HOLIDAY, PATERNITY], [PATERNITY_LINE]);
    const list = await screen.findByRole("list", { name: "Your 2026 leave allowances" });
    expect(within(list).getByText(holidayRequestMessages.ownAllowanceLine("Paternity", 64, 80)))
      .toBeInTheDocument();
    expect(screen.getByText("You have 100 vacation hours available.")).toBeInTheDocument();
  });

  it("shows the time off in lieu left while it is on", async () => {
    await openForm([HOLIDAY, PATERNITY], [], {
      active: true,
      typeName: "Time off in lieu",
      balance: 7.5,
      toilExpiryMonths: null,
      entries: [],
    });
    expect(await screen.findByText(holidayRequestMessages.toilLine("Time off in lieu", 7.5)))
      .toBeInTheDocument();
  });

  it("previews what a time off in lieu request leaves of the balance", async () => {
    const { user } = await openForm([HOLIDAY, TOIL], [], {
      active: true,
      typeName: "Time off in lieu",
      balance: 25,
      toilExpiryMonths: null,
      entries: [],
    });
    await screen.findByText(holidayRequestMessages.toilLine("Time off in lieu", 25));
    await chooseType(user, "Time off in lieu");
    setDate("Start Date", "2026-12-07");
    setDate("End Date", "2026-12-08");
    expect(
      await screen.findByText(holidayRequestMessages.toilLeftAfter("Time off in lieu", 5)),
    ).toBeInTheDocument();
  });
});
