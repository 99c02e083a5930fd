// Issue 15, item 7: the bulk holiday page ends where its form ends. With a long list of users
// (the demo company), the page used to scroll on into a blank screen below the form, the
// sidebar gone with it.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("the bulk holiday page is no taller than its content", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/bulk-holiday-request");
  const users = page.getByRole("checkbox");
  await expect(users.nth(20)).toBeAttached(); // a list longer than its box
  const submit = page.getByRole("button", { name: messages.submitRequest });
  await expect(submit).toBeVisible();
  const { pageHeight, mainBottom } = await page.evaluate(() => ({
    pageHeight: document.documentElement.scrollHeight,
    mainBottom: document.querySelector("main")!.getBoundingClientRect().bottom + scrollY,
  }));
  expect(pageHeight).toBeLessThanOrEqual(Math.max(Math.ceil(mainBottom), 800));
  // Scrolled to the very end, the sidebar is still there beside the form.
  await page.evaluate(() => globalThis.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("navigation", { name: "Main" })).toBeInViewport();
  await expect(submit).toBeInViewport();
});
