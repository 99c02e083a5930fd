// The admin creates a department, renames it and deletes it.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, screenshot, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("a department is created, renamed and deleted", async ({ page }) => {
  const name = `Logistics ${Date.now() % 100_000}`;
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/departments");
  await expect(page.getByRole("heading", { level: 1, name: messages.manageDepartmentsTitle }))
    .toBeVisible();

  await page.getByRole("button", { name: messages.createDepartment }).click();
  await page.getByRole("dialog").getByLabel("Name").fill(name);
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(messages.departmentCreated)).toBeVisible();
  const field = page.getByRole("textbox", { name: `Name of ${name}` });
  await expect(field).toHaveValue(name);
  await screenshot(page, "departments");

  await expect(page.getByRole("button", { name: `Save ${name}` })).toBeDisabled();
  await field.fill(`${name} Hub`);
  await page.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByText(messages.departmentUpdated)).toBeVisible();
  const renamed = page.getByRole("textbox", { name: `Name of ${name} Hub` });
  await expect(renamed).toHaveValue(`${name} Hub`);

  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, "departments");

  await page.getByRole("button", { name: `Delete ${name} Hub` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete ${name} Hub?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.departmentDeleted)).toBeVisible();
  await expect(renamed).toHaveCount(0);
});
