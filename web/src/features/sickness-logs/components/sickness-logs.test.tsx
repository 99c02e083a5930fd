import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import type { AppRole } from "@shared/roles.ts";

import type { PickerUser } from "@/components/user-picker";
import SicknessLogsRoute from "@/app/routes/app/sickness-logs";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import type { SicknessLog } from "../api/get-sickness-logs";

const WIDE = globalThis.innerWidth;
afterEach(() => {
  globalThis.innerWidth = WIDE;
});

function buildLog(overrides: Partial<SicknessLog> = {}): SicknessLog {
  return {
    id: 1,
    user_id: "00000000-0000-4000-8000-000000000010",
    firstName: "Ann",
    lastName: "Lee",
    sick_from_date: "2026-03-02",
    sick_to_date: "2026-03-04",
    days: 3,
    reason: "Flu",
    ...overrides,
  };
}

const ADMIN_LOGS = [
  buildLog(),
  buildLog({
    id: 2,
    firstName: "Bob",
    lastName: "Ray",
    sick_to_date: null,
    days: null,
    reason: null,
  }),
];
// What the server sends a sickness user: no reason at all.
const CLERK_LOGS = ADMIN_LOGS.map(({ reason: _reason, ...log }) => log);

const CAT: PickerUser = {
  id: "00000000-0000-4000-8000-000000000030",
  firstName: "Cat",
  lastName: "Moss",
  email: "cat@example.com",
  department_id: 1,
  department: "QC",
};

function openLogs(role: AppRole, answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession(role);
  const fetchMock = stubApi({
    "GET /sickness-logs": {
      body: role === "global_admin" ? ADMIN_LOGS : CLERK_LOGS,
      headers: { "X-Total-Count": "45" },
    },
    "GET /users": { body: [CAT], headers: { "X-Total-Count": "1" } },
    ...answers,
  });
  return { ...renderWithProviders(<SicknessLogsRoute />, { path: "/sickness-logs" }), fetchMock };
}

function rowTexts() {
  return screen.getAllByRole("row").map((row) =>
    within(row).queryAllByRole("cell").length
      ? within(row).getAllByRole("cell").map((cell) => cell.textContent)
      : within(row).getAllByRole("columnheader").map((cell) => cell.textContent)
  );
}

describe("Manage Sickness Logs, Global Administrator", () => {
  it("lists a page of logs with their reasons, '-' for a missing date, and pages", async () => {
    const { fetchMock, user } = openLogs("global_admin");
    expect(await screen.findByRole("heading", { level: 1, name: messages.manageSicknessLogsTitle }))
      .toBeInTheDocument();
    await screen.findByText("Ann Lee");
    expect(rowTexts()).toEqual([
      ["Name", "Sick From", "Sick To", "Days", "Reason", "Actions"],
      ["Ann Lee", "02/03/2026", "04/03/2026", "3", "Flu", "EditDelete"],
      ["Bob Ray", "02/03/2026", "-", "-", "N/A", "EditDelete"],
    ]);
    expect(screen.getByText(messages.pageOf(1, 3))).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(apiCalls(fetchMock).at(-1)?.search).toBe("?limit=20&offset=20"));
  });

  it("sends the search to the server and starts again on page 1", async () => {
    const { fetchMock, user } = openLogs("global_admin");
    await screen.findByText("Ann Lee");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByPlaceholderText(messages.sicknessSearchPlaceholder), "02/03/2026");
    await waitFor(() =>
      expect(apiCalls(fetchMock).at(-1)?.search).toBe("?q=02%2F03%2F2026&limit=20&offset=0")
    );
  });

  it("creates a log with a user from the picker, dates and a reason", async () => {
    const { fetchMock, user } = openLogs("global_admin", {
      "POST /sickness-logs": { status: 201, body: buildLog({ id: 3 }) },
    });
    await user.click(await screen.findByRole("button", { name: messages.createLog }));
    const dialog = await screen.findByRole("dialog", { name: messages.createLog });
    await user.type(within(dialog).getByPlaceholderText(messages.searchAndSelectUser), "cat");
    await user.click(await within(dialog).findByRole("option", { name: /Cat Moss/ }));
    await user.type(within(dialog).getByLabelText("Sick From"), "2026-03-09");
    await user.type(within(dialog).getByLabelText("Sick To"), "2026-03-10");
    await user.type(within(dialog).getByLabelText("Reason"), "Migraine");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText(messages.logCreated)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).find((c) => c.method === "POST")?.body).toEqual({
      user_id: CAT.id,
      sick_from_date: "2026-03-09",
      sick_to_date: "2026-03-10",
      reason: "Migraine",
    });
  });

  it("checks the fields before sending and says what is wrong beside each, in its words", async () => {
    const { fetchMock, user } = openLogs("global_admin");
    await user.click(await screen.findByRole("button", { name: messages.createLog }));
    const dialog = await screen.findByRole("dialog", { name: messages.createLog });
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("User is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Sick From is required")).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: "User" })).toHaveFocus();
    expect(within(dialog).getByLabelText("Sick From")).toHaveAttribute("aria-invalid", "true");

    await user.type(within(dialog).getByPlaceholderText(messages.searchAndSelectUser), "cat");
    await user.click(await within(dialog).findByRole("option", { name: /Cat Moss/ }));
    await user.type(within(dialog).getByLabelText("Sick From"), "10/03/2026");
    await user.type(within(dialog).getByLabelText("Sick To"), "09/03/2026");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Sick To must be on or after Sick From"))
      .toBeInTheDocument();
    expect(within(dialog).queryByText("User is required")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Sick To")).toHaveFocus();
    expect(screen.queryByText(/user_id|sick_from_date|sick_to_date/)).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal under 'Failed to create log' and beside its field", async () => {
    const { user } = openLogs("global_admin", {
      "POST /sickness-logs": {
        status: 400,
        body: { error: "user_id: must be an existing, active user" },
      },
    });
    await user.click(await screen.findByRole("button", { name: messages.createLog }));
    const dialog = await screen.findByRole("dialog", { name: messages.createLog });
    await user.type(within(dialog).getByPlaceholderText(messages.searchAndSelectUser), "cat");
    await user.click(await within(dialog).findByRole("option", { name: /Cat Moss/ }));
    await user.type(within(dialog).getByLabelText("Sick From"), "2026-03-09");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText(messages.failedToCreateLog)).toBeInTheDocument();
    const words = "User must be an existing, active user";
    expect(screen.getByText(words, { selector: ":not([data-slot=form-message])" }))
      .toBeInTheDocument();
    expect(within(dialog).getByText(words, { selector: "[data-slot=form-message]" }))
      .toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("edits a log's dates and reason with the user read-only", async () => {
    const { fetchMock, user } = openLogs("global_admin", {
      "PUT /sickness-logs/1": { body: buildLog({ reason: "Cold" }) },
    });
    const row = (await screen.findByText("Ann Lee")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Log" });
    expect(within(dialog).getByLabelText("User")).toHaveValue("Ann Lee");
    expect(within(dialog).getByLabelText("User")).toBeDisabled();
    expect(within(dialog).getByLabelText("Sick From")).toHaveValue("02/03/2026");
    const reason = within(dialog).getByLabelText("Reason");
    expect(reason).toHaveValue("Flu");
    await user.clear(reason);
    await user.type(reason, "Cold");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(messages.logUpdated)).toBeInTheDocument();
    expect(apiCalls(fetchMock).find((c) => c.method === "PUT")?.body).toEqual({
      sick_from_date: "2026-03-02",
      sick_to_date: "2026-03-04",
      reason: "Cold",
    });
  });

  it("deletes a log after the confirm", async () => {
    const { fetchMock, user } = openLogs("global_admin", {
      "DELETE /sickness-logs/2": { body: { message: "Sickness log deleted" } },
    });
    const confirm = vi.spyOn(globalThis, "confirm").mockReturnValue(true);
    const row = (await screen.findByText("Bob Ray")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith(messages.confirmDeleteLog);
    expect(await screen.findByText(messages.logDeleted)).toBeInTheDocument();
    expect(apiCalls(fetchMock).some((c) => c.method === "DELETE")).toBe(true);
  });

  it("shows 'Failed to fetch logs' when the list cannot be read", async () => {
    openLogs("global_admin", { "GET /sickness-logs": { status: 500, body: { error: "x" } } });
    expect((await screen.findAllByText(messages.failedToFetchLogs)).length).toBeGreaterThan(0);
  });
});

describe("Manage Sickness Logs, Sickness User", () => {
  it("never shows a Reason column or field, and sends no reason", async () => {
    const { fetchMock, user } = openLogs("sickness_user", {
      "PUT /sickness-logs/1": { body: CLERK_LOGS[0] },
    });
    await screen.findByText("Ann Lee");
    expect(rowTexts()[0]).toEqual(["Name", "Sick From", "Sick To", "Days", "Actions"]);
    expect(screen.queryByText("Flu")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: messages.createLog }));
    let dialog = await screen.findByRole("dialog", { name: messages.createLog });
    expect(within(dialog).queryByLabelText("Reason")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    const row = screen.getByText("Ann Lee").closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    dialog = await screen.findByRole("dialog", { name: "Edit Log" });
    expect(within(dialog).queryByLabelText("Reason")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.logUpdated)).toBeInTheDocument();
    expect(apiCalls(fetchMock).find((c) => c.method === "PUT")?.body).toEqual({
      sick_from_date: "2026-03-02",
      sick_to_date: "2026-03-04",
    });
  });

  it("shows cards without a reason on a phone", async () => {
    globalThis.innerWidth = 375;
    openLogs("sickness_user");
    const card = await screen.findByRole("group", { name: "Ann Lee" });
    expect(within(card).getByText("Sick From")).toBeInTheDocument();
    expect(within(card).queryByText("Reason")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
