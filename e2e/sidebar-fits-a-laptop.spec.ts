// Issue 31, item 10: an administrator's sidebar (all fifteen links, Overview and Settings last)
// fits a 1366x768 laptop's browser without scrolling, its buttons whole.
import { expect, test } from "./fixtures.ts";

import { ADMIN, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

// A 1366x768 screen less the browser's own bars; and the same laptop at full screen.
for (const height of [650, 768]) {
  test(`the administrator's sidebar fits 1366 x ${height} px without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveCount(15);
    for (const name of ["Settings", "Overview"]) {
      await expect(nav.getByRole("link", { name })).toBeInViewport({ ratio: 1 });
    }
    const scrolls = await nav.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(scrolls).toBe(false);
    // The buttons under the links show their whole labels, and the page does not scroll for them.
    for (const name of ["Calendar feeds", "Logout"]) {
      const button = page.getByRole("button", { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      const clipped = await button.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(clipped, `${name} is cut off`).toBe(false);
    }
  });
}
