// Issue 31 item 14: the planning's year view opens at this month of the app's clock, not at
// January, and a day's count sits under the day's number after a person's sign, so that "3"
// beside "9" cannot read as the days 3 to 9. At 1280 and 375 px.
import { expect, test } from "./fixtures.ts";

import { ADMIN, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

for (const width of [1280, 375]) {
  test(`the year view opens at this month, its counts under their days, at ${width} px`, async ({ page }) => {
    await atWidth(page, width);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/planning");
    await page.getByRole("button", { name: "Year", exact: true }).click();
    const month = page.locator(`.fc-multimonth-month[data-date="${today().slice(0, 7)}"]`);
    await expect(month).toBeVisible();
    // This month's title is in the window (below a phone's menu bar), whatever month it is.
    const title = month.locator(".fc-multimonth-title");
    await expect(title).toBeInViewport();
    await expect.poll(() => title.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);

    // Each count sits under its day's number, not beside it, and shows the person's sign.
    const counts = page.locator(".fc-multimonth .planning-day-count");
    await expect(counts.first()).toBeVisible();
    const placement = await counts.evaluateAll((buttons) =>
      buttons.slice(0, 40).map((button) => {
        const number = button.parentElement!.querySelector(".planning-day-number")!;
        const sign = getComputedStyle(button, "::before");
        return {
          isUnder: button.getBoundingClientRect().top >= number.getBoundingClientRect().bottom - 1,
          hasSign: sign.content !== "none" && sign.width !== "0px",
        };
      })
    );
    expect(placement.length).toBeGreaterThan(0);
    expect(placement.every((count) => count.isUnder && count.hasSign)).toBe(true);
    await expectFitsAndReads(page, `the year view at ${width} px`);
  });
}
