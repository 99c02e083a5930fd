// Issue 15, items 6 and 13: a planning calendar that reads. The year view shows per day how many
// holidays and appointments it holds, and that count opens one list of all of them (no nested
// '+N more'); event titles show in full on hover and keyboard focus; a legend explains the
// department colours, pending, weekends and bank holidays, which the month and year views mark;
// '+N more' is whole on a phone; axe finds nothing critical or serious on the month, year and list
// views nor on the open day. At 1280 and 375 px.
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";

import { BANK_HOLIDAYS } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek, formatDate } from "../shared/dates.ts";
import { appointmentEventTitle, holidayEventTitle, messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, signIn, today } from "./admin-support.ts";
import { axeViolations } from "./axe.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** The busy day's month, counted from today's: past every other journey's planned weeks. */
const MONTHS_AHEAD = 10;
/** Seeded employees no other journey books: five approved by the admin, one pending. */
const APPROVED = ["ava", "george", "harry", "isla", "jack"].map((n) => `${n}.taylor@example.com`);
const PENDING = "oliver.taylor@example.com";
const WITH_APPOINTMENT = "noah.taylor@example.com";

type PickerUser = { id: string; firstName: string; lastName: string };
type PlanningItem = {
  firstName: string;
  lastName: string;
  email?: string;
  start_date: string;
  end_date: string;
  start_day_type: string;
  end_day_type: string;
  status: string;
  requested_hours: number;
  user_id: string;
};
type Appointment = {
  firstName: string;
  lastName: string;
  reason: string | null;
  user_id: string;
  event_from_date: string;
  event_to_date: string | null;
};

/** yyyy-MM of the month `n` months after `month`. */
function monthPlus(month: string, n: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

function monthTitle(month: string): string {
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(`${month}-01T00:00:00Z`));
}

/** The busy day: the first Wednesday from the 8th of the month ahead that is no bank holiday. */
function busyDay(): string {
  let day = `${monthPlus(today().slice(0, 7), MONTHS_AHEAD)}-08`;
  while (dayOfWeek(day) !== 3 || BANK_HOLIDAYS.some((h) => h.date === day)) day = addDays(day, 1);
  return day;
}

/** The listed bank holiday nearest today (a month view shows it after a few steps). */
function nearestBankHoliday(): { date: string; name: string } {
  const now = Date.parse(today());
  return [...BANK_HOLIDAYS].sort((a, b) =>
    Math.abs(Date.parse(a.date) - now) - Math.abs(Date.parse(b.date) - now)
  )[0];
}

async function pickerUser(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(`/api/users?q=${encodeURIComponent(email)}&limit=1`, {
    headers: bearer(token),
  });
  const [user] = (await response.json()) as PickerUser[];
  return user;
}

/** Everything the planning holds on `day`, as the calendar titles it. */
async function titlesOn(request: APIRequestContext, token: string, day: string) {
  const holidays = (await (await request.get(
    `/api/holidays/planning?startDate=${day}&endDate=${day}&department=`,
    { headers: bearer(token) },
  )).json()) as PlanningItem[];
  const appointments = (await (await request.get(
    `/api/appointment-logs?from=${day}&to=${day}`,
    { headers: bearer(token) },
  )).json()) as Appointment[];
  return {
    holidays,
    appointments,
    titles: [
      ...holidays.map((h) =>
        holidayEventTitle(
          h.firstName,
          h.lastName,
          h.start_day_type,
          h.end_day_type,
          h.requested_hours,
        )
      ),
      ...appointments
        .filter((a) => a.event_from_date <= day && (a.event_to_date || a.event_from_date) >= day)
        .map((a) => appointmentEventTitle(a.firstName, a.lastName, a.reason ?? "")),
    ],
  };
}

/**
 * Books the busy day, once (both widths' runs share it): five approved holidays, a pending one
 * and an appointment. Returns every title the planning holds that day, and the journey's own.
 */
async function bookBusyDay(request: APIRequestContext, day: string) {
  const adminToken = await apiToken(request, ADMIN);
  const before = await titlesOn(request, adminToken, day);
  const users = await Promise.all(
    [...APPROVED, PENDING, WITH_APPOINTMENT].map((email) => pickerUser(request, adminToken, email)),
  );
  const has = (user: PickerUser) => before.holidays.some((h) => h.user_id === user.id);
  const range = { startDate: day, endDate: day, startDayType: "full", endDayType: "full" };
  for (const user of users.slice(0, APPROVED.length).filter((u) => !has(u))) {
    const added = await request.post("/api/admin/add-holiday", {
      headers: bearer(adminToken),
      data: { selectedUser: user.id, ...range },
    });
    expect(added.status()).toBe(201);
  }
  const pendingUser = users[APPROVED.length];
  if (!has(pendingUser)) {
    const created = await request.post("/api/vacation-request", {
      headers: bearer(await apiToken(request, PENDING)),
      data: range,
    });
    expect(created.status()).toBe(201);
  }
  const patient = users[APPROVED.length + 1];
  if (!before.appointments.some((a) => a.user_id === patient.id)) {
    const created = await request.post("/api/appointment-logs", {
      headers: bearer(adminToken),
      data: {
        user_id: patient.id,
        event_from_date: day,
        event_to_date: day,
        start_time: "14:00",
        end_time: "15:00",
        reason: "Optician",
      },
    });
    expect(created.status()).toBe(201);
  }
  const after = await titlesOn(request, adminToken, day);
  const pending = after.holidays.find((h) => h.user_id === pendingUser.id)!;
  expect(pending.status).toBe("pending");
  return {
    titles: after.titles,
    pendingTitle: holidayEventTitle(
      pendingUser.firstName,
      pendingUser.lastName,
      "full",
      "full",
      pending.requested_hours,
    ),
    appointmentTitle: appointmentEventTitle(patient.firstName, patient.lastName, "Optician"),
  };
}

/** axe on the page as it is: its counts noted on the test, and none critical nor serious. */
async function expectAxeClean(page: Page, state: string) {
  const violations = await axeViolations(page);
  const count = (impact: string) =>
    violations.filter((v) => v.impact === impact)
      .reduce((sum, v) => sum + v.nodes.length, 0);
  const width = page.viewportSize()?.width;
  const summary = `${state} @${width}: critical ${count("critical")}, serious ${count("serious")}`;
  test.info().annotations.push({ type: "axe", description: summary });
  const findings = violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes[0].target.join(" ")}`);
  expect.soft(findings, `${summary}\n${findings.join("\n")}`).toEqual([]);
}

async function background(locator: Locator): Promise<string> {
  return await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** Steps the month view `n` months (back when negative). */
async function stepMonths(page: Page, n: number) {
  const button = page.locator(n < 0 ? ".fc-prev-button" : ".fc-next-button");
  for (let i = 0; i < Math.abs(n); i++) await button.click();
}

/** The open day's list: one dialog named by the date, every entry once, nothing nested. */
async function expectDayList(page: Page, day: string, titles: string[], pendingTitle: string) {
  const dialog = page.getByRole("dialog", { name: formatDate(day) });
  await expect(dialog).toBeVisible();
  const items = dialog.getByRole("listitem");
  await expect(items).toHaveCount(titles.length);
  for (const title of titles) {
    await expect(dialog.getByRole("button", { name: title, exact: false }).first()).toBeVisible();
  }
  await expect(items.filter({ hasText: pendingTitle })).toContainText("Pending");
  await expect(dialog.getByText(/\+\d+ more/)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  return dialog;
}

for (const width of [1280, 375]) {
  test(`the planning reads at ${width} px: year counts, legend, tooltips, marked days, axe`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const day = busyDay();
    const { titles, pendingTitle, appointmentTitle } = await bookBusyDay(request, day);
    // A busy day: more than the four rows a month view day shows.
    expect(titles.length).toBeGreaterThanOrEqual(7);
    expect(titles).toContain(pendingTitle);
    expect(titles).toContain(appointmentTitle);

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/planning");
    await expect(page.getByRole("heading", { level: 1, name: messages.holidayPlanning }))
      .toBeVisible();
    await expect(page.locator(".fc-daygrid-day").first()).toBeVisible();
    await expect(page.getByText(messages.loading)).toHaveCount(0);

    // The legend: pending, appointments, weekends, bank holidays and every department's colour.
    const legend = page.getByRole("list", { name: "Legend" });
    for (
      const key of [
        "Pending",
        "Appointment",
        "Weekend",
        "Bank holiday",
        "Production",
        "Cleaning",
        "Directors",
        "Engineers",
        "Floor",
        "G3",
        "Office",
        "Process",
        "QC",
        "Warehouse",
        "Other departments",
      ]
    ) {
      await expect(legend.getByRole("listitem").filter({ hasText: key }).first()).toBeVisible();
    }
    const swatch = (key: string) =>
      legend.getByRole("listitem").filter({ hasText: key }).locator("span[aria-hidden]");
    const weekendColour = await background(swatch("Weekend"));
    const bankHolidayColour = await background(swatch("Bank holiday"));

    // This month: weekends shaded as the legend shows, weekdays not.
    const plain = ":not(.fc-day-today):not(.planning-bank-holiday):not(.fc-day-disabled)";
    const saturday = page.locator(`td.fc-daygrid-day.fc-day-sat${plain}`).first();
    const wednesday = page.locator(`td.fc-daygrid-day.fc-day-wed${plain}`).first();
    expect(await background(saturday)).toBe(weekendColour);
    expect(await background(wednesday)).not.toBe(weekendColour);
    await expectAxeClean(page, "month view");

    // The nearest bank holiday: tinted as the legend shows and named in its day.
    const holiday = nearestBankHoliday();
    const thisMonth = today().slice(0, 7);
    await stepMonths(page, monthsBetween(thisMonth, holiday.date.slice(0, 7)));
    await expect(page.locator(".fc-toolbar-title")).toHaveText(
      monthTitle(holiday.date.slice(0, 7)),
    );
    const holidayCell = page.locator(`td.fc-daygrid-day[data-date="${holiday.date}"]`);
    await expect(holidayCell).toContainText(holiday.name);
    await expect(holidayCell.getByText(holiday.name)).toBeVisible();
    if (!(await holidayCell.getAttribute("class"))?.includes("fc-day-today")) {
      expect(await background(holidayCell)).toBe(bankHolidayColour);
    }

    // The busy day's month: three events and '+N more' in the day, whole even on a phone.
    await stepMonths(page, monthsBetween(holiday.date.slice(0, 7), day.slice(0, 7)));
    await expect(page.locator(".fc-toolbar-title")).toHaveText(monthTitle(day.slice(0, 7)));
    const cell = page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
    const events = cell.locator(".fc-event:not(.planning-event-more)");
    await expect(events).toHaveCount(3);
    const more = cell.locator(".fc-event.planning-event-more");
    await expect(more).toHaveAccessibleName(
      `+${titles.length - 3} more (${titles.length} in all on ${formatDate(day)})`,
    );
    const moreText = more.getByText(`+${titles.length - 3} more`, { exact: true });
    await expect(moreText).toBeVisible();
    const fits = await moreText.evaluate((text) => {
      const box = text.getBoundingClientRect();
      const day = text.closest("td")!.getBoundingClientRect();
      const title = text.closest<HTMLElement>(".fc-event-title")!;
      return box.left >= day.left && box.right <= day.right + 0.5 &&
        title.scrollWidth <= title.clientWidth + 1;
    });
    expect(fits, "'+N more' is cut off").toBe(true);

    // Full titles: each event is reached by the keyboard and tells its whole title on focus.
    const first = events.first();
    const firstTitle = (await first.textContent())!.trim();
    expect(titles).toContain(firstTitle);
    await first.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(first).not.toBeFocused();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleName(firstTitle);
    await expect(page.getByRole("tooltip")).toHaveText(firstTitle);
    await expect(page.getByRole("tooltip")).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Tab");
    const second = events.nth(1);
    await expect(second).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText((await second.textContent())!.trim());
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    if (width < 768) {
      // On a phone the day cuts the title off: the tooltip is where it can be read.
      const cut = await first.locator(".fc-event-title").evaluate((t) =>
        t.scrollWidth > t.clientWidth
      );
      expect(cut).toBe(true);
    }
    // And on hover.
    await events.nth(2).hover();
    await expect(page.getByRole("tooltip")).toHaveText((await events.nth(2).textContent())!.trim());
    await expectAxeClean(page, "month view, busy day");

    // '+N more' lists the whole day at once.
    await more.click();
    let dayList = await expectDayList(page, day, titles, pendingTitle);
    await expectAxeClean(page, "month view, day list open");
    await dayList.getByRole("button", { name: "Close" }).click();
    await expect(dayList).toHaveCount(0);

    // The year view: per day a count, the busy day's the number of its entries; no event bars,
    // no boxed '+N more' of FullCalendar's own.
    await page.getByRole("button", { name: "Year", exact: true }).click();
    await expect(page.locator(".fc-multimonth")).toBeVisible();
    // The year of the month shown.
    await expect(page.locator(".fc-toolbar-title")).toHaveText(day.slice(0, 4));
    await expect(page.getByText(messages.loading)).toHaveCount(0);
    const count = page.getByRole("button", {
      name: new RegExp(`^${titles.length} on ${formatDate(day).replaceAll("/", "\\/")}: `),
    });
    await expect(count).toHaveText(String(titles.length));
    await expect(count).toHaveAccessibleName(/\(1 pending\)/);
    await expect(page.locator(".fc-daygrid-more-link")).toHaveCount(0);
    await expect(page.locator(".fc-multimonth .fc-event")).toHaveCount(0);
    await expect(legend.getByRole("listitem").filter({ hasText: "Holidays and appointments" }))
      .toBeVisible();
    // Weekends and bank holidays are marked in the year view too.
    const yearSaturday = page.locator(`.fc-multimonth td.fc-day-sat${plain}`).first();
    expect(await background(yearSaturday)).toBe(weekendColour);
    const yearHoliday = BANK_HOLIDAYS.find((h) => h.date.startsWith(day.slice(0, 4)));
    if (yearHoliday) {
      const yearHolidayCell = page.locator(`.fc-multimonth td[data-date="${yearHoliday.date}"]`);
      await expect(yearHolidayCell).toHaveClass(/planning-bank-holiday/);
      await expect(yearHolidayCell).toContainText(yearHoliday.name);
    }
    await count.scrollIntoViewIfNeeded();
    await count.hover();
    await expect(page.getByRole("tooltip")).toContainText(`${titles.length} on ${formatDate(day)}`);
    await expectAxeClean(page, "year view");

    await count.click();
    dayList = await expectDayList(page, day, titles, pendingTitle);
    await expectAxeClean(page, "year view, day list open");
    await dayList.getByRole("button", { name: appointmentTitle }).click();
    await expect(page.getByRole("dialog", { name: messages.appointmentDetails })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Through the week view back to a month: cells FullCalendar reuses stay named by their text.
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await expect(page.locator(".fc-dayGridWeek-view")).toBeVisible();
    await expectAxeClean(page, "week view");
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await expect(page.locator(".fc-dayGridMonth-view")).toBeVisible();
    await expect(page.getByText(messages.loading)).toHaveCount(0);
    await expectAxeClean(page, "month view after the week view");

    // The list: its rows keep their department colours; the legend keeps what applies.
    await page.getByRole("button", { name: messages.viewList }).click();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByText(messages.loading)).toHaveCount(0);
    await expect(legend.getByRole("listitem").filter({ hasText: "Weekend" })).toHaveCount(0);
    await expect(legend.getByRole("listitem").filter({ hasText: "Pending" })).toBeVisible();
    await expectAxeClean(page, "list view");
  });
}
