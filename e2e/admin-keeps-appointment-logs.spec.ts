// The admin records an appointment (after the server refuses one ending before it starts),
// corrects it and deletes it.
import { expect, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, SCREENSHOTS, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Long before any seeded appointment, so the new one is first on the first page. */
const DAY = "2021-05-10";

/** A full-page shot briefly shrinks the window, which swaps the layout: only where that is harmless. */
async function screenshot(page: Page, name: string, fullPage = false) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage });
}

async function openLogs(page: Page) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/appointment-logs");
  await expect(
    page.getByRole("heading", { level: 1, name: messages.manageAppointmentLogsTitle }),
  ).toBeVisible();
}

test("the admin creates, edits and deletes an appointment log", async ({ page }) => {
  await openLogs(page);
  await expect(page.getByRole("columnheader")).toHaveText([
    "User",
    "Event From",
    "Start Time",
    "Event To",
    "End Time",
    "Reason",
    "Actions",
  ]);

  await page.getByRole("button", { name: messages.createAppointmentLog }).click();
  const create = page.getByRole("dialog", { name: messages.createAppointmentLog });
  await create.getByPlaceholder(messages.searchAndSelectUser).fill("noah jo");
  await create.getByRole("option", { name: /Noah Jones/ }).click();
  await create.getByLabel("Event From").fill(DAY);
  await create.getByLabel("Event To").fill(DAY);
  await create.getByLabel("Start Time").fill("14:00");
  await create.getByLabel("End Time").fill("13:00");
  await create.getByLabel("Reason").fill("Optician");
  await screenshot(page, "appointment-log-create");

  // The dialog refuses an end before the start, and says why beside End Time.
  await create.getByRole("button", { name: "Create" }).click();
  await expect(create.getByText("End Time must be after Start Time")).toBeVisible();
  await create.getByLabel("End Time").fill("15:30");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(messages.appointmentLogCreated)).toBeVisible();
  await expect(create).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: "Noah Jones" }).filter({
    hasText: "10/05/2021",
  });
  await expect(row).toHaveText("Noah Jones10/05/202114:0010/05/202115:30OpticianEditDelete");
  await screenshot(page, "appointment-logs");

  // Edit: the user is read-only; a later end and another reason.
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Appointment Log" });
  await expect(edit.getByLabel("User")).toHaveValue("Noah Jones");
  await expect(edit.getByLabel("User")).toBeDisabled();
  await expect(edit.getByLabel("Start Time")).toHaveValue("14:00");
  await edit.getByLabel("End Time").fill("16:00");
  await edit.getByLabel("Reason").fill("Optician check-up");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(messages.appointmentLogUpdated)).toBeVisible();
  await expect(row).toHaveText(
    "Noah Jones10/05/202114:0010/05/202116:00Optician check-upEditDelete",
  );

  // Delete after the confirm.
  page.once("dialog", async (confirm) => {
    expect(confirm.message()).toBe(messages.confirmDeleteAppointment);
    await confirm.accept();
  });
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.appointmentLogDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the appointment logs fit a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openLogs(page);
  await expect(page.getByRole("group").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "appointment-logs", true);
  await page.getByRole("button", { name: messages.createAppointmentLog }).click();
  await expect(page.getByRole("dialog", { name: messages.createAppointmentLog })).toBeVisible();
  await screenshot(page, "appointment-log-create");
});
