// Issue 31, item 10: an administrator makes the Overview the administrators' landing page in
// Settings; signing in (and opening the app's address) then lands there, until it is set back
// to Manage Users, the spec's landing. The card reads well and fits at 1280 and 375 px.
import { expect, type Page, test } from "./fixtures.ts";

import { settingsMessages as texts } from "../web/src/features/settings/messages.ts";
import { ADMIN, apiToken, bearer, screenshot } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Signs in through the login form, as a person does. */
async function signInByForm(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
}

async function landingChoice(page: Page) {
  await page.goto("/settings");
  const card = page.getByRole("region", { name: texts.landingTitle });
  const choice = card.getByRole("group", { name: texts.landingLegend });
  await expect(choice.getByRole("radio", { checked: true })).toBeVisible();
  return { card, choice };
}

test("an administrator makes the Overview the administrators' landing page, then sets it back", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, ADMIN);
  // The journeys share one database: what this one changes is put back at the end.
  const before = await (await request.get("/api/admin/landing-settings", {
    headers: bearer(token),
  })).json();

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByForm(page);
    await expect(page).toHaveURL(/\/users$/);

    // By keyboard: the choice is the first thing on Settings, Manage Users picked.
    const { card, choice } = await landingChoice(page);
    await expect(choice.getByRole("radio", { name: texts.landingUsers })).toBeChecked();
    await expectFitsAndReads(page, "/settings: Landing page at 1280 px");
    await choice.getByRole("radio", { name: texts.landingUsers }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText(texts.settingsSaved)).toBeVisible();
    await expect(choice.getByRole("radio", { name: texts.landingOverview })).toBeChecked();
    await screenshot(page, "settings-landing");

    // Signed out and in again: the Overview; and so is the app's address.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInByForm(page);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/overview$/);
    // Manage Users is still a click away.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage Users" })
      .click();
    await expect(page).toHaveURL(/\/users$/);

    // On a phone: the card fits; back to Manage Users, the spec's landing.
    await atWidth(page, 375);
    const phone = await landingChoice(page);
    await expectFitsAndReads(page, "/settings: Landing page at 375 px");
    await expect(phone.card).toBeVisible();
    await phone.choice.getByRole("radio", { name: texts.landingUsers }).click();
    await expect(phone.choice.getByRole("radio", { name: texts.landingUsers })).toBeChecked();
    await expect(card).toBeVisible();
    expect(
      await (await request.get("/api/admin/landing-settings", { headers: bearer(token) })).json(),
    ).toEqual({ adminLanding: "users" });
    await page.goto("/");
    await expect(page).toHaveURL(/\/users$/);
  } finally {
    await request.put("/api/admin/landing-settings", { headers: bearer(token), data: before });
  }
});
