import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { OwnToil, ToilEntry } from "@shared/schemas/toil.ts";

import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import {
  apiChanges,
  buildUser,
  renderApp,
  renderWithProviders,
  storeSession,
  stubApi,
} from "@/testing/render-app";

import { toilMessages as texts } from "../messages";
import { ToilExpirySetting } from "./toil-expiry-setting";
import { ToilScreen } from "./toil-screen";

beforeAll(fillJsdomGaps);

const ME = buildUser().id;

function entry(overrides: Partial<ToilEntry> = {}): ToilEntry {
  return {
    id: 7,
    userId: ME,
    firstName: "Ada",
    lastName: "Lovelace",
    workedOn: "2026-06-06",
    hours: 3,
    note: "Stocktake",
    status: "approved",
    denyReason: null,
    createdAt: "2026-06-06 18:00:00",
    decidedAt: "2026-06-07 09:00:00",
    expiresOn: null,
    ...overrides,
  };
}

const own = (overrides: Partial<OwnToil> = {}): OwnToil => ({
  active: true,
  typeName: "Time off in lieu",
  balance: 3,
  toilExpiryMonths: null,
  entries: [entry()],
  ...overrides,
});

describe("the menu offers Time off in lieu only while it is turned on", { timeout: 15_000 }, () => {
  it("leaves the menu as the spec's while TOIL is off", async () => {
    storeSession("employee");
    stubApi({ "GET /toil": { body: own({ active: false }) } });
    renderApp("/list-holidays-request");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await screen.findByRole("heading", { level: 1 });
    expect(within(nav).getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Holidays Requests",
      "List Holidays Requests",
    ]);
  });

  it("adds it last while TOIL is on, and opens it", async () => {
    storeSession("employee");
    stubApi({ "GET /toil": { body: own() } });
    const { user } = renderApp("/list-holidays-request");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const link = await within(nav).findByRole("link", { name: texts.title });
    expect(within(nav).getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Holidays Requests",
      "List Holidays Requests",
      texts.title,
    ]);
    await user.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: texts.title })).toBeInTheDocument();
  });
});

describe("ToilScreen", { timeout: 15_000 }, () => {
  it("shows the balance and the entries, and logs extra hours", async () => {
    storeSession("employee");
    const fetchMock = stubApi({
      "GET /toil": { body: own({ toilExpiryMonths: 6 }) },
      "POST /toil": { status: 201, body: entry({ id: 8, status: "pending" }) },
    });
    const { user } = renderWithProviders(<ToilScreen />, { path: "/time-off-in-lieu" });
    const balance = within(await screen.findByRole("region", { name: texts.balanceTitle }));
    expect(await balance.findByText("3 hours")).toBeInTheDocument();
    expect(balance.getByText(texts.expiresHint(6))).toBeInTheDocument();
    const entries = within(screen.getByRole("region", { name: texts.entriesTitle }));
    expect(await entries.findByText("06/06/2026")).toBeInTheDocument();
    expect(entries.getByText("Approved")).toBeInTheDocument();

    const form = within(screen.getByRole("form", { name: texts.logTitle }));
    await user.click(form.getByRole("button", { name: texts.logButton }));
    expect(await form.findByText(`${texts.workedOn} is required`)).toBeInTheDocument();
    await user.type(form.getByRole("textbox", { name: texts.workedOn }), "05/06/2026");
    await user.type(form.getByRole("textbox", { name: new RegExp(`^${texts.hours}`) }), "2.5");
    await user.type(form.getByRole("textbox", { name: texts.note }), "Inventory");
    await user.click(form.getByRole("button", { name: texts.logButton }));
    expect(await screen.findByText(texts.logged, { exact: true })).toBeInTheDocument();
    expect(apiChanges(fetchMock)).toEqual([{
      method: "POST",
      path: "/toil",
      body: { workedOn: "2026-06-05", hours: "2.5", note: "Inventory" },
    }]);
  });

  it("offers no form while TOIL is off, and says so", async () => {
    storeSession("employee");
    stubApi({ "GET /toil": { body: own({ active: false, balance: 0, entries: [] }) } });
    renderWithProviders(<ToilScreen />, { path: "/time-off-in-lieu" });
    expect(await screen.findByText(texts.turnedOff)).toBeInTheDocument();
    expect(await screen.findByText(texts.noEntries)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: texts.logTitle })).not.toBeInTheDocument();
  });

  it("lets an administrator approve or deny others' hours with a reason, never their own", async () => {
    storeSession("global_admin");
    const other = entry({
      id: 11,
      userId: "0d5a5c1e-0000-4000-8000-000000000001",
      status: "pending",
      firstName: "Ann",
      lastName: "Lee",
    });
    const mine = entry({ id: 12, status: "pending" });
    const fetchMock = stubApi({
      "GET /toil": { body: own() },
      "GET /admin/toil": { body: [other, mine] },
      "POST /admin/toil/11/approve": { body: { ...other, status: "approved" } },
      "POST /admin/toil/11/deny": { body: { ...other, status: "denied" } },
    });
    const { user } = renderWithProviders(<ToilScreen />, { path: "/time-off-in-lieu" });
    const approvals = within(await screen.findByRole("region", { name: texts.approvalsTitle }));
    const approveAnn = await approvals.findByRole("button", { name: "Approve Ann Lee" });
    expect(approvals.getByRole("button", { name: "Approve Ada Lovelace" })).toBeDisabled();
    expect(approvals.getByRole("button", { name: "Deny Ada Lovelace" })).toBeDisabled();

    await user.click(approveAnn);
    expect(await screen.findByText(texts.approved)).toBeInTheDocument();
    await user.type(
      approvals.getByRole("textbox", { name: texts.denyReasonFor("Ann Lee") }),
      "Not agreed",
    );
    await user.click(approvals.getByRole("button", { name: "Deny Ann Lee" }));
    expect(await screen.findByText(texts.denied)).toBeInTheDocument();
    expect(apiChanges(fetchMock)).toEqual([
      { method: "POST", path: "/admin/toil/11/approve", body: undefined },
      { method: "POST", path: "/admin/toil/11/deny", body: { reason: "Not agreed" } },
    ]);
  });
});

describe("ToilLogFor", { timeout: 15_000 }, () => {
  it("logs someone's extra hours as an administrator, and names a missing employee", async () => {
    storeSession("global_admin");
    const ann = {
      id: "00000000-0000-4000-8000-000000000101",
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      department_id: 1,
      department: "Office",
    };
    const fetchMock = stubApi({
      "GET /toil": { body: own() },
      "GET /admin/toil": { body: [] },
      "GET /users": { body: [ann], headers: { "X-Total-Count": "1" } },
      "POST /admin/toil": { status: 201, body: entry({ id: 20, userId: ann.id }) },
    });
    const { user } = renderWithProviders(<ToilScreen />, { path: "/time-off-in-lieu" });
    const form = within(await screen.findByRole("form", { name: texts.logForTitle }));
    await user.type(form.getByRole("textbox", { name: texts.workedOn }), "05/06/2026");
    await user.type(form.getByRole("textbox", { name: new RegExp(`^${texts.hours}`) }), "4");
    await user.click(form.getByRole("button", { name: texts.logButton }));
    expect(await form.findByText(`${texts.employee} is required`)).toBeInTheDocument();
    await user.type(form.getByRole("combobox", { name: texts.employee }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    await user.click(form.getByRole("button", { name: texts.logButton }));
    expect(await screen.findByText(texts.loggedFor, { exact: true })).toBeInTheDocument();
    expect(apiChanges(fetchMock)).toEqual([{
      method: "POST",
      path: "/admin/toil",
      body: { userId: ann.id, workedOn: "2026-06-05", hours: "4", note: "" },
    }]);
  });
});

describe("ToilExpirySetting", { timeout: 15_000 }, () => {
  it("saves months, or never when the box is empty, and refuses 37", async () => {
    storeSession("global_admin");
    const fetchMock = stubApi({
      "GET /admin/toil-settings": { body: { toilExpiryMonths: null } },
      "PUT /admin/toil-settings": { body: { toilExpiryMonths: 12 } },
    });
    const { user } = renderWithProviders(<ToilExpirySetting />, { path: "/settings/leave-types" });
    const section = within(await screen.findByRole("region", { name: texts.settingTitle }));
    const box = await section.findByRole("textbox", { name: new RegExp(`^${texts.expiryLabel}`) });
    expect(box).toHaveValue("");
    await user.type(box, "37");
    await user.click(section.getByRole("button", { name: "Save" }));
    expect(await section.findByRole("alert")).toHaveTextContent(
      `${texts.expiryLabel} must be whole months from 1 to 36, or none (never expires)`,
    );
    await user.clear(box);
    await user.type(box, "12");
    await user.click(section.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(texts.settingSaved)).toBeInTheDocument();
    expect(apiChanges(fetchMock)).toEqual([
      { method: "PUT", path: "/admin/toil-settings", body: { toilExpiryMonths: 12 } },
    ]);
  });
});
