// Issue 15, defect 1: Manage Users filters on the start year (this year by default) while a
// new user starts on 01/01/2025 by default. The user just created must still show, and a
// starter of any year (the demo employee) must be findable.
import { expect, test } from "./fixtures.ts";

import { DEFAULT_START_DATE } from "../shared/constants.ts";
import { formatDate, yearOf } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, signIn, today } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("the admin creates a user and sees them at once, and finds a starter of any year", async ({ page }) => {
  const email = `una.${Date.now()}@example.com`;
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  const year = page.getByRole("spinbutton", { name: "Year" });
  await expect(year).toHaveValue(String(yearOf(today())));

  // Created with the default start date, whatever year today is.
  await page.getByRole("button", { name: messages.createUser }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Start Date")).toHaveValue(formatDate(DEFAULT_START_DATE));
  await dialog.getByLabel("First Name").fill("Una");
  await dialog.getByLabel("Last Name").fill("Found");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("a-long-password");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(messages.userCreated)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The year follows the new user's start year: they show without touching the filter.
  await expect(year).toHaveValue(String(yearOf(DEFAULT_START_DATE)));
  const row = page.getByRole("row", { name: "Una Found" });
  await expect(row).toContainText(email);
  await expect(page.getByText(messages.noMatchingUsers)).toHaveCount(0);

  // A year no one started in shows nobody; "All years" shows every starter again.
  await year.fill("1999");
  await expect(page.getByText(messages.noMatchingUsers)).toBeVisible();
  await page.getByRole("button", { name: "All years" }).click();
  await expect(year).toHaveValue("");
  await expect(page.getByRole("row", { name: "Eve Employee" })).toBeVisible();
  await expect(row).toBeVisible();

  // Leave the database as found.
  await row.getByRole("button", { name: "Delete Una Found" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.userDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});
