// The admin books a holiday for a whole department at once, is told when it clashes, and
// books one for a single user found by typing their name; the users' hours drop.
import { type APIRequestContext, expect, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn, today } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const BANK_HOLIDAYS = bankHolidaySet();

type AdminUser = { id: string; email: string; department: string; vacation_hours: number };

async function adminUsers(request: APIRequestContext, token: string): Promise<AdminUser[]> {
  const response = await request.get("/api/admin/users", { headers: bearer(token) });
  return await response.json();
}

/**
 * A Monday-Thursday of this year with no bank holiday, at least `weeksAway` weeks from today
 * (the seed's requests sit within five weeks of it), so its hours count in this year's balance.
 */
function weekThisYear(weeksAway: number, skip = 0) {
  const now = today();
  const weeks: string[] = [];
  for (
    let day = `${now.slice(0, 4)}-01-01`;
    day.slice(0, 4) === now.slice(0, 4);
    day = addDays(day, 1)
  ) {
    if (dayOfWeek(day) !== 1) continue;
    const thursday = addDays(day, 3);
    const days = [0, 1, 2, 3].map((n) => addDays(day, n));
    const farEnough = Math.abs(Date.parse(day) - Date.parse(now)) > weeksAway * 7 * 86_400_000;
    if (
      farEnough && days.every((d) => !BANK_HOLIDAYS.has(d)) && thursday < `${day.slice(0, 4)}-12-24`
    ) {
      weeks.push(day);
    }
  }
  const monday = weeks[skip];
  return { monday, thursday: addDays(monday, 3) };
}

test("the admin books a department's holiday in bulk, then one user's by name", async ({ page, request }) => {
  const adminToken = await apiToken(request, ADMIN);
  const before = await adminUsers(request, adminToken);
  const g3 = before.filter((user) => user.department === "G3");
  expect(g3.length).toBeGreaterThan(1);
  const bulkWeek = weekThisYear(7, 0);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/bulk-holiday-request");
  await expect(page.getByRole("heading", { level: 1, name: messages.bulkHolidayTitle }))
    .toBeVisible();
  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.bulkDatesRequired)).toBeVisible();

  await page.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: "G3", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: /@example\.com/ })).toHaveCount(g3.length);
  await page.getByLabel("Start Date").fill(bulkWeek.monday);
  await page.getByLabel("End Date").fill(bulkWeek.thursday);
  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.bulkUsersRequired)).toBeVisible();

  await page.getByRole("checkbox", { name: "Select All" }).click();
  await expect(page.getByText(`${g3.length} users selected`)).toBeVisible();
  await expect(page.getByText(messages.requestTakesHours(40))).toBeVisible();
  await screenshot(page, "bulk-holiday-request", { fullPage: false });
  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.bulkHolidaySubmitted)).toBeVisible();
  await expect(page.getByText("0 users selected")).toBeVisible();

  const afterBulk = new Map((await adminUsers(request, adminToken)).map((u) => [u.id, u]));
  for (const user of g3) {
    expect(afterBulk.get(user.id)?.vacation_hours, user.email).toBe(user.vacation_hours - 40);
  }

  // The same week again clashes: the toast names the users.
  await page.getByRole("checkbox", { name: "Select All" }).click();
  await page.getByLabel("Start Date").fill(bulkWeek.monday);
  await page.getByLabel("End Date").fill(bulkWeek.thursday);
  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.failedToSubmitBulkHolidayRequest)).toBeVisible();
  await expect(page.getByText(/overlapping the selected dates: .*Smith/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, "bulk-holiday-request");
  await page.setViewportSize({ width: 1280, height: 800 });

  // One user, found by typing and chosen with the keyboard; Thursday afternoon off: 35 h.
  const noah = before.find((user) => user.email === "noah.smith@example.com");
  const singleWeek = weekThisYear(7, 1);
  await page.goto("/add-holidays");
  await expect(page.getByRole("heading", { level: 1, name: messages.addHolidayForUserTitle }))
    .toBeVisible();
  const picker = page.getByRole("combobox", { name: "User" });
  await picker.fill("noah.sm");
  await expect(page.getByRole("option", { name: /Noah Smith/ })).toBeVisible();
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(picker).toHaveValue("Noah Smith");
  await page.getByLabel("Start Date").fill(singleWeek.monday);
  await page.getByLabel("End Date").fill(singleWeek.thursday);
  await page.getByRole("combobox", { name: "End Day Type" }).click();
  await page.getByRole("option", { name: "Morning" }).click();
  await expect(page.getByText(messages.requestTakesHours(35))).toBeVisible();
  await screenshot(page, "add-holidays", { fullPage: false });
  await page.getByRole("button", { name: messages.addHolidayRequest }).click();
  await expect(page.getByText(messages.holidayAdded)).toBeVisible();
  await expect(picker).toHaveValue("");

  const afterSingle = (await adminUsers(request, adminToken)).find((u) => u.id === noah?.id);
  expect(afterSingle?.vacation_hours).toBe((noah?.vacation_hours ?? 0) - 35);

  await page.setViewportSize({ width: 375, height: 812 });
  await picker.fill("noah");
  await expect(page.getByRole("option", { name: /Noah Smith/ })).toBeVisible();
  await screenshot(page, "add-holidays");
});
