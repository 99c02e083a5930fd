// The admin creates a user, edits them in place; they sign in; once deleted they cannot.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, screenshot, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("a user is created, edited inline, signs in, is deleted and can no longer sign in", async ({ page, browser }) => {
  const email = `zed.${Date.now()}@example.com`;
  const password = "a-long-password";

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("button", { name: messages.createUser }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Total Vacation Hours")).toHaveValue("160");
  await expect(dialog.getByLabel("Start Date")).toHaveValue("01/01/2025");
  await dialog.getByLabel("First Name").fill("Zed");
  await dialog.getByLabel("Last Name").fill("Tester");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: "QC", exact: true }).click();
  await screenshot(page, "users-create", { fullPage: false });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(messages.userCreated)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // They started in 2025: shown under that year.
  await page.getByRole("spinbutton", { name: "Year" }).fill("2025");
  await page.getByPlaceholder(messages.usersSearchPlaceholder).fill(email);
  const row = page.getByRole("row", { name: "Zed Tester" });
  await expect(row.getByRole("cell")).toHaveText([
    "Zed",
    "Tester",
    email,
    "Employee",
    "160",
    "160",
    "01/01/2025",
    "QC",
    "",
  ]);

  await row.getByRole("button", { name: "Edit Zed Tester" }).click();
  const editing = page.getByRole("row", { name: "Zed Tester" });
  await expect(editing.getByRole("spinbutton", { name: "Vacation Hours", exact: true }))
    .toHaveCount(0);
  await editing.getByRole("textbox", { name: "Last Name" }).fill("Testerson");
  await editing.getByRole("spinbutton", { name: "Total Vacation Hours" }).fill("180");
  await screenshot(page, "users-edit", { fullPage: false });
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(messages.userUpdated)).toBeVisible();
  const saved = page.getByRole("row", { name: "Zed Testerson" });
  await expect(saved).toContainText("180");

  // They can sign in.
  const theirs = await browser.newPage();
  await signIn(theirs, email, password);
  await expect(theirs).toHaveURL(/\/holidays-request$/);
  await theirs.close();

  await saved.getByRole("button", { name: "Delete Zed Testerson" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete Zed Testerson?");
  await screenshot(page, "users-delete", { fullPage: false });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.userDeleted)).toBeVisible();
  await expect(saved).toHaveCount(0);

  const after = await browser.newPage();
  await signIn(after, email, password);
  await expect(after.getByText(messages.loginFailed)).toBeVisible();
  await after.close();
});
