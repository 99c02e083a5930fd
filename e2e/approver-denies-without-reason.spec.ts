// Issue 31 item 14: Deny with an empty reason. The spec's toast ('Please provide a reason for
// denial') still says it, and the row's own reason field is marked invalid, explained beside
// it and given the keyboard's focus, so the reason is typed where it is asked for. By keyboard
// alone, at 1280, 1024 (the reason under its request) and 375 px.
import { expect, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { adminHolidayMessages } from "../web/src/features/admin-holidays/messages.ts";
import { ADMIN, apiToken, bearer, book, freeWeek, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";

/** A person of the journey's own with two pending requests; their name. */
async function personWithTwoRequests(page: Page): Promise<{ name: string; userId: string }> {
  const request = page.request;
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const email = `dana.${stamp}@example.com`;
  const lastName = `Deny${stamp}`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: { firstName: "Dana", lastName, email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
  const token = (await login.json()).token as string;
  for (const weeksAhead of [5, 8]) {
    const week = await freeWeek(request, token, weeksAhead);
    await book(request, token, { startDate: week.monday, endDate: week.thursday });
  }
  return { name: `Dana ${lastName}`, userId: (await created.json()).id };
}

for (const width of [1280, 1024, 375]) {
  test(`Deny without a reason marks, explains and focuses the reason at ${width} px`, async ({ page }) => {
    const { name, userId } = await personWithTwoRequests(page);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/admin-approval");

    const fields = page.getByRole("textbox", { name: `Reason for Denial: ${name}` });
    await expect(fields).toHaveCount(2);
    const deny = page.getByRole("button", { name: `Deny ${name}` });
    // The second request: its own field, not the first row's.
    await deny.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(messages.denyReasonRequired)).toBeVisible();
    const field = fields.nth(1);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(adminHolidayMessages.reasonNeeded);
    await expect(page.getByText(adminHolidayMessages.reasonNeeded)).toBeVisible();
    await expect(fields.nth(0)).not.toHaveAttribute("aria-invalid");
    await expectFitsAndReads(page, `/admin-approval with a reason missing at ${width} px`);

    // The reason typed where the focus already is: the mark goes, and Deny then denies.
    await page.keyboard.type("Stocktake week");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText(adminHolidayMessages.reasonNeeded)).toHaveCount(0);
    await deny.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(messages.requestDenied)).toBeVisible();
    await expect(fields).toHaveCount(1);

    await page.request.delete(`/api/admin/users/${userId}`, {
      headers: bearer(await apiToken(page.request, ADMIN)),
    });
  });
}
