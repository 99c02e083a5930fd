// An employee books a holiday, meets the December rule, and asks to cancel an approved one.
import { expect, type Page, test } from "./fixtures.ts";

import { formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { apiToken, freeWeek, SCREENSHOTS, signIn, today } from "./admin-support.ts";

// A UK user: date fields read dd/mm/yyyy.
test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "employee@example.com";

async function availableHours(page: Page): Promise<number> {
  const line = page.getByText(/^You have -?\d+ vacation hours available\.$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.match(/-?\d+/)?.[0]);
}

test("an employee sees their hours, books Monday to Thursday and finds it pending with 40 h", async ({ page, request }) => {
  await signIn(page, EMPLOYEE);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(page.getByRole("heading", { level: 1, name: messages.requestHolidays }))
    .toBeVisible();
  const hoursBefore = await availableHours(page);

  const token = await page.evaluate(() => localStorage.getItem("token"));
  const { monday, thursday } = await freeWeek(request, token ?? "", 1);
  await expect(page.getByLabel("End Date")).toBeDisabled();
  await page.getByLabel("Start Date").fill(monday);
  await page.getByLabel("End Date").fill(thursday);
  await expect(page.getByText(messages.requestTakesHours(40))).toBeVisible();
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/holidays-request-1280.png", fullPage: true });
  }

  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.holidayRequestSubmitted)).toBeVisible();
  await expect(page.getByLabel("Start Date")).toHaveValue("");
  // The balance counts the calendar year a request starts in.
  const sameYear = monday.slice(0, 4) === today().slice(0, 4);
  await expect(page.getByText(messages.vacationHoursAvailable(hoursBefore - (sameYear ? 40 : 0))))
    .toBeVisible();

  await page.getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "List Holidays Requests" }).click();
  await expect(page.getByRole("heading", { level: 1, name: messages.yourHolidayRequests }))
    .toBeVisible();
  const row = page.getByRole("row").filter({ hasText: formatDate(monday) });
  await expect(row.getByRole("cell")).toHaveText([
    formatDate(monday),
    formatDate(thursday),
    "40",
    "Pending",
    messages.notApplicable,
    messages.withdraw,
  ]);
  if (SCREENSHOTS) {
    await page.screenshot({
      path: "e2e/screenshots/list-holidays-request-1280.png",
      fullPage: true,
    });
  }

  // The same screens on a phone: the list turns into cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = page.getByRole("listitem").filter({ hasText: formatDate(monday) });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("40");
  if (SCREENSHOTS) {
    await page.screenshot({
      path: "e2e/screenshots/list-holidays-request-375.png",
      fullPage: true,
    });
  }
  await page.goto("/holidays-request");
  await page.getByLabel("Start Date").fill(monday);
  await page.getByLabel("End Date").fill(thursday);
  await expect(page.getByText(messages.requestTakesHours(40))).toBeVisible();
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/holidays-request-375.png", fullPage: true });
  }
});

test("an employee who picks 27 December is told the dates cannot fall between 24 and 31 December", async ({ page }) => {
  await signIn(page, EMPLOYEE);
  await expect(page).toHaveURL(/\/holidays-request$/);
  const year = today().slice(0, 4);

  await page.getByLabel("Start Date").fill(`${year}-12-27`);
  await expect(page.getByText(messages.startInChristmas)).toBeVisible();
  await page.getByLabel("End Date").fill(`${year}-12-29`);
  await expect(page.getByText(messages.endInChristmas)).toBeVisible();
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/holidays-request-december-1280.png" });
  }

  // Submitting sends nothing: the messages stay and no request is created.
  let posted = false;
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("vacation-request")) posted = true;
  });
  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.startInChristmas)).toBeVisible();
  expect(posted).toBe(false);

  await page.getByLabel("Start Date").fill(`${year}-12-21`);
  await expect(page.getByText(messages.startInChristmas)).toHaveCount(0);
  await expect(page.getByText(messages.endInChristmas)).toBeVisible();
});

test("an employee requests the cancellation of an approved holiday", async ({ page, request }) => {
  // An approved request of the employee's own: booked through the API, approved by the admin.
  const employeeToken = await apiToken(request, EMPLOYEE);
  const { monday, thursday } = await freeWeek(request, employeeToken, 1);
  const created = await request.post("/api/vacation-request", {
    headers: { Authorization: `Bearer ${employeeToken}` },
    data: { startDate: monday, endDate: thursday, startDayType: "full", endDayType: "morning" },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const adminToken = await apiToken(request, "admin@example.com");
  const approved = await request.post(`/api/admin/holiday-requests/${id}/approve`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(approved.ok()).toBe(true);

  await signIn(page, EMPLOYEE);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await page.goto("/list-holidays-request");
  const row = page.getByRole("row").filter({ hasText: formatDate(monday) });
  await expect(row).toContainText(`${formatDate(thursday)} (Morning)`);
  await expect(row).toContainText("35");
  await expect(row).toContainText("Approved");

  // Saying no to the browser's question changes nothing.
  page.once("dialog", (dialog) => dialog.dismiss());
  await row.getByRole("button", { name: messages.requestCancellation }).click();
  await expect(row).toContainText("Approved");

  page.once("dialog", async (dialog) => {
    expect(dialog.type()).toBe("confirm");
    expect(dialog.message()).toBe(messages.confirmRequestCancellation);
    await dialog.accept();
  });
  await row.getByRole("button", { name: messages.requestCancellation }).click();
  await expect(page.getByText(messages.cancellationRequestSubmitted)).toBeVisible();
  await expect(row).toContainText("Cancellation Requested");
  await expect(row.getByRole("button", { name: messages.requestCancellation })).toHaveCount(0);
});
