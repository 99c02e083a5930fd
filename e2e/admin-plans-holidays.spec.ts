// The admin reads the planning in its month, week and year views and as a list, filters it by
// department, and cancels a holiday and deletes an appointment from their details.
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek, formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, SCREENSHOTS, signIn, today } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const BANK_HOLIDAYS = bankHolidaySet();
/** How far ahead the journey plans: past every seeded request and the other journeys' weeks. */
const MONTHS_AHEAD = 7;

type PickerUser = { id: string; firstName: string; lastName: string; department: string };

async function pickerUser(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(`/api/users?q=${encodeURIComponent(email)}&limit=1`, {
    headers: bearer(token),
  });
  const [user] = (await response.json()) as PickerUser[];
  return user;
}

/** yyyy-MM of the month `n` months after today's. */
function monthAhead(n: number): string {
  const [year, month] = today().split("-").map(Number);
  const index = year * 12 + (month - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first Monday on or after the date whose Monday to Thursday has no bank holiday. */
function workingWeekFrom(date: string): string {
  let monday = date;
  while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
  while ([0, 1, 2, 3].some((n) => BANK_HOLIDAYS.has(addDays(monday, n)))) {
    monday = addDays(monday, 7);
  }
  return monday;
}

function monthTitle(month: string): string {
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(`${month}-01T00:00:00Z`));
}

/** Accepts the next browser confirm, after checking its text. */
function acceptConfirm(page: Page, text: string) {
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(text);
    await dialog.accept();
  });
}

/**
 * Saves the page under e2e/screenshots/<name>-<width>.png. Only the viewport, unless asked: a
 * full-page shot briefly shrinks the window to 1 px, which swaps the layout and resets the
 * screen's state, so full pages are taken at the end of a journey.
 */
async function screenshot(page: Page, name: string, fullPage = false) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage });
}

const event = (page: Page, title: string): Locator => page.locator(".fc-event", { hasText: title });

test("the admin plans: views, department filter, list, cancelling a holiday and deleting an appointment", async ({ page, request }) => {
  test.setTimeout(90_000);
  // The pages' Content-Security-Policy must let the app and FullCalendar work as they are.
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const adminToken = await apiToken(request, ADMIN);
  const leo = await pickerUser(request, adminToken, "leo.taylor@example.com");
  const ivy = await pickerUser(request, adminToken, "ivy.taylor@example.com");
  const mia = await pickerUser(request, adminToken, "mia.taylor@example.com");
  expect(new Set([leo.department, ivy.department]).size).toBe(2);

  const month = monthAhead(MONTHS_AHEAD);
  const monday = workingWeekFrom(`${month}-08`);
  const thursday = addDays(monday, 3);
  const nextTuesday = addDays(workingWeekFrom(addDays(monday, 7)), 1);

  // An approved holiday (added by the admin), a pending one and an appointment in that month.
  const added = await request.post("/api/admin/add-holiday", {
    headers: bearer(adminToken),
    data: {
      selectedUser: leo.id,
      startDate: monday,
      endDate: thursday,
      startDayType: "full",
      endDayType: "full",
    },
  });
  expect(added.status()).toBe(201);
  const pending = await request.post("/api/vacation-request", {
    headers: bearer(await apiToken(request, "ivy.taylor@example.com")),
    data: {
      startDate: nextTuesday,
      endDate: addDays(nextTuesday, 1),
      startDayType: "full",
      endDayType: "morning",
    },
  });
  expect(pending.status()).toBe(201);
  const appointment = await request.post("/api/appointment-logs", {
    headers: bearer(adminToken),
    data: {
      user_id: mia.id,
      event_from_date: addDays(monday, 2),
      event_to_date: addDays(monday, 2),
      start_time: "09:00",
      end_time: "10:30",
      reason: "Physio",
    },
  });
  expect(appointment.status()).toBe(201);

  const leoTitle = `${leo.firstName} ${leo.lastName} (full - full, 40h)`;
  const ivyTitle = `${ivy.firstName} ${ivy.lastName} (full - morning, 15h)`;
  const physioTitle = `Appointment: ${mia.firstName} ${mia.lastName} - Physio`;

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/planning");
  await expect(page.getByRole("heading", { level: 1, name: messages.holidayPlanning }))
    .toBeVisible();
  await expect(page.getByRole("button", { name: messages.viewCalendar }))
    .toHaveAttribute("aria-pressed", "true");
  // This month, Monday first.
  await expect(page.locator(".fc-toolbar-title")).toHaveText(
    monthTitle(today().slice(0, 7)),
  );
  await expect(page.locator(".fc-col-header-cell").first()).toHaveText("Mon");
  await expect(page.locator(".fc-event").first()).toBeVisible();
  await screenshot(page, "planning-month");

  // A crowded day shows three and '+N more', which lists all of that day's entries.
  const more = page.locator(".fc-event.planning-event-more").first();
  const hidden = Number((await more.textContent())?.match(/\+(\d+) more/)?.[1]);
  await more.click();
  const day = page.getByRole("dialog", { name: /^\d{2}\/\d{2}\/\d{4}$/ });
  expect(await day.getByRole("listitem").count()).toBeGreaterThan(hidden);
  await day.getByRole("listitem").first().getByRole("button").click();
  await expect(page.getByRole("dialog", { name: /Details$/ })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Each step loads the visible range only.
  for (let n = 0; n < MONTHS_AHEAD; n++) {
    const loaded = page.waitForRequest((r) => r.url().includes("/holidays/planning?"));
    await page.getByRole("button", { name: "Next Month" }).click();
    const url = new URL((await loaded).url());
    expect(url.searchParams.get("department")).toBe("");
  }
  await expect(page.locator(".fc-toolbar-title")).toHaveText(monthTitle(month));
  await expect(event(page, leoTitle)).toBeVisible();
  await expect(event(page, ivyTitle)).toBeVisible();
  await expect(event(page, ivyTitle)).toHaveClass(/planning-event-pending/);
  await expect(event(page, physioTitle)).toBeVisible();
  await screenshot(page, "planning-month-ahead");

  // A holiday ending on a full Thursday covers Monday to Thursday: four day cells in its week.
  const leoBox = await event(page, leoTitle).boundingBox();
  const dayWidth = (await page.locator(".fc-daygrid-day").first().boundingBox())!.width;
  expect(Math.round(leoBox!.width / dayWidth)).toBe(4);

  // One department: its holidays only, loaded from the server by name.
  const filtered = page.waitForRequest((r) =>
    r.url().includes("/holidays/planning?") &&
    new URL(r.url()).searchParams.get("department") === leo.department
  );
  await page.getByRole("combobox", { name: messages.filterByDepartment }).click();
  await page.getByRole("option", { name: leo.department, exact: true }).click();
  await filtered;
  await expect(event(page, leoTitle)).toBeVisible();
  await expect(event(page, ivyTitle)).toHaveCount(0);
  await page.getByRole("combobox", { name: messages.filterByDepartment }).click();
  await page.getByRole("option", { name: messages.allDepartments }).click();
  await expect(event(page, ivyTitle)).toBeVisible();

  // The list: this month by default, then the planned month, a search and the whole year.
  await page.getByRole("button", { name: messages.viewList }).click();
  const monthInput = page.getByLabel(messages.selectMonth);
  await expect(monthInput).toHaveValue(today().slice(0, 7));
  await monthInput.fill(month);
  const leoRow = page.getByRole("row")
    .filter({ hasText: `${leo.firstName} ${leo.lastName}` })
    .filter({ hasText: formatDate(monday) });
  await expect(leoRow).toHaveText(
    `${leo.firstName} ${leo.lastName}${leo.department}${formatDate(monday)}${
      formatDate(thursday)
    }Holiday40 hours`,
  );
  await expect(page.getByRole("row", { name: new RegExp(`${mia.firstName} ${mia.lastName}`) }))
    .toContainText("AppointmentN/A");
  await screenshot(page, "planning-list");
  await page.getByPlaceholder(messages.planningSearchPlaceholder).fill(ivy.lastName);
  await expect(page.getByRole("row", { name: new RegExp(`${ivy.firstName} ${ivy.lastName}`) }))
    .toBeVisible();
  await page.getByPlaceholder(messages.planningSearchPlaceholder).fill(ivy.department);
  await expect(leoRow).toHaveCount(0);
  await page.getByPlaceholder(messages.planningSearchPlaceholder).fill("");
  await page.getByRole("button", { name: messages.viewByYear }).click();
  const yearInput = page.getByLabel(messages.selectYear);
  await expect(yearInput).toHaveValue(today().slice(0, 4));
  // The planned month's year: this year or the next (no request when it is this year's).
  await yearInput.fill(month.slice(0, 4));
  await expect(leoRow).toBeVisible();

  // Back to the calendar, where it was; a pending holiday cannot be cancelled by the admin.
  await page.getByRole("button", { name: messages.viewCalendar }).click();
  await expect(page.locator(".fc-toolbar-title")).toHaveText(monthTitle(month));
  await event(page, ivyTitle).click();
  let dialog = page.getByRole("dialog", { name: messages.holidayRequestDetails });
  await expect(dialog).toContainText("Pending");
  acceptConfirm(page, messages.confirmPlanningCancelHoliday);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.failedToCancelHolidayRequest)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // The approved holiday: its details, then cancelled.
  await event(page, leoTitle).click();
  dialog = page.getByRole("dialog", { name: messages.holidayRequestDetails });
  for (
    const text of [
      `${leo.firstName} ${leo.lastName}`,
      leo.department,
      formatDate(monday),
      formatDate(thursday),
      "Full Day to Full Day",
      "40 hours",
      "Approved",
    ]
  ) {
    await expect(dialog).toContainText(text);
  }
  await screenshot(page, "planning-details");
  acceptConfirm(page, messages.confirmPlanningCancelHoliday);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.holidayCancelled)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(event(page, leoTitle)).toHaveCount(0);

  // The appointment: its details, then deleted; the appointment list no longer has it.
  await event(page, physioTitle).click();
  dialog = page.getByRole("dialog", { name: messages.appointmentDetails });
  for (const text of ["09:00", "10:30", "Physio", formatDate(addDays(monday, 2))]) {
    await expect(dialog).toContainText(text);
  }
  acceptConfirm(page, messages.confirmDeleteAppointment);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(messages.appointmentDeleted)).toBeVisible();
  await expect(event(page, physioTitle)).toHaveCount(0);
  const left = await request.get(`/api/appointment-logs?from=${monday}&to=${thursday}`, {
    headers: bearer(adminToken),
  });
  expect(await left.json()).toEqual([]);

  // Week and year views, where the pending holiday still shows.
  await page.getByRole("button", { name: "Week", exact: true }).click();
  await expect(page.locator(".fc-dayGridWeek-view")).toBeVisible();
  // From the week of the 1st to the week of the pending holiday.
  let week = `${month}-01`;
  while (dayOfWeek(week) !== 1) week = addDays(week, -1);
  for (; week < addDays(nextTuesday, -1); week = addDays(week, 7)) {
    await page.getByRole("button", { name: "Next Week" }).click();
  }
  await expect(event(page, ivyTitle)).toBeVisible();
  await screenshot(page, "planning-week");
  await page.getByRole("button", { name: "Year", exact: true }).click();
  await expect(page.locator(".fc-multimonth")).toBeVisible();
  await expect(page.locator(".fc-toolbar-title")).toHaveText(month.slice(0, 4));
  // The year view counts each day's entries (issue 15): the pending holiday's first day says
  // so, and its count lists it.
  const ivyDay = page.getByRole("button", {
    name: new RegExp(`^\\d+ on ${formatDate(nextTuesday).replaceAll("/", "\\/")}: .*pending`),
  });
  await ivyDay.click();
  dialog = page.getByRole("dialog", { name: formatDate(nextTuesday) });
  await expect(dialog.getByRole("listitem").filter({ hasText: ivyTitle })).toContainText("Pending");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  // A window tall enough for the whole year (a full-page shot would reset the screen).
  await page.setViewportSize({ width: 1280, height: 2200 });
  await screenshot(page, "planning-year");
  const policy = (await page.request.get("/planning")).headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self'");
  expect(refused).toEqual([]);
});

const PHONE = { width: 375, height: 812 };

/** Each element `locator` matches lies within the phone's width: no side of it cut off. */
async function expectAcrossPhone(locator: Locator) {
  const count = await locator.count();
  expect(count, `${locator} matches nothing`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await locator.nth(i).boundingBox();
    expect(box, `${locator} #${i} is not laid out`).not.toBeNull();
    expect(box!.x, `${locator} #${i} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${locator} #${i} ends right of the screen`)
      .toBeLessThanOrEqual(PHONE.width);
  }
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
}

test("the planning fits a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/planning");

  // The first screen holds the title, the two views, the department filter, the calendar's
  // toolbar and this month's first events, each whole.
  const first = page.locator(".fc-event:not(.planning-event-more)").first();
  await expect(first).toBeVisible();
  for (
    const control of [
      page.getByRole("heading", { level: 1, name: messages.holidayPlanning }),
      page.getByRole("button", { name: messages.viewCalendar }),
      page.getByRole("button", { name: messages.viewList }),
      page.getByRole("combobox", { name: messages.filterByDepartment }),
      page.locator(".fc-toolbar-title"),
      ...await page.locator(".fc-header-toolbar").getByRole("button").all(),
      first,
    ]
  ) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await expect(page.locator(".fc-toolbar-title")).toHaveText(monthTitle(today().slice(0, 7)));
  // The whole week fits across: seven day columns, Monday to Sunday, none cut off.
  await expect(page.locator(".fc-col-header-cell")).toHaveText(
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  );
  await expectAcrossPhone(page.locator(".fc-col-header-cell"));
  await expectAcrossPhone(page.locator(".fc-daygrid-day"));
  await expectAcrossPhone(page.locator(".fc-event"));
  await expectNoSidewaysScroll(page);
  await screenshot(page, "planning-month", true);

  // An event opens its details, which fit the screen with their actions.
  await first.click();
  const details = page.getByRole("dialog", { name: /Details$/ });
  await expect(details).toBeInViewport({ ratio: 1 });
  await expect(details.getByRole("button", { name: "Delete" })).toBeInViewport({ ratio: 1 });
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toHaveCount(0);

  // The list: its search and month picker whole on the first screen; a row's name opens its
  // details; each column can be brought into view within the table, never by moving the page.
  await page.getByRole("button", { name: messages.viewList }).click();
  for (
    const control of [
      page.getByPlaceholder(messages.planningSearchPlaceholder),
      page.getByRole("button", { name: messages.viewByMonth }),
      page.getByRole("button", { name: messages.viewByYear }),
      page.getByLabel(messages.selectMonth),
    ]
  ) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const header of await page.getByRole("columnheader").all()) {
    await header.scrollIntoViewIfNeeded();
    await expectAcrossPhone(header);
  }
  await expectNoSidewaysScroll(page);
  const name = firstRow.getByRole("button");
  await name.scrollIntoViewIfNeeded();
  await expectAcrossPhone(name);
  await name.click();
  await expect(details).toBeInViewport({ ratio: 1 });
  await expect(details.getByRole("button", { name: "Close" })).toBeInViewport({ ratio: 1 });
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toHaveCount(0);
  // Last: a whole-page shot resizes the window for a moment, which resets the screen.
  await screenshot(page, "planning-list", true);
});
