// A user who forgot their password gets a link by email and chooses a new one.
import { type APIRequestContext, expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { SCREENSHOTS } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

// A seeded employee of its own, so no other journey's sign-in depends on this password.
const EMAIL = "isla.smith@example.com";
const NEW_PASSWORD = "a-brand-new-password";

type Mail = { to: string; subject: string; text: string; html: string; at: string };

/** The token of the newest reset link mailed to the address (the mailbox lists newest first). */
async function resetLinkToken(request: APIRequestContext, to: string): Promise<string> {
  let token: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get("/dev/mailbox")).json()) as Mail[];
    const mail = mails.find((m) => m.to === to);
    token = mail?.text.match(/\/reset_password\/([^\s"'<>]+)/)?.[1];
    expect(token).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return token!;
}

test("a user resets a forgotten password through the emailed link and signs in with it", async ({ page, request }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: messages.forgotPassword }).click();
  await expect(page).toHaveURL(/\/reset_password$/);
  await expect(page.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/reset-password-1280.png" });

  await page.getByLabel("Email").fill(EMAIL);
  await page.getByRole("button", { name: messages.sendResetLink }).click();
  await expect(page.getByText(messages.resetLinkSent)).toBeVisible();

  const token = await resetLinkToken(request, EMAIL);
  await page.goto(`/reset_password/${token}`);
  await page.getByLabel("New Password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill(`${NEW_PASSWORD}!`);
  await page.getByRole("button", { name: messages.resetPassword }).click();
  await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/reset-password-token-1280.png" });

  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: messages.resetPassword }).click();
  await expect(page.getByText(messages.passwordResetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(messages.loginFailed)).toBeVisible();
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/holidays-request$/);

  // The link works once.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.goto(`/reset_password/${token}`);
  await page.getByLabel("New Password").fill("yet-another-password");
  await page.getByLabel("Confirm Password").fill("yet-another-password");
  await page.getByRole("button", { name: messages.resetPassword }).click();
  await expect(page.getByText(messages.failedToResetPassword)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reset_password/${token}$`));
});

test("the reset pages fit a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/reset_password");
  await expect(page.getByRole("button", { name: messages.sendResetLink })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/reset-password-375.png" });
  await page.goto("/reset_password/not-a-real-token");
  await page.getByLabel("New Password").fill("a-brand-new-password");
  await page.getByLabel("Confirm Password").fill("a-brand-new-password");
  await page.getByRole("button", { name: messages.resetPassword }).click();
  await expect(page.getByText(messages.failedToResetPassword)).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/reset-password-token-375.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
