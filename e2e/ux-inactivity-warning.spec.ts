// Issue 15, item 12: the inactivity sign-out (10 minutes, spec section 4) warns a minute before
// with "Stay signed in", which keeps the user on their half-filled form; ignored, it signs out
// and /login says why. The page's clock is Playwright's: 9 minutes pass in an instant.
import { expect, type Page, test } from "./fixtures.ts";

import { ADMIN, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const TITLE = "Are you still there?";

/** Signs in on a page whose clock the test moves, and half-fills a department's name. */
async function halfFillADepartmentName(page: Page) {
  await page.clock.install();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/departments");
  const name = page.getByRole("textbox", { name: /^Name of / }).first();
  await name.fill("Half-typed department");
  return name;
}

for (const width of [1280, 375]) {
  test(`at ${width} px the warning comes at 9 minutes and Stay signed in keeps the half-filled form`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const name = await halfFillADepartmentName(page);
    const warning = page.getByRole("alertdialog", { name: TITLE });

    await page.clock.runFor("08:45");
    await expect(warning).toHaveCount(0);
    await page.clock.runFor("00:15");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(
      "What you have typed on this page and not saved will be lost.",
    );
    await expect(warning.getByRole("timer")).toHaveText(/^(1:00|0:[45]\d)$/);
    const stay = warning.getByRole("button", { name: "Stay signed in" });
    await expect(stay).toBeFocused();
    // The whole dialog fits the screen, its buttons included.
    const box = await warning.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);

    await stay.click();
    await expect(warning).toBeHidden();
    await expect(name).toHaveValue("Half-typed department");
    await expect(name).toBeFocused();

    // Well past the sign-out the warning announced: still here, the form as it was.
    await page.clock.runFor("02:00");
    await expect(page).toHaveURL(/\/departments$/);
    await expect(name).toHaveValue("Half-typed department");
    expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
  });
}

test("ignored, the warning signs out at 10 minutes and /login says why until the next sign-in", async ({ page }) => {
  await halfFillADepartmentName(page);
  await page.clock.runFor("10:00");

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  const reason = page.getByRole("status").filter({ hasText: "You were signed out" });
  await expect(reason).toHaveText(
    /^You were signed out at \d\d:\d\d after 10 minutes without activity\. What you had typed and not saved was not kept\. Sign in again to carry on\.$/,
  );
  // A reload keeps it; the next sign-in forgets it.
  await page.reload();
  await expect(reason).toBeVisible();
  await page.getByLabel("Email").fill(ADMIN);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByText("You were signed out")).toHaveCount(0);
});
