// Issue 16, web part B: an administrator gives a new employee a part-time working pattern
// (Monday to Wednesday 7.5 h) from today through the user's "Working pattern and allowance"
// dialog; the employee then sees their balance in parts under the spec's sentence, and the
// request form counts a Monday-to-Friday week as 22.5 hours. Both screens have no serious
// accessibility finding at 1280 and 375 px, and nothing on them is wider than a phone.
import { expect, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek, formatDate, isInChristmasWindow } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";
const BANK_HOLIDAYS = bankHolidaySet();
const TITLE = "Working pattern and allowance";

/**
 * The first Monday a week or more from today whose Monday to Friday stays out of 24-31
 * December and whose Monday to Wednesday has no bank holiday: 22.5 h under the pattern.
 */
function freeWeek(): { monday: string; friday: string } {
  let monday = addDays(today(), 7);
  while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
  for (;; monday = addDays(monday, 7)) {
    const days = [0, 1, 2, 3, 4].map((n) => addDays(monday, n));
    const isFree = days.every((day) => !isInChristmasWindow(day)) &&
      days.slice(0, 3).every((day) => !BANK_HOLIDAYS.has(day));
    if (isFree) return { monday, friday: days[4] };
  }
}

test("an administrator gives a part-time pattern; the employee sees the parts of their balance and a 22.5 h week", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ADMIN);
  const stamp = Date.now().toString(36);
  const patternName = `Mon\u2013Wed 7.5 h ${stamp}`;
  const pattern = await request.post("/api/admin/working-patterns", {
    headers: bearer(token),
    data: { name: patternName, anchor: "2026-01-05", hours: [7.5, 7.5, 7.5, 0, 0, 0, 0] },
  });
  expect(pattern.ok(), await pattern.text()).toBe(true);
  // A new employee of the journey's own, from 01/01/2025 (the default): 160 h, nothing booked.
  const email = `petra.${stamp}@example.com`;
  const lastName = `Pattern${stamp}`;
  const name = `Petra ${lastName}`;
  const created = await request.post("/api/admin/users", {
    headers: bearer(token),
    data: { firstName: "Petra", lastName, email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const from = formatDate(today());
  const thisYear = Number(today().slice(0, 4));

  // The administrator opens the new user's working pattern and allowance from their edit form.
  await atWidth(page, 1280);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("spinbutton", { name: "Year" }).fill("2025");
  await page.getByPlaceholder(messages.usersSearchPlaceholder).fill(email);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await screenshot(page, "users-edit-working-pattern", { fullPage: false });
  await page.getByRole("button", { name: TITLE }).click();
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog.getByText("Company default (Mon\u2013Thu 10 h), from the start"))
    .toBeVisible();

  // The pattern from today (the date the form offers).
  await dialog.getByRole("combobox", { name: "Pattern" }).click();
  await page.getByRole("option", { name: patternName }).click();
  await expect(dialog.getByRole("textbox", { name: "From" })).toHaveValue(from);
  await dialog.getByRole("button", { name: "Apply pattern" }).click();
  await expect(page.getByText("Working pattern saved")).toBeVisible();
  await expect(dialog.getByText(`From ${from}: ${patternName}`)).toBeVisible();
  await expect(dialog.getByText(`Before ${from}: Company default (Mon\u2013Thu 10 h)`))
    .toBeVisible();
  await expect(dialog.getByRole("heading", { name: `Balance ${thisYear}` })).toBeVisible();
  await expectFitsAndReads(page, `the dialog at 1280 px`);
  await screenshot(page, "users-working-pattern", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // The same on a phone: the edit form is the user's card, and the dialog fits.
  await atWidth(page, 375);
  await screenshot(page, "users-edit-working-pattern", { fullPage: false });
  await page.getByRole("button", { name: TITLE }).click();
  await expect(dialog.getByText(`From ${from}: ${patternName}`)).toBeVisible();
  await expectFitsAndReads(page, `the dialog at 375 px`);
  await screenshot(page, "users-working-pattern", { fullPage: false });
  await page.keyboard.press("Escape");

  // The employee: the spec's sentence, then the parts of their balance.
  const context = await browser.newContext({ locale: "en-GB", timezoneId: "Europe/London" });
  const theirs = await context.newPage();
  await atWidth(theirs, 1280);
  await signIn(theirs, email, PASSWORD);
  await expect(theirs).toHaveURL(/\/holidays-request$/);
  await expect(theirs.getByText(messages.vacationHoursAvailable(160), { exact: true }))
    .toBeVisible();
  const parts = theirs.getByRole("group", { name: `Your ${thisYear} balance` });
  await expect(parts.getByText(/^160 h allowance/)).toBeVisible();
  for (const term of ["Allowance", "Carried", "Used", "Pending", "Remaining"]) {
    await expect(parts.getByRole("term").filter({ hasText: term })).toBeVisible();
  }

  // A Monday-to-Friday week under Monday to Wednesday 7.5 h.
  const { monday, friday } = freeWeek();
  await theirs.getByLabel("Start Date").fill(monday);
  await theirs.getByLabel("End Date").fill(friday);
  await theirs.getByLabel("End Date").blur();
  await expect(theirs.getByText(messages.requestTakesHours(22.5))).toBeVisible();
  await expectFitsAndReads(theirs, "the request form at 1280 px");
  await screenshot(theirs, "balance-breakdown");
  await atWidth(theirs, 375);
  await expect(parts).toBeVisible();
  await expectFitsAndReads(theirs, "the request form at 375 px");
  await screenshot(theirs, "balance-breakdown");
  await context.close();
});
