// Issue 15 (smaller item): the appointment logs run oldest first over several pages with no
// search, so a new appointment used to land out of sight. After Create the list turns to the
// page that holds it and points it out; an edit that moves it to another page is followed too.
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, SCREENSHOTS, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Far later than any seeded appointment (the last page), and far earlier (the first). */
const LATE = "14/06/2094";
const EARLY = "04/03/2019";

async function openLogs(page: Page) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/appointment-logs");
  await expect(
    page.getByRole("heading", { level: 1, name: messages.manageAppointmentLogsTitle }),
  ).toBeVisible();
}

/** The pager's 'Page X of Y' as [X, Y]. */
async function pageShown(page: Page): Promise<[number, number]> {
  const text = await page.getByRole("navigation", { name: "Pages" })
    .getByText(/^Page \d+ of \d+$/).textContent();
  const [, at, of] = /Page (\d+) of (\d+)/.exec(text ?? "") ?? [];
  return [Number(at), Number(of)];
}

/** The saved record is on screen, in the viewport, and pointed out. */
async function expectPointedOut(record: Locator) {
  await expect(record).toBeVisible();
  await expect(record).toBeInViewport();
  await expect(record).toHaveAttribute("data-highlighted", "true");
  await expect(record.page().locator("[data-highlighted]")).toHaveCount(1);
}

async function fillDates(dialog: Locator, day: string) {
  await dialog.getByLabel("Event From").fill(day);
  await dialog.getByLabel("Event To").fill(day);
}

test("a new appointment shows at once on its page, and follows an edit to another page", async ({ page }) => {
  await openLogs(page);
  const [first, pages] = await pageShown(page);
  expect(first).toBe(1);
  expect(pages).toBeGreaterThan(1); // the seeded logs fill more than one page

  await page.getByRole("button", { name: messages.createAppointmentLog }).click();
  const create = page.getByRole("dialog", { name: messages.createAppointmentLog });
  await create.getByPlaceholder(messages.searchAndSelectUser).fill("ava smi");
  await create.getByRole("option", { name: /Ava Smith/ }).click();
  await fillDates(create, LATE);
  await create.getByLabel("Start Time").fill("10:00");
  await create.getByLabel("End Time").fill("11:00");
  await create.getByLabel("Reason").fill("Physio in view");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(messages.appointmentLogCreated)).toBeVisible();

  // The last page, where the list's order puts it, with the new row in view and marked.
  const row = page.getByRole("row").filter({ hasText: "Physio in view" });
  await expectPointedOut(row);
  await expect(row).toContainText(`Ava Smith${LATE}10:00${LATE}11:00`);
  expect(await pageShown(page)).toEqual([pages, pages]);
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/appointment-logs-new-in-view-1280.png" });
  }

  // Moved to a date before every other: the list follows it to page 1.
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Appointment Log" });
  await fillDates(edit, EARLY);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(messages.appointmentLogUpdated)).toBeVisible();
  await expectPointedOut(row);
  await expect(row).toContainText(`Ava Smith${EARLY}10:00${EARLY}11:00`);
  expect((await pageShown(page))[0]).toBe(1);

  // On a phone the card is pointed out the same way; then leave the data as found.
  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByRole("listitem").filter({ hasText: "Physio in view" });
  await expect(card).toHaveAttribute("data-highlighted", "true");
  page.once("dialog", (confirm) => void confirm.accept());
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.appointmentLogDeleted)).toBeVisible();
  await expect(card).toHaveCount(0);
});
