import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { USERS_CSV_COLUMNS } from "@shared/constants.ts";
import { messages } from "@shared/messages.ts";

import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { buildAdminUser, openManageUsers } from "@/testing/manage-users";

beforeAll(fillJsdomGaps);

beforeEach(() => {
  // Only the date is fixed (22 November 2026), so the year box starts at 2026.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const USERS = [
  buildAdminUser(),
  buildAdminUser({
    id: "00000000-0000-4000-8000-000000000102",
    firstName: "=Bob",
    lastName: "Ray, Jr",
    email: "bob@example.com",
    role: "global_admin",
    vacation_hours: -10,
    department_id: null,
    department: "No Department",
  }),
  buildAdminUser({
    id: "00000000-0000-4000-8000-000000000103",
    firstName: "Cy",
    lastName: "Old",
    email: "cy@example.com",
    start_date: "2025-03-01",
  }),
];

/** jsdom's Blob has no text(): read it the old way. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error("nothing was saved"));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function openUsers(answers: Parameters<typeof openManageUsers>[0] = {}) {
  return openManageUsers({
    "GET /admin/users": { body: USERS },
    "GET /departments": { body: [{ id: 1, name: "Production" }, { id: 2, name: "QC" }] },
    ...answers,
  });
}

describe("ManageUsers", () => {
  it("shows this year's starters, searched by name or email", async () => {
    const { user } = openUsers();
    expect(await screen.findByRole("row", { name: "Ann Lee" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Year" })).toHaveValue(2026);
    expect(screen.queryByRole("row", { name: "Cy Old" })).not.toBeInTheDocument();

    await user.type(screen.getByPlaceholderText(messages.usersSearchPlaceholder), "BOB@");
    expect(screen.getByRole("row", { name: "=Bob Ray, Jr" })).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: "Ann Lee" })).not.toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText(messages.usersSearchPlaceholder));
    fireEvent.change(screen.getByRole("spinbutton", { name: "Year" }), {
      target: { value: "2025" },
    });
    expect(screen.getByRole("row", { name: "Cy Old" })).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: "Ann Lee" })).not.toBeInTheDocument();
  });

  it("'All years' empties the year box and shows starters of every year", async () => {
    const { user } = openUsers();
    await screen.findByRole("row", { name: "Ann Lee" });
    expect(screen.queryByRole("row", { name: "Cy Old" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "All years" }));
    const year = screen.getByRole("spinbutton", { name: "Year" });
    expect(year).toHaveValue(null);
    expect(year).toHaveAttribute("placeholder", "All years");
    expect(screen.getByRole("row", { name: "Cy Old" })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: "Ann Lee" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All years" })).toBeDisabled();
  });

  it("shows the user just created: the year follows their start year (2025 by default)", async () => {
    const dee = buildAdminUser({
      id: "00000000-0000-4000-8000-000000000104",
      firstName: "Dee",
      lastName: "New",
      email: "dee@example.com",
      start_date: "2025-01-01",
    });
    const list = { body: USERS };
    const { user } = openUsers({
      "GET /admin/users": list,
      "POST /admin/users": { status: 201, body: dee },
    });
    await screen.findByRole("row", { name: "Ann Lee" });
    // A search that would hide the new user is cleared too.
    await user.type(screen.getByPlaceholderText(messages.usersSearchPlaceholder), "ann");
    await user.click(screen.getByRole("button", { name: messages.createUser }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("First Name"), "Dee");
    await user.type(within(dialog).getByLabelText("Last Name"), "New");
    await user.type(within(dialog).getByLabelText("Email"), "dee@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "long-password");
    list.body = [...USERS, dee]; // the server's list once Dee is in
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByRole("row", { name: "Dee New" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Year" })).toHaveValue(2025);
    expect(screen.getByPlaceholderText(messages.usersSearchPlaceholder)).toHaveValue("");
    expect(screen.getByRole("row", { name: "Cy Old" })).toBeInTheDocument();
    expect(screen.queryByText(messages.noMatchingUsers)).not.toBeInTheDocument();
  });

  it("exports what is shown to users_{year}.csv, escaped", async () => {
    const { user } = openUsers();
    await screen.findByRole("row", { name: "Ann Lee" });
    let saved: Blob | undefined;
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved = blob;
          return "blob:users";
        },
        revokeObjectURL: () => {},
      }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });

    await user.click(screen.getByRole("button", { name: messages.exportCsv }));
    expect(downloads).toEqual(["users_2026.csv"]);
    const text = (await readBlob(saved)).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")).toEqual([
      USERS_CSV_COLUMNS.join(","),
      "Ann,Lee,ann@example.com,Employee,120,160,2026-01-01,Production",
      '\'=Bob,"Ray, Jr",bob@example.com,Global Administrator,-10,160,2026-01-01,No Department',
      "",
    ]);
  });

  it("edits a row in place and sends only what changed; vacation hours stay read-only", async () => {
    const { user, changes } = openUsers({
      "PUT /admin/users/00000000-0000-4000-8000-000000000101": { body: USERS[0] },
    });
    const row = await screen.findByRole("row", { name: "Ann Lee" });
    await user.click(within(row).getByRole("button", { name: "Edit Ann Lee" }));
    const lastName = within(row).getByRole("textbox", { name: "Last Name" });
    expect(within(row).queryByRole("spinbutton", { name: "Vacation Hours" })).toBeNull();
    await user.clear(lastName);
    await user.type(lastName, "Lee-Smith");
    await user.clear(within(row).getByRole("spinbutton", { name: "Total Vacation Hours" }));
    await user.type(within(row).getByRole("spinbutton", { name: "Total Vacation Hours" }), "180");
    await user.click(within(row).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(messages.userUpdated)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: "/admin/users/00000000-0000-4000-8000-000000000101",
      body: { lastName: "Lee-Smith", total_vacation_hours: 180 },
    }]);
  });

  it("deletes after the confirmation dialog", async () => {
    const { user, changes } = openUsers({
      "DELETE /admin/users/00000000-0000-4000-8000-000000000101": { body: { message: "ok" } },
    });
    await user.click(await screen.findByRole("button", { name: "Delete Ann Lee" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete Ann Lee?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.userDeleted)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "DELETE",
      path: "/admin/users/00000000-0000-4000-8000-000000000101",
      body: undefined,
    }]);
  });

  it("creates a user with the defaults of 160 hours from 2025-01-01", async () => {
    const { user, changes } = openUsers({
      "POST /admin/users": { status: 201, body: USERS[0] },
    });
    await user.click(await screen.findByRole("button", { name: messages.createUser }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Total Vacation Hours")).toHaveValue(160);
    expect(within(dialog).getByLabelText("Start Date")).toHaveValue("01/01/2025");
    await user.type(within(dialog).getByLabelText("First Name"), "Dee");
    await user.type(within(dialog).getByLabelText("Last Name"), "New");
    await user.type(within(dialog).getByLabelText("Email"), "dee@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "long-password");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText(messages.userCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(changes()).toEqual([{
      method: "POST",
      path: "/admin/users",
      body: {
        firstName: "Dee",
        lastName: "New",
        email: "dee@example.com",
        password: "long-password",
        role: "employee",
        total_vacation_hours: 160,
        start_date: "2025-01-01",
        department_id: null,
      },
    }]);
  });

  it("checks the new user's fields before sending, each message beside its field", async () => {
    const { user, changes } = openUsers();
    await user.click(await screen.findByRole("button", { name: messages.createUser }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Last Name"), "New");
    await user.type(within(dialog).getByLabelText("Email"), "dee@localhost");
    await user.type(within(dialog).getByLabelText("Password"), "short");
    const start = within(dialog).getByLabelText("Start Date");
    await user.clear(start);
    await user.type(start, "31/02/2026");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await within(dialog).findByText("First Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Email must be a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Password must be at least 8 characters"))
      .toBeInTheDocument();
    expect(within(dialog).getByText("Start Date must be a date as dd/mm/yyyy"))
      .toBeInTheDocument();
    expect(within(dialog).getByLabelText("First Name")).toHaveFocus();
    expect(screen.queryByText(messages.failedToCreateUser)).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("shows 'Failed to create user' with the server's reason", async () => {
    const { user } = openUsers({
      "POST /admin/users": { status: 409, body: { error: "email: already in use" } },
    });
    await user.click(await screen.findByRole("button", { name: messages.createUser }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("First Name"), "Dee");
    await user.type(within(dialog).getByLabelText("Last Name"), "New");
    await user.type(within(dialog).getByLabelText("Email"), "ann@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "long-password");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText(messages.failedToCreateUser)).toBeInTheDocument();
    // In the dialog's words, under the toast's title and beside the field.
    const words = "Email already in use";
    expect(screen.getByText(words, { selector: ":not([data-slot=form-message])" }))
      .toBeInTheDocument();
    expect(within(dialog).getByText(words, { selector: "[data-slot=form-message]" }))
      .toBeInTheDocument();
  });
});
