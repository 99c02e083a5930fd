// Issue 17, configuration: the administrator creates a skill, a blocking cover rule for a
// department of the journey's own that counts the holders of that skill, and gives a user of
// the department the skill in their "Working pattern and allowance" dialog. Settings and the
// dialog have no serious accessibility finding at 1280 and 375 px, and nothing on them is wider
// than a phone. What the journey creates is deleted at the end: later journeys see no rule.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { settingsMessages as texts } from "../web/src/features/settings/messages.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth, opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const TITLE = "Working pattern and allowance";

test("an administrator creates a skill and a cover rule, and gives a user the skill", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ADMIN);
  const headers = bearer(token);
  const stamp = Date.now().toString(36);
  const skillName = `Forklift ${stamp}`;
  const departmentName = `Warehouse ${stamp}`;
  const ruleLabel = `${departmentName}, ${skillName}`;

  const department = await request.post("/api/departments", {
    headers,
    data: { name: departmentName },
  });
  expect(department.status(), await department.text()).toBe(201);
  const departmentId = (await department.json()).id as number;
  const email = `fern.${stamp}@example.com`;
  const name = `Fern Cover${stamp}`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: {
      firstName: "Fern",
      lastName: `Cover${stamp}`,
      email,
      password: "a-long-password",
      department_id: departmentId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).id as string;

  try {
    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" })
      .click();
    await expect(page).toHaveURL(/\/settings$/);

    // The skill.
    const skills = page.getByRole("region", { name: texts.skillsTitle });
    await skills.getByRole("button", { name: texts.createSkill }).click();
    const skillDialog = page.getByRole("dialog", { name: texts.createSkill });
    await opened(skillDialog);
    await skillDialog.getByLabel("Name").fill(skillName);
    await expectFitsAndReads(page, "/settings: Create Skill at 1280 px");
    await skillDialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(texts.skillCreated)).toBeVisible();
    await expect(skillDialog).toHaveCount(0);
    await expect(skills.getByRole("row", { name: skillName })).toContainText("0");

    // A rule: at least 2 of the department holding the skill, blocking.
    const rules = page.getByRole("region", { name: texts.coverTitle });
    await rules.getByRole("button", { name: texts.createRule }).click();
    const ruleDialog = page.getByRole("dialog", { name: texts.createRule });
    await opened(ruleDialog);
    await ruleDialog.getByRole("combobox", { name: "Department" }).click();
    await page.getByRole("option", { name: departmentName }).click();
    await ruleDialog.getByRole("combobox", { name: "Skill" }).click();
    await page.getByRole("option", { name: skillName }).click();
    await ruleDialog.getByLabel("Minimum present").fill("2");
    await ruleDialog.getByRole("radio", { name: texts.modeBlock }).check();
    await expectFitsAndReads(page, "/settings: Create Rule at 1280 px");
    await ruleDialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(texts.ruleCreated)).toBeVisible();
    await expect(ruleDialog).toHaveCount(0);
    const ruleRow = rules.getByRole("row", { name: departmentName });
    await expect(ruleRow).toContainText(skillName);
    await expect(ruleRow).toContainText("2");
    await expect(ruleRow).toContainText(texts.modeBlock);
    await expectFitsAndReads(page, "/settings at 1280 px");
    await screenshot(page, "settings-cover");

    // A phone: cards, and the rule's dialog fits.
    await atWidth(page, 375);
    await expect(page.getByRole("group", { name: ruleLabel })).toContainText(texts.modeBlock);
    await expectFitsAndReads(page, "/settings at 375 px");
    await screenshot(page, "settings-cover");
    await page.getByRole("button", { name: `Edit the rule of ${ruleLabel}` }).click();
    const editDialog = page.getByRole("dialog", { name: texts.editRule });
    await opened(editDialog);
    await expect(editDialog.getByRole("radio", { name: texts.modeBlock })).toBeChecked();
    await expectFitsAndReads(page, "/settings: Edit Rule at 375 px");
    await screenshot(page, "settings-cover-rule", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(editDialog).toHaveCount(0);

    // The user gets the skill in their working pattern and allowance.
    await atWidth(page, 1280);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Manage Users",
    }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("spinbutton", { name: "Year" }).fill("");
    await page.getByPlaceholder(messages.usersSearchPlaceholder).fill(email);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await page.getByRole("button", { name: TITLE }).click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await opened(dialog);
    const skill = dialog.getByRole("checkbox", { name: skillName });
    await expect(skill).not.toBeChecked();
    await skill.click();
    await dialog.getByRole("button", { name: "Save skills" }).click();
    await expect(page.getByText("Skills saved")).toBeVisible();
    await expect(skill).toBeChecked();
    await expectFitsAndReads(page, "the user's skills at 1280 px");
    const held = await (await request.get(`/api/admin/users/${userId}/skills`, { headers }))
      .json() as { skillIds: number[] };
    const skillRows = await (await request.get("/api/admin/skills", { headers }))
      .json() as { id: number; name: string; users: number }[];
    const saved = skillRows.find((row) => row.name === skillName);
    expect(saved?.users).toBe(1);
    expect(held.skillIds).toEqual([saved?.id]);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await atWidth(page, 375);
    await page.getByRole("button", { name: TITLE }).click();
    await opened(dialog);
    await expect(dialog.getByRole("checkbox", { name: skillName })).toBeChecked();
    await dialog.getByRole("heading", { name: "Skills" }).scrollIntoViewIfNeeded();
    await expectFitsAndReads(page, "the user's skills at 375 px");
    await screenshot(page, "users-skills", { fullPage: false });
    await page.keyboard.press("Escape");
  } finally {
    // The journeys share one database: the rule, the skill (its holders with it), the user and
    // the department go, so that no later journey's request is checked for cover.
    const rules = await (await request.get("/api/admin/cover-rules", { headers }))
      .json() as { id: number; departmentId: number }[];
    for (const rule of rules.filter((r) => r.departmentId === departmentId)) {
      await request.delete(`/api/admin/cover-rules/${rule.id}`, { headers });
    }
    const skillRows = await (await request.get("/api/admin/skills", { headers }))
      .json() as { id: number; name: string }[];
    for (const row of skillRows.filter((s) => s.name === skillName)) {
      await request.delete(`/api/admin/skills/${row.id}`, { headers });
    }
    await request.delete(`/api/admin/users/${userId}`, { headers });
    await request.delete(`/api/departments/${departmentId}`, { headers });
  }
});
