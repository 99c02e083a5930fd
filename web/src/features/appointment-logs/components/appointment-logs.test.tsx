import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import type { PickerUser } from "@/components/user-picker";
import AppointmentLogsRoute from "@/app/routes/app/appointment-logs";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import type { AppointmentLog } from "../api/get-appointment-logs";

const WIDE = globalThis.innerWidth;
afterEach(() => {
  globalThis.innerWidth = WIDE;
});

function buildLog(overrides: Partial<AppointmentLog> = {}): AppointmentLog {
  return {
    id: 1,
    user_id: "00000000-0000-4000-8000-000000000010",
    firstName: "Ann",
    lastName: "Lee",
    department: "Production",
    reason: "Dentist",
    event_from_date: "2026-03-02",
    event_to_date: "2026-03-02",
    start_time: "09:00",
    end_time: "11:30",
    ...overrides,
  };
}

const LOGS = [buildLog(), buildLog({ id: 2, firstName: "Bob", lastName: "Ray", reason: "" })];

const CAT: PickerUser = {
  id: "00000000-0000-4000-8000-000000000030",
  firstName: "Cat",
  lastName: "Moss",
  email: "cat@example.com",
  department_id: 1,
  department: "QC",
};

function openLogs(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /appointment-logs": { body: LOGS, headers: { "X-Total-Count": "2" } },
    "GET /users": { body: [CAT], headers: { "X-Total-Count": "1" } },
    ...answers,
  });
  return {
    ...renderWithProviders(<AppointmentLogsRoute />, { path: "/appointment-logs" }),
    fetchMock,
  };
}

describe("Manage Appointment Logs", () => {
  it("lists the first page with dates dd/MM/yyyy and times HH:MM", async () => {
    const { fetchMock } = openLogs();
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.manageAppointmentLogsTitle }),
    ).toBeInTheDocument();
    const rows = (await screen.findAllByRole("row")).map((row) => row.textContent);
    expect(rows).toEqual([
      "UserEvent FromStart TimeEvent ToEnd TimeReasonActions",
      "Ann Lee02/03/202609:0002/03/202611:30DentistEditDelete",
      "Bob Ray02/03/202609:0002/03/202611:30N/AEditDelete",
    ]);
    expect(screen.getByText(messages.pageOf(1, 1))).toBeInTheDocument();
    expect(apiCalls(fetchMock)[0].search).toBe("?limit=20&offset=0");
  });

  it("creates an appointment for a picked user", async () => {
    const { fetchMock, user } = openLogs({
      "POST /appointment-logs": { status: 201, body: buildLog({ id: 3 }) },
    });
    await user.click(await screen.findByRole("button", { name: messages.createAppointmentLog }));
    const dialog = await screen.findByRole("dialog", { name: messages.createAppointmentLog });
    await user.type(within(dialog).getByPlaceholderText(messages.searchAndSelectUser), "cat");
    await user.click(await within(dialog).findByRole("option", { name: /Cat Moss/ }));
    await user.type(within(dialog).getByLabelText("Event From"), "2026-03-09");
    await user.type(within(dialog).getByLabelText("Event To"), "2026-03-09");
    await user.type(within(dialog).getByLabelText("Start Time"), "14:00");
    await user.type(within(dialog).getByLabelText("End Time"), "15:30");
    await user.type(within(dialog).getByLabelText("Reason"), "Optician");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText(messages.appointmentLogCreated)).toBeInTheDocument();
    expect(apiCalls(fetchMock).find((c) => c.method === "POST")?.body).toEqual({
      user_id: CAT.id,
      event_from_date: "2026-03-09",
      event_to_date: "2026-03-09",
      start_time: "14:00",
      end_time: "15:30",
      reason: "Optician",
    });
  });

  it("checks an edit before sending, then shows the server's refusal beside its field", async () => {
    const refusal = {
      status: 400,
      body: { error: "reason: must not contain control or invisible characters" },
    };
    const { fetchMock, user } = openLogs({ "PUT /appointment-logs/1": refusal });
    const row = (await screen.findByText("Ann Lee")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Appointment Log" });
    expect(within(dialog).getByLabelText("User")).toHaveValue("Ann Lee");
    expect(within(dialog).getByLabelText("User")).toBeDisabled();
    expect(within(dialog).getByLabelText("Start Time")).toHaveValue("09:00");
    const end = within(dialog).getByLabelText("End Time");
    await user.clear(end);
    await user.type(end, "08:00");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("End Time must be after Start Time"))
      .toBeInTheDocument();
    expect(end).toHaveFocus();
    expect(screen.queryByText(/end_time|start_time/)).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((c) => c.method === "PUT")).toEqual([]);

    await user.clear(end);
    await user.type(end, "1200");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.failedToUpdateAppointmentLog)).toBeInTheDocument();
    const words = "Reason must not contain control or invisible characters";
    expect(within(dialog).getByText(words, { selector: "[data-slot=form-message]" }))
      .toBeInTheDocument();
    expect(apiCalls(fetchMock).find((c) => c.method === "PUT")?.body).toEqual({
      event_from_date: "2026-03-02",
      event_to_date: "2026-03-02",
      start_time: "09:00",
      end_time: "12:00",
      reason: "Dentist",
    });
  });

  it("deletes an appointment after the confirm", async () => {
    const { fetchMock, user } = openLogs({ "DELETE /appointment-logs/2": { body: {} } });
    const confirm = vi.spyOn(globalThis, "confirm").mockReturnValue(true);
    const row = (await screen.findByText("Bob Ray")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith(messages.confirmDeleteAppointment);
    expect(await screen.findByText(messages.appointmentLogDeleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        apiCalls(fetchMock).filter((c) =>
          c.method === "GET" && c.path.endsWith("/appointment-logs")
        ),
      )
        .toHaveLength(2)
    );
  });

  it("shows cards on a phone and the fetch failure message", async () => {
    globalThis.innerWidth = 375;
    openLogs();
    expect(await screen.findByRole("group", { name: "Ann Lee" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch appointment logs' when the list cannot be read", async () => {
    openLogs({ "GET /appointment-logs": { status: 500, body: { error: "x" } } });
    expect((await screen.findAllByText(messages.failedToFetchAppointmentLogs)).length)
      .toBeGreaterThan(0);
  });
});
