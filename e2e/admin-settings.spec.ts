// The administrator sets the allowance policies (issue 16): pro-rata on, a carry-over cap of
// 24 hours expiring 31 March, kept after a reload; and a part-time working pattern created
// from its preset. The screen has no serious accessibility finding at 1280 and 375 px, and
// nothing on it is wider than a phone.
import { expect, test } from "./fixtures.ts";

import { settingsMessages as texts } from "../web/src/features/settings/messages.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth, opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("an administrator sets the allowance policies and creates a working pattern", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, ADMIN);
  // The journeys share one database: what this one changes is put back at the end.
  const before = await (await request.get("/api/admin/settings", { headers: bearer(token) }))
    .json();
  const patternName = `Part-time Mon–Wed 7.5 h ${Date.now() % 100_000}`;

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" })
      .click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();

    // Pro-rata on, 24 hours carried at most, expiring on 31 March.
    const allowance = page.getByRole("region", { name: texts.allowanceTitle });
    const proRata = allowance.getByRole("switch", { name: texts.proRataLabel });
    await expect(proRata).toBeVisible();
    if ((await proRata.getAttribute("aria-checked")) !== "true") await proRata.click();
    await expect(proRata).toHaveAttribute("aria-checked", "true");
    await allowance.getByLabel(texts.carryOverLabel).fill("24");
    await allowance.getByRole("combobox", { name: "Month" }).click();
    await page.getByRole("option", { name: "March" }).click();
    await allowance.getByRole("combobox", { name: "Day" }).click();
    await page.getByRole("option", { name: "31", exact: true }).click();
    await allowance.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(texts.settingsSaved)).toBeVisible();

    await page.reload();
    await expect(proRata).toHaveAttribute("aria-checked", "true");
    await expect(allowance.getByLabel(texts.carryOverLabel)).toHaveValue("24");
    await expect(allowance.getByRole("combobox", { name: "Day" })).toHaveText("31");
    await expect(allowance.getByRole("combobox", { name: "Month" })).toHaveText("March");

    // A part-time pattern from its preset, under a name of its own.
    await page.getByRole("button", { name: texts.createPattern }).click();
    const dialog = page.getByRole("dialog", { name: texts.createPattern });
    await opened(dialog);
    await dialog.getByRole("button", { name: "Part-time Mon–Wed 7.5 h" }).click();
    await expect(dialog.getByLabel("Week 1 Wednesday")).toHaveValue("7.5");
    await expect(dialog.getByLabel("Week 1 Thursday")).toHaveValue("0");
    await expect(dialog.getByText("Total: 22.5 hours a week")).toBeVisible();
    await dialog.getByLabel("Name").fill(patternName);
    await expectFitsAndReads(page, "/settings: Create Pattern at 1280 px");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(texts.patternCreated)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole("row", { name: patternName });
    await expect(row).toContainText("1 week");
    await expect(row).toContainText("22.5 hours");

    await expectFitsAndReads(page, "/settings at 1280 px");
    await screenshot(page, "settings");

    // A phone: cards, the grid scrolling inside the dialog, nothing wider than the window.
    await atWidth(page, 375);
    await expect(page.getByRole("group", { name: patternName })).toContainText("22.5 hours");
    await expectFitsAndReads(page, "/settings at 375 px");
    await screenshot(page, "settings");
    await page.getByRole("button", { name: `Edit ${patternName}` }).click();
    await opened(page.getByRole("dialog", { name: texts.editPattern }));
    await expectFitsAndReads(page, "/settings: Edit Pattern at 375 px");
    await screenshot(page, "settings-pattern", { fullPage: false });
    await page.keyboard.press("Escape");
  } finally {
    await request.put("/api/admin/settings", { headers: bearer(token), data: before });
    const patterns = await (await request.get("/api/admin/working-patterns", {
      headers: bearer(token),
    })).json() as { id: number; name: string }[];
    for (const pattern of patterns.filter((p) => p.name === patternName)) {
      await request.delete(`/api/admin/working-patterns/${pattern.id}`, { headers: bearer(token) });
    }
  }
});
