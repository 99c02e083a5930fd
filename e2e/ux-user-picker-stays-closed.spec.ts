// Issue 15, defect 10: the Create Log and Create Appointment Log dialogs opened with the
// user list dropped down over the dates and buttons. The list stays shut until the admin
// types, presses ArrowDown or clicks the box.
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** The dialog opens with the picker shut; each way of opening the list opens it. */
async function expectPickerShutUntilAsked(page: Page, dialog: Locator, dateLabel: string) {
  const picker = dialog.getByRole("combobox", { name: "User" });
  await expect(dialog).toBeVisible();
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await expect(dialog.getByRole("listbox")).toHaveCount(0);
  await expect(dialog.getByRole("option")).toHaveCount(0);
  // Nothing covers the dates: a real click on the date box lands on it.
  await dialog.getByLabel(dateLabel).click();
  await expect(dialog.getByLabel(dateLabel)).toBeFocused();

  // ArrowDown opens the list, Escape shuts only the list.
  await picker.focus();
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await expect(dialog).toBeVisible();

  // Typing opens it, as does a click.
  await picker.pressSequentially("noah");
  await expect(dialog.getByRole("option", { name: /Noah Jones/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("option")).toHaveCount(0);
  await picker.click();
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
}

test("Create Log and Create Appointment Log open with the user list shut", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);

  await page.goto("/sickness-logs");
  await page.getByRole("button", { name: messages.createLog }).click();
  await expectPickerShutUntilAsked(
    page,
    page.getByRole("dialog", { name: messages.createLog }),
    "Sick From",
  );

  await page.goto("/appointment-logs");
  await page.getByRole("button", { name: messages.createAppointmentLog }).click();
  await expectPickerShutUntilAsked(
    page,
    page.getByRole("dialog", { name: messages.createAppointmentLog }),
    "Event From",
  );
});
