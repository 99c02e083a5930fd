import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { WorkingPatternRow } from "@shared/schemas/policies.ts";

import { WorkingPatterns } from "@/features/settings/components/working-patterns";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { settingsMessages as texts } from "../messages";
import { PATTERN_PRESETS } from "../utils/patterns";

beforeAll(fillJsdomGaps);

beforeEach(() => {
  // Thursday 26 November 2026: a new cycle starts on Monday the 23rd.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

let nextId = 1;

function buildPattern(overrides: Partial<WorkingPatternRow> = {}): WorkingPatternRow {
  return {
    id: nextId++,
    name: "Part-time",
    anchor: "2026-01-05",
    hours: [7.5, 7.5, 7.5, 0, 0, 0, 0],
    users: 0,
    ...overrides,
  };
}

const ROTA = buildPattern({
  id: 7,
  name: "Rota",
  hours: [...PATTERN_PRESETS[1].hours],
  users: 2,
});

function openPatterns(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/settings": {
      body: { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" },
    },
    "GET /admin/working-patterns": { body: [ROTA] },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<WorkingPatterns />, { path: "/settings" }), changes };
}

/** Types a day's hours over what the cell held. */
async function typeHours(
  user: ReturnType<typeof renderWithProviders>["user"],
  dialog: ReturnType<typeof within>,
  label: string,
  hours: string,
) {
  const cell = dialog.getByLabelText(label);
  await user.clear(cell);
  await user.type(cell, hours);
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("WorkingPatterns", { timeout: 15_000 }, () => {
  it("lists each pattern's cycle, average week and users", async () => {
    openPatterns();
    const row = (await screen.findByRole("cell", { name: "Rota" })).closest("tr")!;
    expect([...row.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "Rota",
      "8 weeks",
      "42 hours",
      "2",
      "EditDelete",
    ]);
  });

  it("creates a pattern from the grid: the hours go in day order from the anchor Monday", async () => {
    const { user, changes } = openPatterns({
      "POST /admin/working-patterns": { status: 201, body: buildPattern({ name: "Early" }) },
    });
    await user.click(await screen.findByRole("button", { name: texts.createPattern }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Name"), "Early");
    expect(dialog.getByLabelText("Cycle starts on")).toHaveValue("23/11/2026");
    expect(dialog.getByText("Total: 40 hours a week")).toBeInTheDocument();

    // Two weeks: the second starts as a copy of the first, then Friday of week 2 is worked.
    await user.click(dialog.getByRole("combobox", { name: "Weeks in the cycle" }));
    await user.click(await screen.findByRole("option", { name: "2 weeks" }));
    await typeHours(user, dialog, "Week 1 Monday", "7.25");
    await typeHours(user, dialog, "Week 2 Friday", "6");
    expect(dialog.getByText("Average: 41.63 hours a week over the 2 weeks")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(texts.patternCreated)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "POST",
      path: "/admin/working-patterns",
      body: {
        name: "Early",
        anchor: "2026-11-23",
        hours: [7.25, 10, 10, 10, 0, 0, 0, 10, 10, 10, 10, 6, 0, 0],
      },
    }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("starts from a preset, named after it", async () => {
    const { user, changes } = openPatterns({
      "POST /admin/working-patterns": { status: 201, body: buildPattern() },
    });
    await user.click(await screen.findByRole("button", { name: texts.createPattern }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "4 on / 4 off, 12 h" }));
    expect(dialog.getByRole("combobox", { name: "Weeks in the cycle" })).toHaveTextContent(
      "8 weeks",
    );
    expect(dialog.getByText("Average: 42 hours a week over the 8 weeks")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Create" }));
    await screen.findByText(texts.patternCreated);
    expect(changes()[0].body).toEqual({
      name: "4 on / 4 off, 12 h",
      anchor: "2026-11-23",
      hours: PATTERN_PRESETS[1].hours,
    });
  });

  it("refuses hours that are not 0 to 24 in quarter hours beside the day, before sending", async () => {
    const { user, changes } = openPatterns();
    await user.click(await screen.findByRole("button", { name: texts.createPattern }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Name"), "Long days");
    await typeHours(user, dialog, "Week 1 Monday", "25");
    await typeHours(user, dialog, "Week 1 Tuesday", "7.3");
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await dialog.findByText("Week 1 Monday must be 0 to 24 hours in quarter hours"))
      .toBeInTheDocument();
    expect(dialog.getByText("Week 1 Tuesday must be 0 to 24 hours in quarter hours"))
      .toBeInTheDocument();
    expect(dialog.getByLabelText("Week 1 Monday")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByLabelText("Week 1 Monday")).toHaveAccessibleDescription(
      "Week 1 Monday must be 0 to 24 hours in quarter hours",
    );
    expect(changes()).toEqual([]);
  });

  it("refuses a cycle that does not start on a Monday, before sending", async () => {
    const { user, changes } = openPatterns();
    await user.click(await screen.findByRole("button", { name: texts.createPattern }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Name"), "Midweek");
    fireEvent.change(dialog.getByLabelText("Cycle starts on"), {
      target: { value: "25/11/2026" },
    });
    await user.click(dialog.getByRole("button", { name: "Create" }));
    expect(await dialog.findByText("Cycle starts on must be a Monday")).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("shows the server's refusal of a name beside it, and under the failure", async () => {
    const { user } = openPatterns({
      "POST /admin/working-patterns": {
        status: 409,
        body: { error: "name: a pattern with this name already exists" },
      },
    });
    await user.click(await screen.findByRole("button", { name: texts.createPattern }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Name"), "Rota");
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(texts.failedToCreatePattern)).toBeInTheDocument();
    expect(
      dialog.getByText("Name: a pattern with this name already exists", {
        selector: "[data-slot=form-message]",
      }),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText("Name")).toHaveFocus();
  });

  it("edits a pattern in place of its saved hours", async () => {
    const { user, changes } = openPatterns({
      "PUT /admin/working-patterns/7": { body: { ...ROTA, name: "Rota B" } },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Rota" }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.editPattern }));
    expect(dialog.getByLabelText("Week 8 Monday")).toHaveValue("12");
    const name = dialog.getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Rota B");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.patternUpdated)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: "/admin/working-patterns/7",
      body: { name: "Rota B", anchor: ROTA.anchor, hours: ROTA.hours },
    }]);
  });

  it("deletes after the confirmation, and shows why the server refused", async () => {
    const refusal = "2 users have this pattern: give them another one first";
    const { user, changes } = openPatterns({
      "DELETE /admin/working-patterns/7": { status: 409, body: { error: refusal } },
    });
    await user.click(await screen.findByRole("button", { name: "Delete Rota" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(texts.confirmDeletePattern("Rota"));
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(texts.failedToDeletePattern)).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "DELETE", path: "/admin/working-patterns/7", body: undefined },
    ]);
  });

  it("says what happens while there is no pattern", async () => {
    openPatterns({ "GET /admin/working-patterns": { body: [] } });
    expect(await screen.findByText(texts.noPatterns)).toBeInTheDocument();
  });

  // Issue 31, item 12: a working day stands out by more than its colour.
  it("shades the working days of the grid and sets their hours in bold, as they are typed", async () => {
    const { user } = openPatterns();
    await user.click(await screen.findByRole("button", { name: texts.createPattern }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "Part-time Mon–Wed 7.5 h" }));
    const isShaded = (label: string) =>
      dialog.getByLabelText(label).closest("td")!.hasAttribute("data-working");
    expect(WEEK.map((day) => isShaded(`Week 1 ${day}`))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(dialog.getByLabelText("Week 1 Monday")).toHaveClass("font-semibold");
    expect(dialog.getByLabelText("Week 1 Thursday")).not.toHaveClass("font-semibold");

    await typeHours(user, dialog, "Week 1 Monday", "0");
    await typeHours(user, dialog, "Week 1 Saturday", "4.5");
    expect(isShaded("Week 1 Monday")).toBe(false);
    expect(dialog.getByLabelText("Week 1 Monday")).not.toHaveClass("font-semibold");
    expect(isShaded("Week 1 Saturday")).toBe(true);
    // A day's name stands over its input where the week stacks on a phone, hidden from a
    // screen reader, which reads the input's own name.
    const saturday = dialog.getByLabelText("Week 1 Saturday").closest("td")!;
    expect(saturday.querySelector("[aria-hidden='true']")).toHaveTextContent("Sat");
  });
});

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
