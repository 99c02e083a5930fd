// The admin approves one pending request and denies another with a reason; the employee
// then finds them 'Approved' and 'Denied' with the reason.
import { expect, test } from "./fixtures.ts";

import { formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, book, freeWeek, screenshot, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "isla.smith@example.com";
const REASON = "Stock count that week, sorry";

test("the admin approves one request, denies another with a reason, and the employee sees both", async ({ page, request }) => {
  const token = await apiToken(request, EMPLOYEE);
  const first = await freeWeek(request, token, 10);
  await book(request, token, { startDate: first.monday, endDate: first.thursday });
  const second = await freeWeek(request, token, 10);
  await book(request, token, { startDate: second.monday, endDate: second.thursday });

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/admin-approval");
  await expect(page.getByRole("heading", { level: 1, name: messages.approveOrDenyTitle }))
    .toBeVisible();
  const rowOf = (monday: string) =>
    page.getByRole("row").filter({ hasText: "Isla Smith" }).filter({ hasText: formatDate(monday) });
  await expect(rowOf(first.monday).getByRole("cell").nth(4)).toHaveText("40");
  await screenshot(page, "admin-approval");

  await rowOf(first.monday).getByRole("button", { name: "Approve Isla Smith" }).click();
  await expect(page.getByText(messages.requestApproved)).toBeVisible();
  await expect(rowOf(first.monday)).toHaveCount(0);

  const denied = rowOf(second.monday);
  await denied.getByRole("button", { name: "Deny Isla Smith" }).click();
  await expect(page.getByText(messages.denyReasonRequired)).toBeVisible();
  await expect(denied).toHaveCount(1);
  await denied.getByRole("textbox").fill(REASON);
  await denied.getByRole("button", { name: "Deny Isla Smith" }).click();
  await expect(page.getByText(messages.requestDenied)).toBeVisible();
  await expect(denied).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("group").first().getByRole("button", { name: /^Approve/ }))
    .toBeVisible();
  await screenshot(page, "admin-approval");

  // The employee's own list.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, EMPLOYEE);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await page.goto("/list-holidays-request");
  await expect(page.getByRole("row").filter({ hasText: formatDate(first.monday) }))
    .toContainText("Approved");
  const deniedOwn = page.getByRole("row").filter({ hasText: formatDate(second.monday) });
  await expect(deniedOwn).toContainText("Denied");
  await expect(deniedOwn).toContainText(REASON);
});
