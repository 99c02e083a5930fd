// Issue 16 in Manage Users: a user's working pattern and allowance, opened from their edit
// form, and a pro-rata allowance beside Total Vacation Hours only when the server says so.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";
import type { CompanySettings, UserAllowance } from "@shared/schemas/policies.ts";

import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import {
  ANN_ID,
  buildAdminUser,
  buildBalance,
  buildPolicy,
  openAnnPolicy,
  openManageUsers,
  POLICY_PATH,
} from "@/testing/manage-users";
import { apiCalls } from "@/testing/render-app";

beforeAll(fillJsdomGaps);

beforeEach(() => {
  // Only the date is fixed (22 November 2026): the dialog's year is 2026.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const CY_ID = "00000000-0000-4000-8000-000000000103";

const USERS = [
  buildAdminUser(),
  buildAdminUser({ id: CY_ID, firstName: "Cy", lastName: "Old", email: "cy@example.com" }),
];

const PATTERNS = [
  { id: 7, name: "Part-time Mon-Wed", anchor: "2026-01-05", hours: [7.5, 7.5, 7.5, 0, 0, 0, 0] },
  { id: 8, name: "Four on four off", anchor: "2026-01-05", hours: Array(56).fill(6) },
].map((pattern) => ({ ...pattern, users: 0 }));

const CARRY_ON: CompanySettings = {
  proRata: false,
  carryOverMaxHours: 40,
  carryOverExpiry: "03-31",
};
const CARRY_OFF: CompanySettings = { ...CARRY_ON, carryOverMaxHours: 0 };

function openUsers(answers: Parameters<typeof openManageUsers>[0] = {}) {
  return openManageUsers({
    "GET /admin/users": { body: USERS },
    "GET /admin/working-patterns": { body: PATTERNS },
    "GET /admin/settings": { body: CARRY_ON },
    ...answers,
  });
}

describe("a user's working pattern and allowance", () => {
  it("shows the history, the balance and its year", async () => {
    const { user, fetchMock } = openUsers({
      [`GET ${POLICY_PATH}`]: {
        body: buildPolicy({
          patterns: [
            { startsOn: "2026-12-01", patternId: null, name: null, anchor: null, hours: null },
            { ...PATTERNS[0], startsOn: "2026-03-02", patternId: 7 },
          ],
          balance: buildBalance({ carried: 24, carryExpires: "2026-03-31" }),
        }),
      },
    });
    const dialog = await openAnnPolicy(user);
    const history = within(dialog).getAllByRole("listitem").map((item) => item.textContent);
    expect(history).toEqual([
      "Before 02/03/2026: Company default (Mon\u2013Thu 10 h)",
      "From 02/03/2026: Part-time Mon-WedRemove the pattern from 02/03/2026",
      "From 01/12/2026: Company default (Mon\u2013Thu 10 h)Remove the pattern from 01/12/2026",
    ]);
    expect(within(dialog).getByRole("heading", { name: "Balance 2026" })).toBeInTheDocument();
    expect(within(dialog).getByText("160 h allowance + 24 h carried (use by 31 March)"))
      .toBeInTheDocument();
    expect(within(dialog).getByText("Remaining").nextElementSibling).toHaveTextContent("120 h");
    expect(apiCalls(fetchMock).find((call) => call.path.endsWith(POLICY_PATH))?.search)
      .toBe("?year=2026");
  });

  it("gives a pattern from a date", async () => {
    const { user, changes } = openUsers({
      [`PUT /admin/users/${ANN_ID}/working-patterns`]: { body: buildPolicy() },
    });
    const dialog = await openAnnPolicy(user);
    await user.click(within(dialog).getByRole("combobox", { name: "Pattern" }));
    await user.click(await screen.findByRole("option", { name: "Part-time Mon-Wed" }));
    const from = within(dialog).getByRole("textbox", { name: "From" });
    expect(from).toHaveValue("22/11/2026"); // today by default
    await user.clear(from);
    await user.type(from, "07/12/2026");
    await user.click(within(dialog).getByRole("button", { name: "Apply pattern" }));

    expect(await screen.findByText("Working pattern saved")).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: `/admin/users/${ANN_ID}/working-patterns`,
      body: { patternId: 7, startsOn: "2026-12-07" },
    }]);
  });

  it("returns a user to the company default, and removes a period of the history", async () => {
    const { user, changes } = openUsers({
      [`GET ${POLICY_PATH}`]: {
        body: buildPolicy({ patterns: [{ ...PATTERNS[0], startsOn: "2026-03-02", patternId: 7 }] }),
      },
      [`PUT /admin/users/${ANN_ID}/working-patterns`]: { body: buildPolicy() },
      [`DELETE /admin/users/${ANN_ID}/working-patterns/2026-03-02`]: { body: buildPolicy() },
    });
    const dialog = await openAnnPolicy(user);
    await user.click(within(dialog).getByRole("button", { name: "Apply pattern" }));
    expect(await screen.findByText("Working pattern saved")).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("button", { name: "Remove the pattern from 02/03/2026" }),
    );
    expect(await screen.findByText("Working pattern removed")).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: "PUT",
        path: `/admin/users/${ANN_ID}/working-patterns`,
        body: { patternId: null, startsOn: "2026-11-22" },
      },
      {
        method: "DELETE",
        path: `/admin/users/${ANN_ID}/working-patterns/2026-03-02`,
        body: undefined,
      },
    ]);
  });

  it("sets and clears the end date", async () => {
    const { user, changes } = openUsers({
      [`GET ${POLICY_PATH}`]: { body: buildPolicy({ endDate: "2026-12-18" }) },
      [`PUT /admin/users/${ANN_ID}/end-date`]: { body: buildPolicy() },
    });
    const dialog = await openAnnPolicy(user);
    const end = within(dialog).getByRole("textbox", { name: "End Date" });
    expect(end).toHaveValue("18/12/2026");
    await user.clear(end);
    await user.type(end, "31/12/2026");
    await user.click(within(dialog).getByRole("button", { name: "Save end date" }));
    expect(await screen.findByText("End date saved")).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("button", { name: "Clear the end date 18/12/2026" }),
    );
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes().map(({ body }) => body)).toEqual([
      { endDate: "2026-12-31" },
      { endDate: null },
    ]);
  });

  it("overrides the carried hours only with a reason", async () => {
    const { user, changes } = openUsers({
      [`PUT /admin/users/${ANN_ID}/carried-hours`]: { body: buildPolicy() },
    });
    const dialog = await openAnnPolicy(user);
    expect(within(dialog).getByText(/Carried into 2026:/)).toHaveTextContent(
      "Carried into 2026: 0 h, as the rules carry it.",
    );
    const hours = within(dialog).getByRole("spinbutton", { name: "Carried hours" });
    await user.clear(hours);
    await user.type(hours, "30");
    await user.click(within(dialog).getByRole("button", { name: "Save carried hours" }));
    expect(await within(dialog).findByText("Reason is required")).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Agreed in May");
    await user.click(within(dialog).getByRole("button", { name: "Save carried hours" }));
    expect(await screen.findByText("Carried hours saved")).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: `/admin/users/${ANN_ID}/carried-hours`,
      body: { year: 2026, hours: 30, reason: "Agreed in May" },
    }]);
  });

  it("shows an override's reason, and sets it back to the rules", async () => {
    const { user, changes } = openUsers({
      [`GET ${POLICY_PATH}`]: {
        body: buildPolicy({
          balance: buildBalance({ carried: 30, carriedOverride: { hours: 30, reason: "Agreed" } }),
        }),
      },
      [`DELETE /admin/users/${ANN_ID}/carried-hours/2026`]: { body: buildPolicy() },
    });
    const dialog = await openAnnPolicy(user);
    expect(within(dialog).getByText(/Carried into 2026:/)).toHaveTextContent(
      "Carried into 2026: 30 h, set by an administrator. Reason: Agreed",
    );
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveValue("Agreed");
    await user.click(within(dialog).getByRole("button", { name: "Use the rules' hours" }));
    expect(await screen.findByText("Carried hours set back to what the rules carry"))
      .toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "DELETE",
      path: `/admin/users/${ANN_ID}/carried-hours/2026`,
      body: undefined,
    }]);
  });

  it("keeps carried hours closed while carry-over is off", async () => {
    const { user } = openUsers({ "GET /admin/settings": { body: CARRY_OFF } });
    const dialog = await openAnnPolicy(user);
    expect(await within(dialog).findByText(/Carry-over is off in Settings/)).toBeInTheDocument();
    expect(within(dialog).getByRole("spinbutton", { name: "Carried hours" })).toBeDisabled();
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Save carried hours" })).toBeDisabled();
  });

  it("reads another year's balance", async () => {
    const { user, fetchMock } = openUsers();
    const dialog = await openAnnPolicy(user);
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Year" }), {
      target: { value: "2027" },
    });
    await waitFor(() =>
      expect(
        apiCalls(fetchMock).filter((call) => call.path.endsWith(POLICY_PATH))
          .map((call) => call.search),
      ).toEqual(["?year=2026", "?year=2027"])
    );
  });
});

describe("the pro-rata allowance beside Total Vacation Hours", () => {
  const totalCell = (name: string) =>
    within(screen.getByRole("row", { name })).getAllByRole("cell")[5];

  it("is shown only for a user whose allowance row says pro-rata", async () => {
    const allowances: UserAllowance[] = [
      { user_id: ANN_ID, allowance: 120, proRata: true, carried: 0, pattern: null },
      { user_id: CY_ID, allowance: 160, proRata: false, carried: 8, pattern: "Part-time Mon-Wed" },
    ];
    openUsers({ "GET /admin/allowances": { body: allowances } });
    await waitFor(() => expect(totalCell("Ann Lee")).toHaveTextContent("160 (120 pro-rata)"));
    expect(totalCell("Cy Old")).toHaveTextContent(/^160$/);
  });

  it("is not shown when the server has no allowances to give", async () => {
    const { fetchMock } = openUsers({
      "GET /admin/allowances": { status: 500, body: { error: "boom" } },
    });
    await screen.findByRole("row", { name: "Ann Lee" });
    await waitFor(() =>
      expect(apiCalls(fetchMock).some((call) => call.path.endsWith("/admin/allowances")))
        .toBe(true)
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(totalCell("Ann Lee")).toHaveTextContent(/^160$/);
    expect(screen.queryByText(/pro-rata/)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.failedToFetchUsers)).not.toBeInTheDocument();
  });
});
