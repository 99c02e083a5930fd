// Dates read dd/MM/yyyy and times 24-hour in a browser set to American English too (issue 15,
// item 15): the date fields are the app's own, with an en-GB calendar (weeks from Monday) that
// the keyboard drives, and a holiday booked through it lands on the days chosen.
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { addDays, dayOfWeek, formatDate, isoDateToUtcMs } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, bearer, freeWeek, screenshot, signIn, today } from "./admin-support.ts";

// An American browser, far from London: mm/dd/yyyy and a 12-hour clock in native inputs.
test.use({ locale: "en-US", timezoneId: "America/Los_Angeles" });

/** A seeded employee no other journey books for. */
const EMPLOYEE = "lily.taylor@example.com";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A day as the calendar names its button: "2027-01-07" → "Thursday, 7 January 2027". */
function dayName(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${WEEKDAYS[dayOfWeek(iso)]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** Days from `from` to `to`: ("2027-01-04", "2027-01-07") → 3. */
const daysBetween = (from: string, to: string) =>
  Math.round((isoDateToUtcMs(to) - isoDateToUtcMs(from)) / 86_400_000);

/** Opens a date field's calendar from the keyboard: Tab onto its button, then Enter. */
async function openCalendar(page: Page, label: string): Promise<Locator> {
  const button = page.getByRole("button", { name: `Choose ${label}`, exact: true });
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("dialog", { name: `Choose ${label}` });
  await expect(calendar.getByRole("grid")).toBeVisible();
  return calendar;
}

test("dates read dd/MM/yyyy and times 24-hour in an en-US browser, weeks from Monday", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/appointment-logs");
  await page.getByRole("button", { name: messages.createAppointmentLog }).click();
  const dialog = page.getByRole("dialog", { name: messages.createAppointmentLog });

  const from = dialog.getByLabel("Event From", { exact: true });
  await from.fill("2031-03-13"); // typed as ISO...
  await from.press("Tab");
  await expect(from).toHaveValue("13/03/2031"); // ...shown day first
  await from.fill("4/7/2031"); // d/M/yyyy: 4 July, not 7 April
  await from.press("Tab");
  await expect(from).toHaveValue("04/07/2031");

  const start = dialog.getByLabel("Start Time", { exact: true });
  const end = dialog.getByLabel("End Time", { exact: true });
  await start.fill("9:30");
  await end.fill("1430");
  await end.press("Tab");
  await expect(start).toHaveValue("09:30");
  await expect(end).toHaveValue("14:30");
  for (const field of [from, start, end]) await expect(field).toHaveAttribute("type", "text");

  // The calendar: en-GB names, Monday first, the day in the box chosen.
  const calendar = await openCalendar(page, "Event From");
  await expect(calendar.getByRole("grid")).toHaveAccessibleName("July 2031");
  await expect(calendar.locator("th").first()).toHaveAttribute("aria-label", "Monday");
  await expect(calendar.getByRole("button", { name: `${dayName("2031-07-04")}, selected` }))
    .toBeFocused();
  await screenshot(page, "dates-en-gb-calendar", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(calendar).toHaveCount(0);
  await expect(dialog).toBeVisible(); // Escape shuts the calendar only

  await page.setViewportSize({ width: 375, height: 740 });
  await openCalendar(page, "Event From");
  await screenshot(page, "dates-en-gb-calendar", { fullPage: false });
});

test("an employee books with the calendar and the keyboard; the request lands on those days", async ({ page, request }) => {
  await signIn(page, EMPLOYEE);
  await expect(page).toHaveURL(/\/holidays-request$/);
  const token = (await page.evaluate(() => localStorage.getItem("token"))) ?? "";
  const { monday, thursday } = await freeWeek(request, token, 3);

  // Start Date: the calendar opens on today; arrows walk to the Monday, Enter chooses it.
  const startCalendar = await openCalendar(page, "Start Date");
  await expect(startCalendar.getByRole("button", { name: new RegExp(dayName(today())) }))
    .toBeFocused();
  const days = daysBetween(today(), monday);
  for (let week = 0; week < Math.floor(days / 7); week++) await page.keyboard.press("ArrowDown");
  for (let day = 0; day < days % 7; day++) await page.keyboard.press("ArrowRight");
  await expect(startCalendar.getByRole("button", { name: dayName(monday) })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(startCalendar).toHaveCount(0);
  await expect(page.getByLabel("Start Date", { exact: true })).toHaveValue(formatDate(monday));
  await expect(page.getByRole("button", { name: "Choose Start Date" })).toBeFocused();

  // End Date: no day before the start is offered; the start has the focus, three days on.
  const endCalendar = await openCalendar(page, "End Date");
  await expect(endCalendar.getByRole("button", { name: dayName(addDays(monday, -1)) }))
    .toBeDisabled();
  await expect(endCalendar.getByRole("button", { name: dayName(monday) })).toBeFocused();
  for (let day = 0; day < 3; day++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("End Date", { exact: true })).toHaveValue(formatDate(thursday));
  await expect(page.getByText(messages.requestTakesHours(40))).toBeVisible();
  await screenshot(page, "dates-en-gb-booked");

  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.holidayRequestSubmitted)).toBeVisible();
  const own = await request.get("/api/user/holiday-requests", { headers: bearer(token) });
  const requests = (await own.json()) as { start_date: string; end_date: string }[];
  expect(requests).toContainEqual(
    expect.objectContaining({ start_date: monday, end_date: thursday }),
  );
});
