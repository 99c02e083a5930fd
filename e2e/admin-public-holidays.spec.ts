// Issue 29, Settings: the administrator adds a company closure that counts as holiday (it books
// everyone scheduled) and a one-off public holiday in England & Wales. A new employee of the
// journey's own then finds the closure taken from their balance and the one-off day costing
// 0 hours in their request form's preview, and the server counts the same. The new sections have
// no serious accessibility finding at 1280 and 375 px, and nothing on them is wider than a phone.
// The journeys share one database: the closure (its bookings cancelled), the day and the
// employee are removed at the end.
import { type APIRequestContext, expect, test } from "./fixtures.ts";

import { addDays, dayOfWeek, formatDate, isInChristmasWindow } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import type { AdminPublicHolidays } from "../shared/schemas/public-holidays.ts";
import { holidayMessages as texts } from "../web/src/features/settings/holiday-messages.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth, opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";
/** A user without a department or a nation of their own keeps England & Wales's holidays. */
const NATION = "england-wales";

type Headers = ReturnType<typeof bearer>;

async function adminHolidays(
  request: APIRequestContext,
  headers: Headers,
  year: number,
): Promise<AdminPublicHolidays> {
  const answer = await request.get(`/api/admin/public-holidays?year=${year}`, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return await answer.json();
}

/**
 * Two weeks in a row, eight weeks or more from today, in one year: the first's Monday and
 * Tuesday for the closure, the second's Monday to Thursday for the request (its Tuesday the
 * one-off day); none of those days a holiday or a closure's yet, or in 24-31 December.
 */
async function twoFreeWeeks(request: APIRequestContext, headers: Headers) {
  let monday = addDays(today(), 7 * 8);
  while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
  for (;; monday = addDays(monday, 7)) {
    const closure = [0, 1].map((n) => addDays(monday, n));
    const booked = [7, 8, 9, 10].map((n) => addDays(monday, n));
    const days = [...closure, ...booked];
    const year = Number(monday.slice(0, 4));
    if (days.some((day) => Number(day.slice(0, 4)) !== year || isInChristmasWindow(day))) {
      continue;
    }
    const { holidays, closures } = await adminHolidays(request, headers, year);
    const taken = new Set(
      holidays.filter((holiday) => holiday.region === NATION).map((holiday) => holiday.date),
    );
    const isFree = days.every((day) =>
      !taken.has(day) && closures.every((c) => day < c.startDate || day > c.endDate)
    );
    if (isFree) return { year, closure, booked };
  }
}

test("an administrator adds a closure counted as holiday and a one-off day; an employee's request counts them", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const closureName = `Shutdown ${stamp}`;
  const dayName = `One-off ${stamp}`;
  const { year, closure, booked } = await twoFreeWeeks(request, headers);
  const oneOff = booked[1];

  // A new employee of the journey's own: nothing booked yet.
  const email = `hal.${stamp}@example.com`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: { firstName: "Hal", lastName: `Iday${stamp}`, email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).id as string;
  const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const employee = bearer((await login.json()).token);
  const balanceOf = async () =>
    (await (await request.get(`/api/vacation-days?year=${year}`, { headers: employee })).json())
      .vacation_hours as number;
  const before = await balanceOf();
  let requestId: number | undefined;

  try {
    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" })
      .click();
    await expect(page).toHaveURL(/\/settings$/);

    // The one-off day, in the nation the list shows (England & Wales, ticked at first).
    const holidays = page.getByRole("region", { name: texts.holidaysTitle });
    await expect(holidays.getByRole("combobox", { name: texts.nationLabel }))
      .toHaveText("England & Wales");
    await holidays.getByRole("combobox", { name: texts.yearLabel }).click();
    await page.getByRole("option", { name: String(year), exact: true }).click();
    await holidays.getByRole("button", { name: texts.addHoliday }).click();
    const addDay = page.getByRole("dialog", { name: texts.addHoliday });
    await opened(addDay);
    await expect(addDay.getByLabel("Date")).toBeFocused();
    await expect(addDay.getByRole("checkbox", { name: "England & Wales" })).toBeChecked();
    await addDay.getByLabel("Date").fill(formatDate(oneOff));
    await addDay.getByLabel("Name").fill(dayName);
    await expectFitsAndReads(page, "/settings: Add holiday at 1280 px");
    await addDay.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(texts.holidayAdded)).toBeVisible();
    await expect(addDay).toHaveCount(0);
    const dayRow = holidays.getByRole("row").filter({ hasText: formatDate(oneOff) });
    await expect(dayRow).toContainText(dayName);
    await expect(dayRow).toContainText(texts.added);
    await expect(dayRow).toContainText("Tuesday");

    // The closure, counted as holiday: everyone scheduled is booked its Monday and Tuesday.
    const closures = page.getByRole("region", { name: texts.closuresTitle });
    await closures.getByRole("button", { name: texts.addClosure }).click();
    const addClosure = page.getByRole("dialog", { name: texts.addClosure });
    await opened(addClosure);
    await expect(addClosure.getByLabel("Name")).toBeFocused();
    await addClosure.getByLabel("Name").fill(closureName);
    await addClosure.getByLabel("From").fill(formatDate(closure[0]));
    await addClosure.getByLabel("To").fill(formatDate(closure[1]));
    await addClosure.getByRole("radio", { name: texts.countsAsHoliday }).check();
    await expectFitsAndReads(page, "/settings: Add closure at 1280 px");
    await addClosure.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(/^Closure added: \d+ (person|people) booked$/)).toBeVisible();
    await expect(addClosure).toHaveCount(0);
    const closureRow = closures.getByRole("row").filter({ hasText: closureName });
    await expect(closureRow).toContainText(
      `${formatDate(closure[0])} to ${formatDate(closure[1])}`,
    );
    await expect(closureRow).toContainText(/Counts as holiday \(\d+ booked\)/);

    await expectFitsAndReads(page, "/settings with public holidays at 1280 px");
    await screenshot(page, "settings-public-holidays");

    // A phone: cards, and nothing wider than the window, the dialogs included.
    await atWidth(page, 375);
    await expect(holidays.getByRole("group", { name: `${dayName}, ${formatDate(oneOff)}` }))
      .toBeVisible();
    await expectFitsAndReads(page, "/settings with public holidays at 375 px");
    await holidays.scrollIntoViewIfNeeded();
    await screenshot(page, "settings-public-holidays");
    await page.getByRole("region", { name: texts.nationsTitle }).scrollIntoViewIfNeeded();
    await screenshot(page, "settings-nations");
    await closures.getByRole("button", { name: texts.addClosure }).click();
    await opened(addClosure);
    await expectFitsAndReads(page, "/settings: Add closure at 375 px");
    await screenshot(page, "settings-add-closure", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(addClosure).toHaveCount(0);
    await expect(closures.getByRole("button", { name: texts.addClosure })).toBeFocused();

    // The employee was booked the closure's two days: 20 hours from their balance.
    const own = await (await request.get("/api/user/holiday-requests", { headers: employee }))
      .json() as { start_date: string; status: string; requested_hours: number }[];
    expect(own.filter((r) => r.start_date === closure[0]).map((r) => [r.status, r.requested_hours]))
      .toEqual([["accepted", 20]]);
    const afterClosure = await balanceOf();
    expect(afterClosure).toBe(before - 20);

    // Their form: Monday to Thursday costs 30 hours (the one-off Tuesday none), and what it
    // leaves counts the closure; the one-off day alone costs nothing.
    const context = await browser.newContext({ locale: "en-GB", timezoneId: "Europe/London" });
    const theirs = await context.newPage();
    await atWidth(theirs, 1280);
    await signIn(theirs, email, PASSWORD);
    await expect(theirs).toHaveURL(/\/holidays-request$/);
    await theirs.getByLabel("Start Date").fill(booked[0]);
    await theirs.getByLabel("End Date").fill(booked[3]);
    await theirs.getByLabel("End Date").blur();
    await expect(theirs.getByText(messages.requestTakesHours(30))).toBeVisible();
    await expect(theirs.getByText(messages.hoursLeftAfterRequest(afterClosure - 30, year)))
      .toBeVisible();
    await theirs.getByLabel("End Date").fill(oneOff);
    await theirs.getByLabel("Start Date").fill(oneOff);
    await theirs.getByLabel("Start Date").blur();
    await expect(theirs.getByText(messages.requestTakesHours(0))).toBeVisible();
    await expect(theirs.getByText(messages.noWorkingHours)).toBeVisible();
    await context.close();

    // The server counts the same.
    const sent = await request.post("/api/vacation-request", {
      headers: employee,
      data: { startDate: booked[0], endDate: booked[3], startDayType: "full", endDayType: "full" },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const saved = await sent.json();
    requestId = saved.id;
    expect(saved.requested_hours).toBe(30);
  } finally {
    if (requestId !== undefined) {
      await request.post(`/api/holiday-requests/${requestId}/withdraw`, { headers: employee });
    }
    const { closures } = await adminHolidays(request, headers, year);
    for (const row of closures.filter((c) => c.name === closureName)) {
      await request.delete(`/api/admin/public-holidays/closures/${row.id}`, { headers });
    }
    await request.delete(`/api/admin/public-holidays/${NATION}/${oneOff}`, { headers });
    await request.delete(`/api/admin/users/${userId}`, { headers });
  }
});
