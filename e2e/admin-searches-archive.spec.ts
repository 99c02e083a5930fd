// The admin searches the archive, turns its pages and cancels an approved holiday.
import { expect, test } from "./fixtures.ts";

import { ARCHIVE_PAGE_SIZE } from "../shared/constants.ts";
import { formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, book, freeWeek, screenshot, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "jack.smith@example.com";

test("the admin searches the archive, pages through it and cancels an approved holiday", async ({ page, request }) => {
  const token = await apiToken(request, EMPLOYEE);
  const adminToken = await apiToken(request, ADMIN);
  const week = await freeWeek(request, token, 10);
  const id = await book(request, token, { startDate: week.monday, endDate: week.thursday });
  const approved = await request.post(`/api/admin/holiday-requests/${id}/approve`, {
    headers: bearer(adminToken),
  });
  expect(approved.ok()).toBe(true);
  // A denial of our own, with a reason longer than the preview: the newest denied request.
  const reason = "Short staffed on the production line that week";
  const other = await freeWeek(request, token, 12);
  const deniedId = await book(request, token, {
    startDate: other.thursday,
    endDate: other.thursday,
  });
  const deny = await request.post(`/api/admin/holiday-requests/${deniedId}/deny`, {
    headers: bearer(adminToken),
    data: { reason },
  });
  expect(deny.ok()).toBe(true);
  const all = await request.get("/api/admin/all-holiday-requests?limit=1", {
    headers: bearer(adminToken),
  });
  const pages = Math.ceil(Number(all.headers()["x-total-count"]) / ARCHIVE_PAGE_SIZE);
  expect(pages).toBeGreaterThan(1);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/allUsersListHolidays");
  await expect(page.getByRole("heading", { level: 1, name: messages.allHolidayRequestsTitle }))
    .toBeVisible();
  await expect(page.getByText(messages.pageOf(1, pages))).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(ARCHIVE_PAGE_SIZE + 1);
  await screenshot(page, "all-users-list-holidays");

  // Pages: Next and Previous.
  const firstRowText = await page.getByRole("row").nth(1).textContent();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(messages.pageOf(2, pages))).toBeVisible();
  await expect(page.getByRole("row").nth(1)).not.toHaveText(firstRowText ?? "");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText(messages.pageOf(1, pages))).toBeVisible();

  // Search by status label: only denied requests, ours first, the reason cut to 20 characters.
  const search = page.getByPlaceholder(messages.archiveSearchPlaceholder);
  await search.fill("Denied");
  const denied = await request.get("/api/admin/all-holiday-requests?q=Denied&limit=1", {
    headers: bearer(adminToken),
  });
  const deniedPages = Math.ceil(Number(denied.headers()["x-total-count"]) / ARCHIVE_PAGE_SIZE);
  await expect(page.getByText(messages.pageOf(1, deniedPages))).toBeVisible();
  const statuses = page.getByRole("row").locator("td:nth-child(7)");
  await expect(statuses.first()).toHaveText("Denied");
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(["Denied"]));
  await expect(page.getByRole("row").nth(1).locator("td:nth-child(8)"))
    .toHaveText(`${reason.slice(0, 20)}...`);

  // Search by name, then cancel the approved holiday (saying no to the confirm first).
  await search.fill("Jack");
  const row = page.getByRole("row").filter({ hasText: "Smith" }).filter({
    hasText: formatDate(week.monday),
  });
  await expect(row).toContainText("Approved");
  page.once("dialog", (dialog) => dialog.dismiss());
  await row.getByRole("button", { name: "Cancel Jack Smith" }).click();
  await expect(row).toContainText("Approved");
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(messages.confirmCancelHoliday);
    await dialog.accept();
  });
  await row.getByRole("button", { name: "Cancel Jack Smith" }).click();
  await expect(page.getByText(messages.holidayRequestCanceled)).toBeVisible();
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("button", { name: /Cancel/ })).toHaveCount(0);

  // On a phone the same search shows as cards (it lives in the address, so it stays).
  await expect(page).toHaveURL(/\?q=Jack$/);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(search).toHaveValue("Jack");
  const card = page.getByRole("group", { name: "Jack Smith" }).filter({
    hasText: formatDate(week.monday),
  });
  await expect(card).toContainText("Cancelled");
  await screenshot(page, "all-users-list-holidays");
});
