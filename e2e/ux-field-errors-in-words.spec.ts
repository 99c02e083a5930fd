// Field errors in the form's own words, beside the field, before anything is sent (issue 15,
// item 8): the Create Log and Create Appointment Log dialogs sent empty, or with the end before
// the start, name their labels ("User is required", "End Time must be after Start Time"), never
// a column (user_id, end_time), move the focus to the first field to fix and send no request.
import { expect, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, screenshot, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Counts the requests that would change something (the user picker only reads). */
function countChanges(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/") && request.method() !== "GET") count += 1;
  });
  return () => count;
}

const DEVELOPER_WORDS = /user_id|sick_from_date|sick_to_date|event_from_date|start_time|end_time/;

async function pickNoahJones(page: Page, dialog: ReturnType<Page["getByRole"]>) {
  await dialog.getByPlaceholder(messages.searchAndSelectUser).fill("noah jo");
  await dialog.getByRole("option", { name: /Noah Jones/ }).click();
  await expect(page.getByText("User is required")).toHaveCount(0);
}

test("Create Log says what is missing or wrong beside each field, in its words, sending nothing", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/sickness-logs");
  const changes = countChanges(page);

  await page.getByRole("button", { name: messages.createLog }).click();
  const dialog = page.getByRole("dialog", { name: messages.createLog });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("User is required")).toBeVisible();
  await expect(dialog.getByText("Sick From is required")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "User" })).toBeFocused();
  await expect(dialog).not.toContainText(DEVELOPER_WORDS);
  await screenshot(page, "field-errors-create-log", { fullPage: false });

  await pickNoahJones(page, dialog);
  await dialog.getByLabel("Sick From", { exact: true }).fill("10/03/2031");
  await dialog.getByLabel("Sick To", { exact: true }).fill("09/03/2031");
  await dialog.getByRole("button", { name: "Create" }).click();
  const order = dialog.locator("[data-slot=form-message]", {
    hasText: "Sick To must be on or after Sick From",
  });
  await expect(order).toBeVisible();
  await expect(dialog.getByLabel("Sick To", { exact: true })).toBeFocused();
  await expect(dialog.getByLabel("Sick To", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.locator("body")).not.toContainText(DEVELOPER_WORDS);
  expect(changes()).toBe(0);

  await dialog.getByLabel("Sick To", { exact: true }).fill("11/03/2031");
  await dialog.getByLabel("Sick To", { exact: true }).press("Tab");
  await expect(order).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(changes()).toBe(0);
});

test("Create Appointment Log says the End Time must be after the Start Time, sending nothing", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/appointment-logs");
  const changes = countChanges(page);

  await page.getByRole("button", { name: messages.createAppointmentLog }).click();
  const dialog = page.getByRole("dialog", { name: messages.createAppointmentLog });
  await dialog.getByRole("button", { name: "Create" }).click();
  for (const label of ["User", "Event From", "Start Time", "End Time"]) {
    await expect(dialog.getByText(`${label} is required`, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("combobox", { name: "User" })).toBeFocused();

  await pickNoahJones(page, dialog);
  await dialog.getByLabel("Event From", { exact: true }).fill("12/03/2031");
  await dialog.getByLabel("Start Time", { exact: true }).fill("14:00");
  await dialog.getByLabel("End Time", { exact: true }).fill("13:00");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.locator("[data-slot=form-message]")).toHaveText([
    "End Time must be after Start Time",
  ]);
  await expect(dialog.getByLabel("End Time", { exact: true })).toBeFocused();
  await expect(page.locator("body")).not.toContainText(DEVELOPER_WORDS);
  await screenshot(page, "field-errors-create-appointment", { fullPage: false });
  expect(changes()).toBe(0);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(dialog.getByText("End Time must be after Start Time")).toBeVisible();
  await screenshot(page, "field-errors-create-appointment", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(changes()).toBe(0);
});
