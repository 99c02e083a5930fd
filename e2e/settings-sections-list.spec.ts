// Issue 31, item 12: Settings opens with a list of its twelve sections; a link takes the reader
// there and the keyboard's focus with it, at a desk and on a phone.
import { expect, test } from "./fixtures.ts";

import { settingsMessages } from "../web/src/features/settings/messages.ts";
import { holidayMessages } from "../web/src/features/settings/holiday-messages.ts";
import { ADMIN, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

for (const width of [1280, 375]) {
  test(`the settings' list of sections takes the keyboard to one at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/settings");
    const sections = page.getByRole("navigation", { name: "Settings sections" });
    await expect(sections.getByRole("link")).toHaveCount(12);
    await expectFitsAndReads(page, `/settings with its sections' list at ${width} px`);

    // By keyboard: the booking window, far down the page.
    await sections.getByRole("link", { name: holidayMessages.windowTitle }).focus();
    await page.keyboard.press("Enter");
    const window = page.getByRole("region", { name: holidayMessages.windowTitle });
    await expect(window.getByRole("heading", { name: holidayMessages.windowTitle }))
      .toBeInViewport();
    await expect(page).toHaveURL(/\/settings#booking-window$/);
    // The focus moved with it: the next Tab lands inside that section.
    await page.keyboard.press("Tab");
    expect(await window.evaluate((region) => region.contains(document.activeElement))).toBe(true);

    // And back up: the cover rules.
    await sections.getByRole("link", { name: settingsMessages.coverTitle }).click();
    await expect(
      page.getByRole("region", { name: settingsMessages.coverTitle })
        .getByRole("heading", { name: settingsMessages.coverTitle }),
    ).toBeInViewport();
  });
}
