// At 375 px the sidebar gives way to a collapsible menu without the four wide-only screens.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { animationsEnded } from "./layout.ts";
import { SCREENSHOTS } from "./admin-support.ts";

test.use({ viewport: { width: 375, height: 812 }, locale: "en-GB", timezoneId: "Europe/London" });

test("an admin on a phone opens the menu, which leaves out four screens, and moves through it", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/users$/);

  // No sidebar: the navigation hides behind the Menu button.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link")).toHaveText([
    "Holidays Requests",
    "List Holidays Requests",
    "Sickness Logs",
    "Pending Holiday Request",
    "Holiday Planning",
    "Manage Users",
    "Manage Departments",
    "Archive of Holidays Requests",
    "Add Holiday Request",
    "Settings",
    "Overview",
  ]);
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  await animationsEnded(menu);
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/narrow-menu-375.png" });

  await menu.getByRole("link", { name: "List Holidays Requests" }).click();
  await expect(page).toHaveURL(/\/list-holidays-request$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: messages.yourHolidayRequests }))
    .toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the wide sidebar returns above 768 px", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("employee@example.com");
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();

  await page.setViewportSize({ width: 769, height: 812 });
  await expect(page.getByRole("button", { name: "Menu" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
    "Holidays Requests",
    "List Holidays Requests",
  ]);
});

test("turning a tablet round keeps the screen as it was, an open dialog included", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/departments");
  await page.getByRole("button", { name: messages.createDepartment }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Half-typed name");

  // Portrait: the sidebar gives way to the Menu button (behind the modal dialog, hence
  // includeHidden); the dialog and its text stay.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole("button", { name: "Menu", includeHidden: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue("Half-typed name");

  // And back to landscape.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole("navigation", { name: "Main", includeHidden: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue("Half-typed name");
});
