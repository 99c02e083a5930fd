// Issue 18 on Manage Sickness Logs: a Global Administrator's Follow-up column and dialog; the
// Sickness User's list as it was, with nothing asked of the admin routes.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AppRole } from "@shared/roles.ts";
import type { SicknessLog } from "@shared/schemas/responses.ts";
import type { FollowUp } from "@shared/schemas/sickness-follow-ups.ts";

import type { PickerUser } from "@/components/user-picker";
import SicknessLogsRoute from "@/app/routes/app/sickness-logs";
import {
  apiCalls,
  apiChanges,
  renderWithProviders,
  storeSession,
  stubApi,
} from "@/testing/render-app";

import { followUpMessages as texts } from "../messages";
import { SHOW_FOLLOW_UPS_KEY } from "./log-follow-ups";

const WIDE = globalThis.innerWidth;

beforeEach(() => {
  // Only the date is fixed (16 March 2026): Ann's log ended a fortnight before.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-16T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  globalThis.innerWidth = WIDE;
});

function buildLog(overrides: Partial<SicknessLog> = {}): SicknessLog {
  return {
    id: 1,
    user_id: "00000000-0000-4000-8000-000000000010",
    firstName: "Ann",
    lastName: "Lee",
    sick_from_date: "2026-02-20",
    sick_to_date: "2026-03-02",
    days: 7,
    reason: "Flu",
    ...overrides,
  };
}

function buildFollowUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    logId: 1,
    fitNoteNeeded: false,
    rtwStatus: "not_needed",
    rtwDoneBy: null,
    rtwDoneByName: null,
    rtwDoneOn: null,
    rtwNote: null,
    fitNoteReceivedOn: null,
    fitNoteDetails: null,
    ...overrides,
  };
}

const LOGS = [
  buildLog(),
  buildLog({
    id: 2,
    firstName: "Bob",
    lastName: "Ray",
    sick_from_date: "2026-03-09",
    sick_to_date: "2026-03-10",
    days: 2,
  }),
  buildLog({ id: 3, firstName: "Cy", lastName: "Old", sick_to_date: null, days: null }),
];

const FOLLOW_UPS = [
  buildFollowUp({ fitNoteNeeded: true, rtwStatus: "due" }),
  buildFollowUp({ logId: 2 }),
  buildFollowUp({ logId: 3, fitNoteNeeded: true, rtwStatus: "done", rtwDoneOn: "2026-03-12" }),
];

const CAT: PickerUser = {
  id: "00000000-0000-4000-8000-000000000030",
  firstName: "Cat",
  lastName: "Moss",
  email: "cat@example.com",
  department_id: 1,
  department: "HR",
};

const FOLLOW_UP_PATH = "/admin/sickness-logs/1/follow-up";
const ANN_ACTION = "Follow-up for Ann Lee, 20/02/2026 to 02/03/2026";

function openLogs(
  role: AppRole,
  answers: Parameters<typeof stubApi>[0] = {},
  options: { showFollowUps?: boolean } = {},
) {
  storeSession(role);
  localStorage.setItem(SHOW_FOLLOW_UPS_KEY, options.showFollowUps === false ? "0" : "1");
  const fetchMock = stubApi({
    "GET /sickness-logs": {
      body: role === "global_admin" ? LOGS : LOGS.map(({ reason: _reason, ...log }) => log),
      headers: { "X-Total-Count": "3" },
    },
    "GET /admin/sickness-follow-ups": { body: FOLLOW_UPS },
    "GET /users": { body: [CAT], headers: { "X-Total-Count": "1" } },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return {
    ...renderWithProviders(<SicknessLogsRoute />, { path: "/sickness-logs" }),
    fetchMock,
    changes,
  };
}

function rowTexts() {
  return screen.getAllByRole("row").map((row) =>
    within(row).queryAllByRole("cell").length
      ? within(row).getAllByRole("cell").map((cell) => cell.textContent)
      : within(row).getAllByRole("columnheader").map((cell) => cell.textContent)
  );
}

async function openAnnsFollowUp(answers: Parameters<typeof stubApi>[0] = {}) {
  const opened = openLogs("global_admin", answers);
  await opened.user.click(await screen.findByRole("button", { name: ANN_ACTION }));
  const dialog = within(await screen.findByRole("dialog", { name: texts.dialogTitle }));
  return { ...opened, dialog };
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("Follow-ups on Manage Sickness Logs, Global Administrator", { timeout: 15_000 }, () => {
  it("shows each log's follow-up, asked for the page's logs in one request", async () => {
    const { fetchMock } = openLogs("global_admin");
    expect(await screen.findByRole("columnheader", { name: texts.column })).toBeInTheDocument();
    expect(rowTexts()).toEqual([
      ["Name", "Sick From", "Sick To", "Days", "Reason", texts.column, "Actions"],
      [
        "Ann Lee",
        "20/02/2026",
        "02/03/2026",
        "7",
        "Flu",
        `${texts.fitNoteNeeded}${texts.interviewDue}`,
        "EditDeleteFollow-up",
      ],
      [
        "Bob Ray",
        "09/03/2026",
        "10/03/2026",
        "2",
        "Flu",
        `–${texts.nothingToFollowUp}`,
        "EditDeleteFollow-up",
      ],
      [
        "Cy Old",
        "20/02/2026",
        "-",
        "-",
        "Flu",
        `${texts.fitNoteNeeded}${texts.interviewDone}`,
        "EditDeleteFollow-up",
      ],
    ]);
    expect(screen.getByRole("button", { name: "Follow-up for Cy Old, from 20/02/2026" }))
      .toBeInTheDocument();
    const asked = apiCalls(fetchMock).filter((call) => call.path.includes("/admin/"));
    expect(asked.map(({ path, search }) => `${path}${search}`)).toEqual([
      "/functions/v1/api/admin/sickness-follow-ups?logIds=1%2C2%2C3",
    ]);
  });

  it("shows nothing of follow-ups, and asks nothing, until switched on", async () => {
    const { fetchMock, user } = openLogs("global_admin", {}, { showFollowUps: false });
    await screen.findByText("Ann Lee");
    expect(rowTexts()[0]).toEqual(["Name", "Sick From", "Sick To", "Days", "Reason", "Actions"]);
    const asked = () => apiCalls(fetchMock).filter((call) => call.path.includes("/admin/"));
    expect(asked()).toEqual([]);
    await user.click(screen.getByRole("switch", { name: texts.showFollowUps }));
    expect(await screen.findByRole("columnheader", { name: texts.column })).toBeInTheDocument();
    expect(asked()).toHaveLength(1);
    expect(localStorage.getItem(SHOW_FOLLOW_UPS_KEY)).toBe("1");
  });

  it("shows the follow-up and its action on a phone's cards", async () => {
    globalThis.innerWidth = 375;
    openLogs("global_admin");
    const card = within(await screen.findByRole("group", { name: "Ann Lee" }));
    expect(await card.findByText(texts.fitNoteNeeded)).toBeInTheDocument();
    expect(card.getByText(texts.column, { selector: "dt" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: ANN_ACTION })).toBeInTheDocument();
  });

  it("records the interview as done, with who did it and when, and the fit note", async () => {
    const saved = buildFollowUp({ rtwStatus: "done" });
    const { user, dialog, changes } = await openAnnsFollowUp({
      [`PUT ${FOLLOW_UP_PATH}`]: { body: saved },
    });
    expect(dialog.getByText(texts.fitNoteNeededLine)).toBeInTheDocument();
    expect(dialog.getByRole("radio", { name: texts.statusDue })).toBeChecked();
    expect(dialog.queryByLabelText(texts.doneOn)).not.toBeInTheDocument();

    await user.click(dialog.getByRole("radio", { name: texts.statusDone }));
    await user.type(dialog.getByRole("combobox", { name: texts.doneBy }), "cat");
    await user.click(await dialog.findByRole("option", { name: /Cat Moss/ }));
    await user.type(dialog.getByLabelText(texts.doneOn), "13/03/2026");
    await user.type(dialog.getByLabelText(texts.interviewNote), "Back on light duties");
    await user.type(dialog.getByLabelText(texts.receivedOn), "03/03/2026");
    await user.type(dialog.getByLabelText(texts.details), "Not fit for 2 weeks");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.followUpSaved)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: FOLLOW_UP_PATH,
      body: {
        rtwStatus: "done",
        rtwDoneBy: CAT.id,
        rtwDoneOn: "2026-03-13",
        rtwNote: "Back on light duties",
        fitNoteReceivedOn: "2026-03-03",
        fitNoteDetails: "Not fit for 2 weeks",
      },
    }]);
  });

  it("refuses a done interview without its date beside the field, before sending", async () => {
    const { user, dialog, changes } = await openAnnsFollowUp();
    await user.click(dialog.getByRole("radio", { name: texts.statusDone }));
    await user.type(dialog.getByRole("combobox", { name: texts.doneBy }), "cat");
    await user.click(await dialog.findByRole("option", { name: /Cat Moss/ }));
    await user.type(dialog.getByLabelText(texts.details), "Phased return");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await dialog.findByText(`${texts.doneOn} is required`)).toBeInTheDocument();
    expect(dialog.getByLabelText(texts.doneOn)).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByText(`${texts.receivedOn} is required with the fit note's details`))
      .toBeInTheDocument();
    expect(dialog.queryByText(`${texts.doneBy} is required`)).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("sends no interviewer or date for an interview not done", async () => {
    // Ann's interview was recorded as done: the interviewer and date are filled when the dialog
    // opens, so only the form clearing them sends them as null.
    const done = buildFollowUp({
      fitNoteNeeded: true,
      rtwStatus: "done",
      rtwDoneBy: CAT.id,
      rtwDoneByName: "Cat Moss",
      rtwDoneOn: "2026-03-13",
    });
    const { user, dialog, changes } = await openAnnsFollowUp({
      "GET /admin/sickness-follow-ups": { body: [done, ...FOLLOW_UPS.slice(1)] },
      [`PUT ${FOLLOW_UP_PATH}`]: { body: buildFollowUp() },
    });
    expect(dialog.getByRole("radio", { name: texts.statusDone })).toBeChecked();
    expect(dialog.getByLabelText(texts.doneOn)).toHaveValue("13/03/2026");
    await user.click(dialog.getByRole("radio", { name: texts.statusNotNeeded }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(texts.followUpSaved)).toBeInTheDocument();
    expect(changes()[0]?.body).toEqual({
      rtwStatus: "not_needed",
      rtwDoneBy: null,
      rtwDoneOn: null,
      rtwNote: null,
      fitNoteReceivedOn: null,
      fitNoteDetails: null,
    });
  });

  it("shows the server's refusal under the failure toast and beside its field", async () => {
    const { user, dialog } = await openAnnsFollowUp({
      [`PUT ${FOLLOW_UP_PATH}`]: {
        status: 400,
        body: { error: "rtwDoneBy: must be an existing user" },
      },
    });
    await user.click(dialog.getByRole("radio", { name: texts.statusDone }));
    await user.type(dialog.getByRole("combobox", { name: texts.doneBy }), "cat");
    await user.click(await dialog.findByRole("option", { name: /Cat Moss/ }));
    await user.type(dialog.getByLabelText(texts.doneOn), "13/03/2026");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.failedToSaveFollowUp)).toBeInTheDocument();
    const words = `${texts.doneBy} must be an existing user`;
    expect(screen.getByText(words, { selector: ":not([data-slot=form-message])" }))
      .toBeInTheDocument();
    expect(dialog.getByText(words, { selector: "[data-slot=form-message]" })).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("Follow-ups on Manage Sickness Logs, Sickness User", () => {
  it("shows no follow-up and asks nothing of the admin routes", async () => {
    const { fetchMock } = openLogs("sickness_user");
    await screen.findByText("Ann Lee");
    expect(rowTexts()[0]).toEqual(["Name", "Sick From", "Sick To", "Days", "Actions"]);
    expect(rowTexts()[1]).toEqual(["Ann Lee", "20/02/2026", "02/03/2026", "7", "EditDelete"]);
    expect(screen.queryByText(texts.fitNoteNeeded)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Follow-up/ })).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.path.includes("/admin/"))).toEqual([]);
  });
});
