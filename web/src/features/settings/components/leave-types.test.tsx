import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { LeaveTypeRow } from "@shared/schemas/leave-types.ts";

import { LeaveTypes } from "@/features/settings/components/leave-types";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { leaveTypeMessages as texts } from "../leave-type-messages";

beforeAll(fillJsdomGaps);

function buildType(overrides: Partial<LeaveTypeRow> = {}): LeaveTypeRow {
  return {
    id: 1,
    kind: "holiday",
    isBuiltIn: true,
    name: "Holiday",
    colour: "#93c5fd",
    deductsFromAllowance: true,
    allowanceHours: null,
    needsApproval: true,
    colleaguesSeeName: true,
    countsAsAway: true,
    halfDays: true,
    noteRequired: false,
    filedBy: "employee",
    active: true,
    requests: 12,
    ...overrides,
  };
}
const HOLIDAY = buildType();
const COMPASSIONATE = buildType({
  id: 3,
  kind: "compassionate",
  isBuiltIn: false,
  name: "Compassionate leave",
  colour: "#c4b5fd",
  deductsFromAllowance: false,
  colleaguesSeeName: false,
  active: false,
  requests: 0,
});
const SABBATICAL = buildType({
  id: 13,
  kind: null,
  isBuiltIn: false,
  name: "Sabbatical",
  colour: "#fde68a",
  deductsFromAllowance: false,
  allowanceHours: 200,
  halfDays: false,
  requests: 0,
});

function openLeaveTypes(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/leave-types": { body: [HOLIDAY, COMPASSIONATE, SABBATICAL] },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<LeaveTypes />, { path: "/settings/leave-types" }), changes };
}

async function card() {
  return within(await screen.findByRole("region", { name: texts.title }));
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("Leave types", { timeout: 15_000 }, () => {
  it("lists each type with its colour, where it comes from, its rules and whether it is on", async () => {
    openLeaveTypes();
    const section = await card();
    const row = (await section.findByText("Compassionate leave")).closest("tr")!;
    const cells = [...row.querySelectorAll("td")].map((td) => td.textContent);
    expect(cells.slice(0, 2)).toEqual([
      "Compassionate leaveReady-made",
      "No allowance · Needs approval · Half days · Shown as Away",
    ]);
    const swatch = row.querySelector("td span[aria-hidden='true']") as HTMLElement;
    expect(swatch.style.backgroundColor).toBe("rgb(196, 181, 253)");
    expect(section.getByRole("switch", { name: texts.activeLabel("Compassionate leave") }))
      .not.toBeChecked();
    // Holiday is built in: always on, its switch cannot turn it off, and it cannot be deleted.
    const holiday = section.getByRole("switch", { name: texts.activeLabel("Holiday") });
    expect(holiday).toBeChecked();
    expect(holiday).toBeDisabled();
    expect(section.queryByRole("button", { name: "Delete Holiday" })).not.toBeInTheDocument();
    expect(section.queryByRole("button", { name: "Delete Compassionate leave" }))
      .not.toBeInTheDocument();
    expect(section.getByRole("button", { name: "Delete Sabbatical" })).toBeInTheDocument();
  });

  it("turns a ready-made type on with its switch", async () => {
    const { user, changes } = openLeaveTypes({
      "PATCH /admin/leave-types/3": { body: { ...COMPASSIONATE, active: true } },
    });
    const section = await card();
    await user.click(
      await section.findByRole("switch", { name: texts.activeLabel("Compassionate leave") }),
    );
    expect(await screen.findByText(texts.turnedOn("Compassionate leave"))).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "PATCH", path: "/admin/leave-types/3", body: { active: true } },
    ]);
  });

  it("creates a type with its rules", async () => {
    const { user, changes } = openLeaveTypes({
      "POST /admin/leave-types": { status: 201, body: SABBATICAL },
    });
    const section = await card();
    await user.click(section.getByRole("button", { name: texts.create }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.create }));
    await user.type(dialog.getByLabelText(texts.name), " Sabbatical ");
    await user.type(dialog.getByLabelText(texts.allowance), "200");
    await user.click(dialog.getByRole("switch", { name: texts.halfDays }));
    await user.click(dialog.getByRole("radio", { name: texts.filedByAdmin }));
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "POST",
      path: "/admin/leave-types",
      body: {
        name: "Sabbatical",
        colour: "#fde68a",
        deductsFromAllowance: false,
        allowanceHours: "200",
        needsApproval: true,
        colleaguesSeeName: true,
        countsAsAway: true,
        halfDays: false,
        noteRequired: false,
        filedBy: "admin",
      },
    }]);
  });

  it("refuses a colour text cannot be read on beside the field, before sending", async () => {
    const { user, changes } = openLeaveTypes();
    const section = await card();
    await user.click(section.getByRole("button", { name: texts.create }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.create }));
    await user.type(dialog.getByLabelText(texts.name), "Dark");
    const colour = dialog.getByLabelText(texts.colour);
    await user.clear(colour);
    await user.type(colour, "#1e3a8a");
    await user.click(dialog.getByRole("button", { name: "Create" }));
    expect(await dialog.findByText(/^Colour is too dark: text on it would have a contrast of/))
      .toBeInTheDocument();
    expect(colour).toHaveAttribute("aria-invalid", "true");
    expect(changes()).toEqual([]);
  });

  it("edits only the colour of the built-in Holiday", async () => {
    const { user, changes } = openLeaveTypes({
      "PATCH /admin/leave-types/1": { body: { ...HOLIDAY, colour: "#a5b4fc" } },
    });
    const section = await card();
    await user.click(await section.findByRole("button", { name: "Edit Holiday" }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.editTitle }));
    expect(dialog.getByText(texts.builtInHint)).toBeInTheDocument();
    expect(dialog.queryByLabelText(texts.name)).not.toBeInTheDocument();
    expect(dialog.queryByRole("switch")).not.toBeInTheDocument();
    const colour = dialog.getByLabelText(texts.colour);
    await user.clear(colour);
    await user.type(colour, "#a5b4fc");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "PATCH", path: "/admin/leave-types/1", body: { colour: "#a5b4fc" } },
    ]);
  });

  it("shows the server's refusal of a name beside it", async () => {
    const { user } = openLeaveTypes({
      "POST /admin/leave-types": {
        status: 409,
        body: { error: "name: a leave type with this name already exists", field: "name" },
      },
    });
    const section = await card();
    await user.click(section.getByRole("button", { name: texts.create }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.create }));
    await user.type(dialog.getByLabelText(texts.name), "holiday");
    await user.click(dialog.getByRole("button", { name: "Create" }));
    expect(await screen.findByText(texts.failedToCreate)).toBeInTheDocument();
    expect(
      dialog.getByText("Name: a leave type with this name already exists", {
        selector: "[data-slot=form-message]",
      }),
    ).toBeInTheDocument();
  });

  it("deletes a type nobody used, after asking", async () => {
    const { user, changes } = openLeaveTypes({
      "DELETE /admin/leave-types/13": { body: { message: "Leave type deleted" } },
    });
    const section = await card();
    await user.click(await section.findByRole("button", { name: "Delete Sabbatical" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(texts.confirmDelete("Sabbatical"));
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "DELETE", path: "/admin/leave-types/13", body: undefined },
    ]);
  });
});
