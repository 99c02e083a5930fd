// Issue 15: the list runs oldest first with no search, so a log just created (or moved by an
// edit) would sit out of sight on another page. The list turns to its page and points it out.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

// Loaded up front so the lazy route renders at once (its first transform is slow).
import AppointmentLogsRoute from "@/app/routes/app/appointment-logs";
import type { PickerUser } from "@/components/user-picker";
import { jsonResponse } from "@/testing/admin-factories";
import { apiCalls, renderWithProviders, storeSession } from "@/testing/render-app";

import type { AppointmentLog } from "../api/get-appointment-logs";

function buildLog(id: number, overrides: Partial<AppointmentLog> = {}): AppointmentLog {
  return {
    id,
    user_id: "00000000-0000-4000-8000-000000000010",
    firstName: `First${id}`,
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

const CAT: PickerUser = {
  id: "00000000-0000-4000-8000-000000000030",
  firstName: "Cat",
  lastName: "Moss",
  email: "cat@example.com",
  department_id: 1,
  department: "QC",
};

/**
 * The server: `logs` in the list's order, paged by limit and offset; a log's position is its
 * index there; a created log is appended (it falls on the last page), an edited one moved to
 * `editedTo`.
 */
function stubServer(initial: AppointmentLog[], { editedTo }: { editedTo?: number } = {}) {
  let logs = [...initial];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/functions\/v1\/api/, "");
    const method = init?.method ?? "GET";
    if (method === "GET" && path === "/appointment-logs") {
      const offset = Number(url.searchParams.get("offset"));
      const limit = Number(url.searchParams.get("limit"));
      return Promise.resolve(
        jsonResponse(logs.slice(offset, offset + limit), { total: logs.length }),
      );
    }
    const position = /^\/appointment-logs\/(\d+)\/position$/.exec(path);
    if (method === "GET" && position) {
      const index = logs.findIndex((log) => log.id === Number(position[1]));
      return Promise.resolve(
        index < 0
          ? jsonResponse({ error: "Appointment log not found" }, { status: 404 })
          : jsonResponse({ index, total: logs.length }),
      );
    }
    if (method === "POST" && path === "/appointment-logs") {
      const created = buildLog(99, { firstName: "Cat", lastName: "Moss" });
      logs = [...logs, created];
      return Promise.resolve(jsonResponse(created, { status: 201 }));
    }
    const edit = /^\/appointment-logs\/(\d+)$/.exec(path);
    if (method === "PUT" && edit) {
      const id = Number(edit[1]);
      const edited = { ...logs.find((log) => log.id === id)!, reason: "Moved" };
      logs = logs.filter((log) => log.id !== id);
      logs.splice(editedTo ?? 0, 0, edited);
      return Promise.resolve(jsonResponse(edited));
    }
    if (method === "GET" && path === "/users") {
      return Promise.resolve(jsonResponse([CAT], { total: 1 }));
    }
    return Promise.resolve(jsonResponse({ error: `no stub for ${path}` }, { status: 404 }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const FORTY_FIVE = Array.from({ length: 45 }, (_, i) => buildLog(i + 1));

function openLogs(options: { editedTo?: number } = {}) {
  storeSession("global_admin");
  const fetchMock = stubServer(FORTY_FIVE, options);
  return {
    ...renderWithProviders(<AppointmentLogsRoute />, { path: "/appointment-logs" }),
    fetchMock,
  };
}

const highlighted = () => document.querySelectorAll("[data-highlighted]");

describe("a saved appointment log stays in view", () => {
  it("after Create the list turns to the page that holds the new log and points it out", async () => {
    const { user, fetchMock } = openLogs();
    expect(await screen.findByText(messages.pageOf(1, 3))).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: messages.createAppointmentLog }));
    const dialog = await screen.findByRole("dialog", { name: messages.createAppointmentLog });
    await user.type(within(dialog).getByPlaceholderText(messages.searchAndSelectUser), "cat");
    await user.click(await within(dialog).findByRole("option", { name: /Cat Moss/ }));
    await user.type(within(dialog).getByLabelText("Event From"), "2030-03-09");
    await user.type(within(dialog).getByLabelText("Start Time"), "14:00");
    await user.type(within(dialog).getByLabelText("End Time"), "15:30");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText(messages.appointmentLogCreated)).toBeInTheDocument();
    expect(await screen.findByText(messages.pageOf(3, 3))).toBeInTheDocument();
    const row = (await screen.findByText("Cat Moss")).closest("tr")!;
    expect(row).toHaveAttribute("data-highlighted");
    expect(highlighted()).toHaveLength(1);
    expect(apiCalls(fetchMock).some((call) => call.path.endsWith("/appointment-logs/99/position")))
      .toBe(true);
  });

  it("after an edit that moves a log to another page, the list follows it", async () => {
    const { user } = openLogs({ editedTo: 30 });
    const row = (await screen.findByText("First2 Lee")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Appointment Log" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(messages.appointmentLogUpdated)).toBeInTheDocument();
    expect(await screen.findByText(messages.pageOf(2, 3))).toBeInTheDocument();
    const moved = (await screen.findByText("First2 Lee")).closest("tr")!;
    expect(moved).toHaveTextContent("Moved");
    expect(moved).toHaveAttribute("data-highlighted");
  });

  it("points out the saved log on a phone's cards too", async () => {
    const wide = globalThis.innerWidth;
    globalThis.innerWidth = 375;
    try {
      const { user } = openLogs({ editedTo: 21 });
      const card = await screen.findByRole("group", { name: "First1 Lee" });
      await user.click(within(card).getByRole("button", { name: "Edit" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Appointment Log" });
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(await screen.findByText(messages.pageOf(2, 3))).toBeInTheDocument();
      const moved = await screen.findByRole("group", { name: "First1 Lee" });
      expect(moved.closest("li")).toHaveAttribute("data-highlighted");
    } finally {
      globalThis.innerWidth = wide;
    }
  });
});
