import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { CalendarFeedRow } from "@shared/schemas/calendar.ts";

import { CalendarFeedsButton } from "@/features/calendar-feeds/components/calendar-feeds-dialog";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import {
  apiChanges,
  renderApp,
  renderWithProviders,
  storeSession,
  stubApi,
} from "@/testing/render-app";

import { calendarFeedMessages as texts } from "../messages";

beforeAll(fillJsdomGaps);

const WIDE = globalThis.innerWidth;
afterEach(() => {
  globalThis.innerWidth = WIDE;
});

const TOKEN = "Xq3v9J0bZ8mYc2kP7sT1uW4eR6aD5fG0hL8nQ2wE3rT";
const ORIGIN = globalThis.location.origin;

const MINE: CalendarFeedRow = {
  id: 4,
  kind: "personal",
  departmentId: null,
  department: null,
  createdAt: "2026-06-01 09:30:00",
};
const DISPATCH: CalendarFeedRow = {
  id: 5,
  kind: "department",
  departmentId: 2,
  department: "Dispatch",
  createdAt: "2026-06-02 10:00:00",
};

/**
 * The button the layout's header shows on every screen, on the role's home screen; `app`: the
 * whole app there, for a test of where the layout puts the button.
 */
function openApp(
  role: "employee" | "global_admin",
  answers: Parameters<typeof stubApi>[0] = {},
  { app = false } = {},
) {
  storeSession(role);
  const fetchMock = stubApi({
    "GET /calendar-feeds": { body: [MINE] },
    "GET /departments": { body: [{ id: 1, name: "Office" }, { id: 2, name: "Dispatch" }] },
    ...answers,
  });
  const path = role === "employee" ? "/holidays-request" : "/users";
  const view = app ? renderApp(path) : renderWithProviders(<CalendarFeedsButton />, { path });
  return { ...view, changes: () => apiChanges(fetchMock) };
}

async function openDialog(user: ReturnType<typeof openApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: texts.open }));
  return within(await screen.findByRole("dialog", { name: texts.title }));
}

describe("Calendar feeds dialog", { timeout: 15_000 }, () => {
  it("lists the user's feeds; an employee gets no department or company buttons", async () => {
    const { user } = openApp("employee", { "GET /calendar-feeds": { body: [MINE, DISPATCH] } });
    const dialog = await openDialog(user);
    const list = await dialog.findByRole("list", { name: texts.listLabel });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("My calendar"),
      expect.stringContaining("Department calendar: Dispatch"),
    ]);
    expect(within(list).getByText(/Created 01\/06\/2026/)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: texts.addMine })).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: texts.addDepartment })).not.toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: texts.addCompany })).not.toBeInTheDocument();
    expect(dialog.queryByText(TOKEN)).not.toBeInTheDocument();
  });

  it("creates a feed and shows its links once, each with a Copy button", async () => {
    const { user, changes } = openApp("employee", {
      "POST /calendar-feeds": {
        status: 201,
        body: { ...MINE, id: 9, token: TOKEN, url: `/api/calendar/${TOKEN}.ics` },
      },
    });
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const dialog = await openDialog(user);
    await user.click(await dialog.findByRole("button", { name: texts.addMine }));

    const web = `${ORIGIN}/functions/v1/api/calendar/${TOKEN}.ics`;
    const webcal = web.replace(/^https?:/, "webcal:");
    expect(await dialog.findByLabelText(texts.webLink)).toHaveValue(web);
    expect(dialog.getByLabelText(texts.webcalLink)).toHaveValue(webcal);
    expect(dialog.getByText(/will not be shown again/)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "POST", path: "/calendar-feeds", body: { kind: "personal" } },
    ]);

    await user.click(dialog.getByRole("button", { name: texts.copy(texts.webLink) }));
    expect(writeText).toHaveBeenLastCalledWith(web);
    expect(await screen.findByText(texts.copied)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: texts.copy(texts.webcalLink) }));
    expect(writeText).toHaveBeenLastCalledWith(webcal);

    // Done: back to the list, and the link is gone for good.
    await user.click(dialog.getByRole("button", { name: texts.done }));
    expect(await dialog.findByRole("list", { name: texts.listLabel })).toBeInTheDocument();
    expect(dialog.queryByDisplayValue(web)).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const reopened = await openDialog(user);
    await reopened.findByRole("list", { name: texts.listLabel });
    expect(reopened.queryByDisplayValue(web)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(TOKEN))).not.toBeInTheDocument();
  });

  it("revokes a feed only once the confirmation says so", async () => {
    const { user, changes } = openApp("employee", {
      "DELETE /calendar-feeds/4": { body: { message: "Calendar feed revoked" } },
    });
    const dialog = await openDialog(user);
    const revoke = await dialog.findByRole("button", { name: texts.revokeLabel("My calendar") });

    await user.click(revoke);
    const confirm = within(await screen.findByRole("alertdialog", { name: texts.revokeTitle }));
    await user.click(confirm.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click(revoke);
    const again = within(await screen.findByRole("alertdialog", { name: texts.revokeTitle }));
    await user.click(again.getByRole("button", { name: texts.revoke }));
    expect(await screen.findByText(texts.revoked)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "DELETE", path: "/calendar-feeds/4", body: undefined }]);
  });

  it("lets a global admin add a department calendar and a company calendar", async () => {
    const created = (body: Partial<CalendarFeedRow>) => ({
      status: 201,
      body: { ...DISPATCH, ...body, token: TOKEN, url: `/api/calendar/department/${TOKEN}.ics` },
    });
    const { user, changes } = openApp("global_admin", { "POST /calendar-feeds": created({}) });
    const dialog = await openDialog(user);
    const add = await dialog.findByRole("button", { name: texts.addDepartment });
    expect(add).toBeDisabled();
    await user.click(dialog.getByRole("combobox", { name: texts.department }));
    await user.click(await screen.findByRole("option", { name: "Dispatch" }));
    await user.click(add);
    expect(await dialog.findByLabelText(texts.webcalLink)).toHaveValue(
      `${ORIGIN}/functions/v1/api/calendar/department/${TOKEN}.ics`.replace(/^https?:/, "webcal:"),
    );
    await user.click(dialog.getByRole("button", { name: texts.done }));
    await user.click(await dialog.findByRole("button", { name: texts.addCompany }));
    await dialog.findByLabelText(texts.webLink);
    expect(changes()).toEqual([
      { method: "POST", path: "/calendar-feeds", body: { kind: "department", departmentId: 2 } },
      { method: "POST", path: "/calendar-feeds", body: { kind: "company" } },
    ]);
  });

  it("opens from the narrow menu too (375 px)", async () => {
    globalThis.innerWidth = 375;
    const { user } = openApp("employee", {}, { app: true });
    await user.click(await screen.findByRole("button", { name: "Menu" }));
    const dialog = await openDialog(user);
    expect(await dialog.findByRole("list", { name: texts.listLabel })).toBeInTheDocument();
  });
});
