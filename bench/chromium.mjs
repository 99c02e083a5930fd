// Headless Chromium for the bench's browser rows (first-screen.mjs, planning-timing.mjs,
// web-transfer.mjs): the machine's Chromium (CHROMIUM_PATH or Debian's), and signing in through
// the real login page.
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";

export function launchChromium() {
  const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) =>
    p && existsSync(p)
  );
  return chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
}

/** Signs `email` in on `page` through the login page and waits for a path matching `home`. */
export async function signIn(page, baseUrl, email, home) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
  await page.waitForURL((url) => home.test(url.pathname));
}

/** The session a user gets by signing in through the login page, for cold contexts. */
export async function signedIn(browser, baseUrl, email, home) {
  const context = await browser.newContext();
  await signIn(await context.newPage(), baseUrl, email, home);
  const state = await context.storageState();
  await context.close();
  return state;
}
