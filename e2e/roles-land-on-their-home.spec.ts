// Each role signs in, lands on its home screen and is offered exactly its routes.
import { expect, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { SCREENSHOTS } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
}

function menuLinks(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link");
}

test("the login page warns about booking travel and refuses a wrong password", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByText(messages.loginWarning)).toBeVisible();
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/login-1280.png", fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/login-375.png", fullPage: true });

  await page.getByLabel("Email").fill("sickness@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(messages.loginFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a sickness user lands on the request form and sees only the common pages and sickness logs", async ({ page }) => {
  await signIn(page, "sickness@example.com");
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(page.getByRole("heading", { level: 1, name: messages.requestHolidays }))
    .toBeVisible();
  await expect(menuLinks(page)).toHaveText([
    "Holidays Requests",
    "List Holidays Requests",
    "Sickness Logs",
  ]);
  await expect(page.getByText("Sickness User", { exact: true })).toBeVisible();

  // An admin screen is neither offered nor reachable: its address leads back home.
  await page.goto("/users");
  await expect(page).toHaveURL(/\/holidays-request$/);
  await page.goto("/allUsersListHolidays");
  await expect(page).toHaveURL(/\/holidays-request$/);
});

test("a Global Administrator lands on Manage Users and is offered every screen", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await expect(page).toHaveURL(/\/users$/);
  await expect(menuLinks(page)).toHaveText([
    "Holidays Requests",
    "List Holidays Requests",
    "Sickness Logs",
    "Pending Holiday Request",
    "Cancelled Holiday Requests",
    "Holiday Planning",
    "Appointment Logs",
    "Summary Sickness Logs",
    "Manage Users",
    "Add Holiday Request To All Users",
    "Manage Departments",
    "Archive of Holidays Requests",
    "Add Holiday Request",
    "Settings",
    "Overview",
  ]);

  // A reload restores the stored session; Logout ends it.
  await page.reload();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")]))
    .toEqual([null, null]);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/login$/);
});

test("an employee lands on the request form and sees only the two common pages", async ({ page }) => {
  await signIn(page, "employee@example.com");
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(menuLinks(page)).toHaveText(["Holidays Requests", "List Holidays Requests"]);
  await page.goto("/sickness-logs");
  await expect(page).toHaveURL(/\/holidays-request$/);
});
