// Issue 15, item 4: the balance says which year it is for. An employee books Monday to
// Wednesday next January: the preview counts it against next year's balance, and the form then
// shows this year's balance unchanged and next year's beside it, each with its year.
import { expect, type Page, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, signIn, today } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";
const BANK_HOLIDAYS = bankHolidaySet();

/** The first Monday of `year` whose Monday to Wednesday holds no bank holiday: 30 h. */
function firstFreeMondayOf(year: number): { monday: string; wednesday: string } {
  let monday = `${year}-01-01`;
  for (;; monday = addDays(monday, 7)) {
    while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
    const days = [0, 1, 2].map((n) => addDays(monday, n));
    if (days.every((day) => !BANK_HOLIDAYS.has(day))) return { monday, wednesday: days[2] };
  }
}

/** The balance line of `year` reading `hours`: the year, then the spec's sentence. */
const balanceLine = (page: Page, year: number, hours: number) =>
  page.locator("p", { hasText: `${year} ${messages.vacationHoursAvailable(hours)}` });

test("an employee books next January and sees both years' balances, each with its year", async ({ page, request }) => {
  // A new employee of the journey's own: 160 h in every year, nothing booked.
  const stamp = Date.now().toString(36);
  const email = `yara.${stamp}@example.com`;
  const created = await request.post("/api/admin/users", {
    headers: bearer(await apiToken(request, ADMIN)),
    data: { firstName: "Yara", lastName: `Year${stamp}`, email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const thisYear = Number(today().slice(0, 4));
  const nextYear = thisYear + 1;
  const { monday, wednesday } = firstFreeMondayOf(nextYear);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(balanceLine(page, thisYear, 160)).toBeVisible();
  // The spec's sentence, word for word, as an element of its own.
  await expect(page.getByText(messages.vacationHoursAvailable(160), { exact: true }))
    .toBeVisible();
  await expect(page.getByText(String(nextYear), { exact: true })).toHaveCount(0);

  await page.getByLabel("Start Date").fill(monday);
  await page.getByLabel("End Date").fill(wednesday);
  await expect(page.getByText(messages.requestTakesHours(30))).toBeVisible();
  // The preview counts in the request's own year, not this one.
  await expect(page.getByText(messages.hoursLeftAfterRequest(130, nextYear))).toBeVisible();

  await page.getByRole("button", { name: messages.submitRequest }).click();
  await expect(page.getByText(messages.holidayRequestSubmitted)).toBeVisible();
  await expect(balanceLine(page, nextYear, 130)).toBeVisible();
  await expect(balanceLine(page, thisYear, 160)).toBeVisible();

  // Still both after a fresh load; the spec's whole sentence is found once, this year's.
  await page.reload();
  await expect(balanceLine(page, nextYear, 130)).toBeVisible();
  await expect(balanceLine(page, thisYear, 160)).toBeVisible();
  await expect(page.getByText(/^You have -?\d+ vacation hours available\.$/)).toHaveCount(1);
  await expect(page.getByText(/^You have -?\d+ vacation hours available\.$/))
    .toHaveText(messages.vacationHoursAvailable(160));
});
