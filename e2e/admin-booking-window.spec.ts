// Issue 29, Settings: the administrator turns the booking window off; an employee's form then
// lets them choose 29 December of the coming year without the Christmas message, and the server
// takes the range too. The window is turned back on at the end (the journeys share one database),
// and the form refuses the day again. The card has no serious accessibility finding at 1280 and
// 375 px, and nothing on it is wider than a phone.
import { expect, test } from "./fixtures.ts";

import { CHRISTMAS_WINDOW } from "../shared/booking-window.ts";
import { messages } from "../shared/messages.ts";
import { holidayMessages as texts } from "../web/src/features/settings/holiday-messages.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "employee@example.com";

test("an administrator turns the booking window off, and an employee may choose 29 December", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const headers = bearer(await apiToken(request, ADMIN));
  const employee = bearer(await apiToken(request, EMPLOYEE));
  const day = `${Number(today().slice(0, 4)) + 1}-12-29`;
  const context = await browser.newContext({ locale: "en-GB", timezoneId: "Europe/London" });
  const theirs = await context.newPage();

  try {
    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" })
      .click();
    await expect(page).toHaveURL(/\/settings$/);

    // The spec's window, on: the preview reads the employees' refusal.
    const card = page.getByRole("region", { name: texts.windowTitle });
    const isOn = card.getByRole("switch", { name: texts.windowOnLabel });
    await expect(isOn).toBeChecked();
    await expect(card.getByText(texts.windowPreview(messages.startInChristmas))).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectFitsAndReads(page, "/settings with the booking window at 1280 px");
    await screenshot(page, "settings-booking-window", { fullPage: false });

    await isOn.click();
    await expect(card.getByText(texts.windowOff)).toBeVisible();
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(texts.windowSaved)).toBeVisible();
    await expect(isOn).not.toBeChecked();

    // A phone: the day and month selects fit.
    await atWidth(page, 375);
    await card.scrollIntoViewIfNeeded();
    await expectFitsAndReads(page, "/settings with the booking window at 375 px");
    await screenshot(page, "settings-booking-window");

    // The employee's form takes 29 December without a word of the window.
    await atWidth(theirs, 1280);
    await signIn(theirs, EMPLOYEE);
    await expect(theirs).toHaveURL(/\/holidays-request$/);
    await theirs.getByLabel("Start Date").fill(day);
    await theirs.getByLabel("End Date").fill(day);
    await theirs.getByLabel("End Date").blur();
    await expect(theirs.getByText(/^This request will take \d+ vacation hours/)).toBeVisible();
    await expect(theirs.getByText(messages.startInChristmas)).toHaveCount(0);
    await expect(theirs.getByText(messages.endInChristmas)).toHaveCount(0);
  } finally {
    const restored = await request.put("/api/admin/booking-window", {
      headers,
      data: { on: true, ...CHRISTMAS_WINDOW },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }

  // On again: the form refuses the day as soon as it is chosen, and the server as well.
  await theirs.goto("/holidays-request");
  await theirs.getByLabel("Start Date").fill(day);
  await expect(theirs.getByText(messages.startInChristmas)).toBeVisible();
  await context.close();
  const refused = await request.post("/api/vacation-request", {
    headers: employee,
    data: { startDate: day, endDate: day, startDayType: "full", endDayType: "full" },
  });
  expect(refused.status()).toBe(400);
});
