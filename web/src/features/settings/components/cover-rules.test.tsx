import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { CoverRuleRow, SkillRow } from "@shared/schemas/cover.ts";

import { CoverRules } from "@/features/settings/components/cover-rules";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { settingsMessages as texts } from "../messages";

beforeAll(fillJsdomGaps);

const SKILLS: SkillRow[] = [{ id: 3, name: "Forklift", users: 2 }];
const DEPARTMENTS = [{ id: 1, name: "Office" }, { id: 2, name: "Production" }];

function buildRule(overrides: Partial<CoverRuleRow> = {}): CoverRuleRow {
  return {
    id: 9,
    departmentId: 2,
    department: "Production",
    skillId: 3,
    skill: "Forklift",
    minimum: 2,
    mode: "block",
    ...overrides,
  };
}

function openRules(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/settings": {
      body: { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" },
    },
    "GET /admin/working-patterns": { body: [] },
    "GET /admin/skills": { body: SKILLS },
    "GET /admin/cover-rules": { body: [buildRule()] },
    "GET /departments": { body: DEPARTMENTS },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<CoverRules />, { path: "/settings" }), changes };
}

async function rulesSection() {
  return within(await screen.findByRole("region", { name: texts.coverTitle }));
}

async function openCreate(user: ReturnType<typeof openRules>["user"]) {
  const section = await rulesSection();
  await user.click(section.getByRole("button", { name: texts.createRule }));
  return within(await screen.findByRole("dialog", { name: texts.createRule }));
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("CoverRules", { timeout: 15_000 }, () => {
  it("lists each rule's department, skill or everyone, minimum and mode", async () => {
    openRules({
      "GET /admin/cover-rules": {
        body: [
          buildRule(),
          buildRule({ id: 10, department: "Office", skillId: null, skill: null, mode: "warn" }),
        ],
      },
    });
    const section = await rulesSection();
    await section.findByRole("cell", { name: "Forklift" });
    const rows = section.getAllByRole("row").slice(1).map((row) =>
      [...row.querySelectorAll("td")].map((td) => td.textContent)
    );
    expect(rows).toEqual([
      ["Production", "Forklift", "2", "Block", "EditDelete"],
      ["Office", "Everyone", "2", "Warn", "EditDelete"],
    ]);
  });

  it("creates a rule: the department, no skill for everyone, the minimum and the mode", async () => {
    const { user, changes } = openRules({
      "GET /admin/cover-rules": { body: [] },
      "POST /admin/cover-rules": { status: 201, body: buildRule() },
    });
    const dialog = await openCreate(user);
    expect(dialog.getByRole("combobox", { name: "Skill" })).toHaveTextContent(
      texts.everyoneOption,
    );
    expect(dialog.getByRole("radio", { name: texts.modeWarn })).toBeChecked();
    expect(dialog.getByRole("radio", { name: texts.modeBlock })).toHaveAccessibleDescription(
      texts.modeBlockHint,
    );
    await user.click(dialog.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: "Production" }));
    await user.type(dialog.getByLabelText("Minimum present"), "3");
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(texts.ruleCreated)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "POST",
      path: "/admin/cover-rules",
      body: { departmentId: 2, skillId: null, minimum: 3, mode: "warn" },
    }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("creates a blocking rule for a skill", async () => {
    const { user, changes } = openRules({
      "POST /admin/cover-rules": { status: 201, body: buildRule() },
    });
    const dialog = await openCreate(user);
    await user.click(dialog.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: "Office" }));
    await user.click(dialog.getByRole("combobox", { name: "Skill" }));
    await user.click(await screen.findByRole("option", { name: "Forklift" }));
    await user.type(dialog.getByLabelText("Minimum present"), "1");
    await user.click(dialog.getByRole("radio", { name: texts.modeBlock }));
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(texts.ruleCreated)).toBeInTheDocument();
    expect(changes()[0].body).toEqual({ departmentId: 1, skillId: 3, minimum: 1, mode: "block" });
  });

  it("refuses a minimum that is not a whole number from 1 beside the field, before sending", async () => {
    const { user, changes } = openRules();
    const dialog = await openCreate(user);
    await user.click(dialog.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: "Production" }));
    const minimum = dialog.getByLabelText("Minimum present");
    await user.type(minimum, "0");
    await user.click(dialog.getByRole("button", { name: "Create" }));

    const message = "Minimum present must be a whole number from 1 to 10000";
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(minimum).toHaveAttribute("aria-invalid", "true");
    expect(minimum).toHaveAccessibleDescription(message);

    await user.clear(minimum);
    await user.type(minimum, "2.5");
    await user.click(dialog.getByRole("button", { name: "Create" }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("asks for the department before sending", async () => {
    const { user, changes } = openRules();
    const dialog = await openCreate(user);
    await user.type(dialog.getByLabelText("Minimum present"), "2");
    await user.click(dialog.getByRole("button", { name: "Create" }));
    expect(await dialog.findByText("Department is required")).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("shows why the server refused a second rule for the same skill", async () => {
    const refusal = "Production already has a rule for Forklift";
    const { user } = openRules({
      "POST /admin/cover-rules": { status: 409, body: { error: refusal } },
    });
    const dialog = await openCreate(user);
    await user.click(dialog.getByRole("combobox", { name: "Department" }));
    await user.click(await screen.findByRole("option", { name: "Production" }));
    await user.type(dialog.getByLabelText("Minimum present"), "2");
    await user.click(dialog.getByRole("button", { name: "Create" }));
    expect(await screen.findByText(texts.failedToCreateRule)).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });

  it("edits a rule from its saved values", async () => {
    const { user, changes } = openRules({
      "PUT /admin/cover-rules/9": { body: buildRule({ minimum: 4, mode: "warn" }) },
    });
    const section = await rulesSection();
    await user.click(
      await section.findByRole("button", { name: "Edit the rule of Production, Forklift" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: texts.editRule }));
    expect(dialog.getByRole("combobox", { name: "Department" })).toHaveTextContent("Production");
    expect(dialog.getByRole("combobox", { name: "Skill" })).toHaveTextContent("Forklift");
    expect(dialog.getByRole("radio", { name: texts.modeBlock })).toBeChecked();
    const minimum = dialog.getByLabelText("Minimum present");
    await user.clear(minimum);
    await user.type(minimum, "4");
    await user.click(dialog.getByRole("radio", { name: texts.modeWarn }));
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.ruleUpdated)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: "/admin/cover-rules/9",
      body: { departmentId: 2, skillId: 3, minimum: 4, mode: "warn" },
    }]);
  });

  it("deletes a rule only after the confirmation", async () => {
    const { user, changes } = openRules({
      "DELETE /admin/cover-rules/9": { body: { message: "Cover rule deleted" } },
    });
    const section = await rulesSection();
    await user.click(
      await section.findByRole("button", { name: "Delete the rule of Production, Forklift" }),
    );
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(texts.confirmDeleteRule("Production", "Forklift"));
    expect(changes()).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(texts.ruleDeleted)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "DELETE", path: "/admin/cover-rules/9", body: undefined },
    ]);
  });

  it("says what happens while there is no rule", async () => {
    openRules({ "GET /admin/cover-rules": { body: [] } });
    const section = await rulesSection();
    expect(await section.findByText(texts.noRules)).toBeInTheDocument();
  });
});
