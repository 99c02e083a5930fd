// Issue 15, item 11: toasts neither hide the last row's buttons nor pile up. The admin scrolls
// to the end of the pending list with a toast showing: the last Approve button is still the
// element under the pointer. A failed deny's error closes when the next approval succeeds.
import { expect, type Locator, test } from "./fixtures.ts";

import { formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, book, freeWeek, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

// A seeded employee no other journey signs in as (password-reset changes Isla Smith's password).
const EMPLOYEE = "george.jones@example.com";

/** True when the middle of `target` is not covered by anything else (a toast, say). */
function isUncovered(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test("toasts leave the last row's buttons usable and an old error goes when a success comes", async ({ page, request }) => {
  const token = await apiToken(request, EMPLOYEE);
  const mondays: string[] = [];
  for (let i = 0; i < 3; i++) {
    const week = await freeWeek(request, token, 12);
    // One day each: three pending rows whatever the balance left in the year of that date.
    await book(request, token, { startDate: week.monday, endDate: week.monday });
    mondays.push(week.monday);
  }

  await page.setViewportSize({ width: 1280, height: 520 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/admin-approval");
  const rowOf = (monday: string) =>
    page.getByRole("row").filter({ hasText: "George Jones" }).filter({
      hasText: formatDate(monday),
    });
  await expect(rowOf(mondays[2])).toBeVisible();

  // A deny without a reason is refused: an error toast.
  await rowOf(mondays[0]).getByRole("button", { name: "Deny George Jones" }).click();
  const refused = page.getByText(messages.denyReasonRequired);
  await expect(refused).toBeVisible();
  // The next approval succeeds: its toast shows and the old error goes.
  await rowOf(mondays[1]).getByRole("button", { name: "Approve George Jones" }).click();
  await expect(page.getByText(messages.requestApproved)).toBeVisible();
  // Closed with the success, well before its own 5 s are up.
  await expect(refused).toHaveCount(0, { timeout: 2_000 });

  // With the success toast still up, the list's last row scrolls clear of it.
  await page.evaluate(() => globalThis.scrollTo(0, document.documentElement.scrollHeight));
  const lastApprove = page.getByRole("row").last().getByRole("button", { name: /^Approve / });
  await expect(lastApprove).toBeInViewport();
  expect(await isUncovered(lastApprove)).toBe(true);
  await lastApprove.click();
  await expect(page.getByText(messages.requestApproved).first()).toBeVisible();
});
