// A sickness user records and corrects a sickness log without ever seeing a reason; the
// admin sees the Reason column and writes the reason; the sickness user still cannot see it.
import { expect, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, SCREENSHOTS, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const SICKNESS_USER = "sickness@example.com";
/** A Monday to Wednesday of a year no other journey writes sickness logs in. */
const FROM = "2031-03-03";
const TO = "2031-03-05";
const SEARCH = "03/03/2031";
const REASON = "Seasonal flu";

async function openLogs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(users|holidays-request)$/);
  await page.goto("/sickness-logs");
  await expect(page.getByRole("heading", { level: 1, name: messages.manageSicknessLogsTitle }))
    .toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A full-page shot briefly shrinks the window, which swaps the layout: only where that is harmless. */
async function screenshot(page: Page, name: string, fullPage = false) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage });
}

test("a sickness user logs and corrects a sickness, never seeing a reason, while the admin does", async ({ page }) => {
  test.setTimeout(90_000);
  await openLogs(page, SICKNESS_USER);
  await expect(page.getByRole("columnheader")).toHaveText([
    "Name",
    "Sick From",
    "Sick To",
    "Days",
    "Actions",
  ]);

  // Create: a user from the type-to-search picker, two dates, no Reason field.
  await page.getByRole("button", { name: messages.createLog }).click();
  let dialog = page.getByRole("dialog", { name: messages.createLog });
  await expect(dialog.getByLabel("Reason")).toHaveCount(0);
  await dialog.getByPlaceholder(messages.searchAndSelectUser).fill("george sm");
  await dialog.getByRole("option", { name: /George Smith/ }).click();
  await expect(dialog.getByPlaceholder(messages.searchAndSelectUser)).toHaveValue("George Smith");
  await dialog.getByLabel("Sick From").fill(FROM);
  await dialog.getByLabel("Sick To").fill(TO);
  await screenshot(page, "sickness-log-create");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(messages.logCreated)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Found by its dd/mm/yyyy date: Monday to Wednesday is 3 days.
  await page.getByPlaceholder(messages.sicknessSearchPlaceholder).fill(SEARCH);
  const row = page.getByRole("row").filter({ hasText: "George Smith" }).filter({
    hasText: SEARCH,
  });
  await expect(row).toHaveText("George Smith03/03/203105/03/20313EditDelete");
  await expect(page.getByText(messages.pageOf(1, 1))).toBeVisible();

  // Edit: the user is read-only; one more day.
  await row.getByRole("button", { name: "Edit" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Log" });
  await expect(dialog.getByLabel("User")).toHaveValue("George Smith");
  await expect(dialog.getByLabel("User")).toBeDisabled();
  await expect(dialog.getByLabel("Reason")).toHaveCount(0);
  await dialog.getByLabel("Sick To").fill("2031-03-06");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(messages.logUpdated)).toBeVisible();
  await expect(row).toHaveText("George Smith03/03/203106/03/20314EditDelete");
  await screenshot(page, "sickness-logs-sickness-user");
  await logout(page);

  // The admin sees the Reason column and gives the log its reason.
  await openLogs(page, ADMIN);
  await page.getByPlaceholder(messages.sicknessSearchPlaceholder).fill(SEARCH);
  await expect(page.getByRole("columnheader")).toHaveText([
    "Name",
    "Sick From",
    "Sick To",
    "Days",
    "Reason",
    "Actions",
  ]);
  await expect(row).toHaveText("George Smith03/03/203106/03/20314N/AEditDelete");
  await row.getByRole("button", { name: "Edit" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Log" });
  await dialog.getByLabel("Reason").fill(REASON);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(messages.logUpdated)).toBeVisible();
  await expect(row).toContainText(REASON);
  // The admin's search also finds a reason.
  await page.getByPlaceholder(messages.sicknessSearchPlaceholder).fill("seasonal");
  await expect(row).toContainText(REASON);
  await screenshot(page, "sickness-logs-admin");
  await logout(page);

  // The sickness user: not in the list, not in the edit modal, not found by searching for it.
  await openLogs(page, SICKNESS_USER);
  await page.getByPlaceholder(messages.sicknessSearchPlaceholder).fill(SEARCH);
  await expect(row).toHaveText("George Smith03/03/203106/03/20314EditDelete");
  await row.getByRole("button", { name: "Edit" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Log" });
  await expect(dialog.getByLabel("Sick From")).toHaveValue("03/03/2031");
  await expect(page.getByText(REASON)).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(REASON);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByPlaceholder(messages.sicknessSearchPlaceholder).fill("seasonal");
  await expect(page.getByText(messages.noSicknessLogs)).toBeVisible();

  // And removes the log.
  await page.getByPlaceholder(messages.sicknessSearchPlaceholder).fill(SEARCH);
  page.once("dialog", (confirm) => confirm.accept());
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.logDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the sickness logs fit a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openLogs(page, SICKNESS_USER);
  await expect(page.getByRole("group").first()).toBeVisible();
  await expect(page.getByText("Reason", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "sickness-logs-sickness-user", true);
  await page.getByRole("button", { name: messages.createLog }).click();
  await expect(page.getByRole("dialog", { name: messages.createLog })).toBeVisible();
  await screenshot(page, "sickness-log-create");
});
