// Issue 15, defect 3: opening the phone menu put the focus on Logout, so one key press
// signed the user out. The focus lands on the first screen of the menu instead.
import { expect, test } from "./fixtures.ts";

import { ADMIN, signIn } from "./admin-support.ts";

test.use({ viewport: { width: 375, height: 812 }, locale: "en-GB", timezoneId: "Europe/London" });

test("on a phone, opening the menu and pressing Enter opens a screen, never logs out", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);

  // Opened with a tap: the first screen has the focus, Logout has not.
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("button", { name: "Logout" })).not.toBeFocused();
  await expect(menu.getByRole("link", { name: "Holidays Requests", exact: true })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Opened from the keyboard: the same.
  await page.getByRole("button", { name: "Menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("link", { name: "Holidays Requests", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible(); // still signed in
});
