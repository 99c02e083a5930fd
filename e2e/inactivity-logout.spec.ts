// The session ends by itself: after the inactivity timeout (10 minutes; shortened to 4 s here
// through the test build's localStorage override), or when the server refuses the token. The
// page's clock is Playwright's: the test moves it, so no step waits for real time to pass.
import { expect, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const TEST_BUILD_TIMEOUT_MS = 4000;

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/holidays-request$/);
}

test("a user who stops using the app is signed out to the login page; activity keeps them in", async ({ page }) => {
  await page.addInitScript(
    (ms) => localStorage.setItem("leave.inactivityMs", String(ms)),
    TEST_BUILD_TIMEOUT_MS,
  );
  await page.clock.install();
  await signIn(page, "sickness@example.com");

  // Moving the mouse for longer than the timeout keeps the session.
  for (let i = 0; i < 6; i++) {
    await page.mouse.move(100 + i * 10, 200);
    await page.clock.runFor(TEST_BUILD_TIMEOUT_MS / 4);
  }
  await expect(page).toHaveURL(/\/holidays-request$/);

  // Then nothing: out once the timeout has passed, with the session forgotten.
  await page.clock.runFor(TEST_BUILD_TIMEOUT_MS);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await page.goto("/list-holidays-request");
  await expect(page).toHaveURL(/\/login$/);
});

test("a session ended on the server signs the user out at their next call (401)", async ({ page, request }) => {
  await signIn(page, "sickness@example.com");
  // The page has made its own calls and shows their answer: it is idle, signed in.
  await expect(page.getByText(/^You have -?\d+ vacation hours available\.$/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  // The server ends the session, as a password reset or an admin's change would.
  const ended = await request.post("/api/logout", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ended.ok()).toBe(true);

  await page.getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "List Holidays Requests" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  await expect(page.getByText(messages.failedToFetchHolidayRequests)).toHaveCount(0);
});
