// Guard rails of the employee's own requests (issue 15, item 14): a pending request can be
// withdrawn; a holiday that has started offers no Request Cancellation; a start before today
// is refused; the request form warns before the -30 h floor and its refusal says what the
// request needs and what is left, beside the spec's words, so someone with 100 h is not just
// told they have "less than -30".
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek, formatDate, isInChristmasWindow } from "../shared/dates.ts";
import { requestHours } from "../shared/hours.ts";
import { messages } from "../shared/messages.ts";
import {
  ADMIN,
  apiToken,
  bearer,
  book,
  freeWeek,
  SCREENSHOTS,
  signIn,
  today,
} from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";

/** A new employee of this journey's own with `totalHours` a year: their email. */
async function newEmployee(request: APIRequestContext, firstName: string, totalHours = 160) {
  const stamp = Date.now().toString(36);
  const email = `${firstName.toLowerCase()}.${stamp}@example.com`;
  const created = await request.post("/api/admin/users", {
    headers: bearer(await apiToken(request, ADMIN)),
    data: {
      firstName,
      lastName: `Guard${stamp}`,
      email,
      password: PASSWORD,
      total_vacation_hours: totalHours,
    },
  });
  expect(created.status()).toBe(201);
  return email;
}

/** The employee signed in through the API: their token and id. */
async function signInApi(request: APIRequestContext, email: string) {
  const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token, user } = await login.json();
  return { token: token as string, id: user.id as string };
}

/** The row (wide) or card (narrow) of the request starting on `date`. */
function record(page: Page, date: string) {
  return page.getByRole(page.viewportSize()!.width > 768 ? "row" : "listitem").filter({
    hasText: formatDate(date),
  });
}

/**
 * A Monday two weeks or more ahead and the Thursday three weeks after it, clear of 24-31
 * December: four working weeks, 140-160 h whatever the bank holidays.
 */
function fourWeeks(): { startDate: string; endDate: string } {
  let monday = addDays(today(), 14);
  while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
  for (;; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 25 }, (_, n) => addDays(monday, n));
    if (!days.some(isInChristmasWindow)) return { startDate: monday, endDate: days[24] };
  }
}

test("the preview warns before the -30 h floor and the refusal says the hours needed and left", async ({ page, request }) => {
  const email = await newEmployee(request, "Quinn", 100);
  const range = fourWeeks();
  const hours = requestHours(
    { ...range, startDayType: "full", endDayType: "full" },
    bankHolidaySet(),
  );
  expect(hours).toBeGreaterThan(130);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(page.getByText(messages.vacationHoursAvailable(100))).toBeVisible();
  await page.getByLabel("Start Date", { exact: true }).fill(range.startDate);
  await page.getByLabel("End Date", { exact: true }).fill(range.endDate);

  // Before anything is sent, the preview says the request breaks the floor, and by how much.
  await expect(page.getByText(messages.requestTakesHours(hours))).toBeVisible();
  const warning = page.getByRole("alert").filter({ hasText: messages.belowBalanceFloor });
  await expect(warning).toHaveText(
    `${messages.belowBalanceFloor} ${messages.requestNeedsHours(hours, 100)}`,
  );
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/holidays-request-floor-1280.png" });
  }

  let posted = false;
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("vacation-request")) posted = true;
  });
  await page.getByRole("button", { name: messages.submitRequest }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: messages.insufficientHours });
  await expect(toast).toBeVisible();
  await expect(toast.locator("[data-description]"))
    .toHaveText(messages.requestNeedsHours(hours, 100));
  expect(posted).toBe(false);

  // The same on a phone: the warning fits the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await warning.scrollIntoViewIfNeeded();
  await expect(warning).toBeVisible();
  const box = await warning.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/holidays-request-floor-375.png" });
  }
});

test("an employee withdraws a pending request after the app's confirmation", async ({ page, request }) => {
  const email = await newEmployee(request, "Rowan");
  const { token } = await signInApi(request, email);
  const { monday, thursday } = await freeWeek(request, token, 2);
  const id = await book(request, token, { startDate: monday, endDate: thursday });

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await page.goto("/list-holidays-request");
  const row = record(page, monday);
  await expect(row).toContainText("Pending");

  // Cancel in the dialog changes nothing.
  await row.getByRole("button", { name: messages.withdraw }).click();
  const dialog = page.getByRole("alertdialog", { name: messages.withdrawTitle });
  await expect(dialog).toContainText(
    messages.confirmWithdraw(`${formatDate(monday)} to ${formatDate(thursday)}`),
  );
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/list-holidays-request-withdraw-1280.png" });
  }
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Pending");

  await row.getByRole("button", { name: messages.withdraw }).click();
  await dialog.getByRole("button", { name: messages.withdraw }).click();
  await expect(page.getByText(messages.holidayRequestWithdrawn)).toBeVisible();
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("button")).toHaveCount(0);

  // The administrators no longer see it pending, and the hours are back.
  const pending = await request.get("/api/admin/holiday-requests", {
    headers: bearer(await apiToken(request, ADMIN)),
  });
  expect(((await pending.json()) as { id: number }[]).map((r) => r.id)).not.toContain(id);
  const days = await request.get(`/api/vacation-days?year=${monday.slice(0, 4)}`, {
    headers: bearer(token),
  });
  expect(await days.json()).toEqual({ vacation_hours: 160 });
  await page.goto("/holidays-request");
  await expect(page.getByText(messages.vacationHoursAvailable(160))).toBeVisible();

  // On a phone the card offers Withdraw as well.
  const second = await freeWeek(request, token, 2);
  await book(request, token, { startDate: second.monday, endDate: second.thursday });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/list-holidays-request");
  await expect(record(page, second.monday).getByRole("button", { name: messages.withdraw }))
    .toBeVisible();
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/list-holidays-request-withdraw-375.png" });
  }
});

test("a holiday that has started offers no Request Cancellation; a start before today is refused", async ({ page, request }) => {
  const email = await newEmployee(request, "Sage");
  const { token, id: userId } = await signInApi(request, email);
  const admin = bearer(await apiToken(request, ADMIN));
  // An administrator records a past holiday (allowed for admins) and books a future one.
  let pastMonday = addDays(today(), -21);
  while (dayOfWeek(pastMonday) !== 1) pastMonday = addDays(pastMonday, -1);
  const future = await freeWeek(request, token, 3);
  for (
    const [startDate, endDate] of [[pastMonday, addDays(pastMonday, 1)], [
      future.monday,
      future.thursday,
    ]]
  ) {
    const added = await request.post("/api/admin/add-holiday", {
      headers: admin,
      data: { selectedUser: userId, startDate, endDate },
    });
    expect(added.status()).toBe(201);
  }

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await page.goto("/list-holidays-request");
  await expect(record(page, pastMonday)).toContainText("Approved");
  await expect(record(page, pastMonday).getByRole("button")).toHaveCount(0);
  await expect(
    record(page, future.monday).getByRole("button", { name: messages.requestCancellation }),
  )
    .toBeVisible();

  // A start before today: the preview says so, and submitting sends nothing. The day is the
  // last one before today outside 24-31 December, whose own message the field would show.
  await page.goto("/holidays-request");
  let past = addDays(today(), -1);
  while (isInChristmasWindow(past)) past = addDays(past, -1);
  await page.getByLabel("Start Date", { exact: true }).fill(past);
  await page.getByLabel("End Date", { exact: true }).fill(past);
  await expect(page.getByRole("alert").filter({ hasText: messages.startDateInPast }))
    .toBeVisible();
  let posted = false;
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("vacation-request")) posted = true;
  });
  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByLabel("Start Date", { exact: true })).toBeFocused();
  expect(posted).toBe(false);
});
