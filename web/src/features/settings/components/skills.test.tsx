import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { SkillRow } from "@shared/schemas/cover.ts";

import { Skills } from "@/features/settings/components/skills";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { settingsMessages as texts } from "../messages";

beforeAll(fillJsdomGaps);

function buildSkill(overrides: Partial<SkillRow> = {}): SkillRow {
  return { id: 3, name: "Forklift", users: 2, ...overrides };
}

function openSkills(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/settings": {
      body: { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" },
    },
    "GET /admin/working-patterns": { body: [] },
    "GET /admin/skills": { body: [buildSkill()] },
    "GET /admin/cover-rules": { body: [] },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<Skills />, { path: "/settings" }), changes };
}

async function skillsSection() {
  return within(await screen.findByRole("region", { name: texts.skillsTitle }));
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("Skills", { timeout: 15_000 }, () => {
  it("lists each skill with the users who hold it", async () => {
    openSkills();
    const section = await skillsSection();
    const row = (await section.findByRole("cell", { name: "Forklift" })).closest("tr")!;
    expect([...row.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "Forklift",
      "2",
      "RenameDelete",
    ]);
  });

  it("creates a skill by its name, trimmed", async () => {
    const { user, changes } = openSkills({
      "POST /admin/skills": { status: 201, body: buildSkill({ id: 4, name: "First aid" }) },
    });
    const section = await skillsSection();
    await user.click(section.getByRole("button", { name: texts.createSkill }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.createSkill }));
    await user.type(dialog.getByLabelText("Name"), "  First aid ");
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(texts.skillCreated)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "POST", path: "/admin/skills", body: { name: "First aid" } },
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses a blank name beside the field, before sending", async () => {
    const { user, changes } = openSkills();
    const section = await skillsSection();
    await user.click(section.getByRole("button", { name: texts.createSkill }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.createSkill }));
    await user.type(dialog.getByLabelText("Name"), "   ");
    await user.click(dialog.getByRole("button", { name: "Create" }));
    expect(await dialog.findByText("Name is required")).toBeInTheDocument();
    expect(dialog.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(changes()).toEqual([]);
  });

  it("renames a skill", async () => {
    const { user, changes } = openSkills({
      "PUT /admin/skills/3": { body: buildSkill({ name: "Reach truck" }) },
    });
    const section = await skillsSection();
    await user.click(await section.findByRole("button", { name: "Rename Forklift" }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.renameSkill }));
    const name = dialog.getByLabelText("Name");
    expect(name).toHaveValue("Forklift");
    await user.clear(name);
    await user.type(name, "Reach truck");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.skillRenamed)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "PUT", path: "/admin/skills/3", body: { name: "Reach truck" } },
    ]);
  });

  it("shows the server's refusal of a name beside it", async () => {
    const { user } = openSkills({
      "POST /admin/skills": {
        status: 409,
        body: { error: "name: a skill with this name already exists", field: "name" },
      },
    });
    const section = await skillsSection();
    await user.click(section.getByRole("button", { name: texts.createSkill }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.createSkill }));
    await user.type(dialog.getByLabelText("Name"), "Forklift");
    await user.click(dialog.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(texts.failedToCreateSkill)).toBeInTheDocument();
    expect(
      dialog.getByText("Name: a skill with this name already exists", {
        selector: "[data-slot=form-message]",
      }),
    ).toBeInTheDocument();
  });

  it("deletes only after a confirmation that says its rules and holders go with it", async () => {
    const { user, changes } = openSkills({
      "DELETE /admin/skills/3": { body: { message: "Skill deleted" } },
    });
    const section = await skillsSection();
    await user.click(await section.findByRole("button", { name: "Delete Forklift" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(texts.confirmDeleteSkill("Forklift", 2));
    expect(confirm).toHaveTextContent(/cover rules are deleted with it/);
    expect(confirm).toHaveTextContent(/the 2 users who hold it/);
    expect(changes()).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(texts.skillDeleted)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "DELETE", path: "/admin/skills/3", body: undefined }]);
  });

  it("sends nothing when the deletion is cancelled", async () => {
    const { user, changes } = openSkills();
    const section = await skillsSection();
    await user.click(await section.findByRole("button", { name: "Delete Forklift" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("says what happens while there is no skill", async () => {
    openSkills({ "GET /admin/skills": { body: [] } });
    const section = await skillsSection();
    expect(await section.findByText(texts.noSkills)).toBeInTheDocument();
  });
});
