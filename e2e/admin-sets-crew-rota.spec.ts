// Issue 31, items 12 and 13: an administrator, by keyboard alone, gives an employee the company's
// 4 on / 4 off rota as crew B (their cycle 4 days after crew A's) in the user's "Working pattern
// and allowance" dialog: it opens on its first field, asks before closing over a change not
// saved, and gives the focus back to the button that opened it. The employee's request form
// then counts crew B's own shift, a day crew A has off, as 12 h. No serious accessibility
// finding at 1366 and 375 px, and nothing wider than a phone.
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek, formatDate, isInChristmasWindow } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth, opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";
const TITLE = "Working pattern and allowance";
const BANK_HOLIDAYS = bankHolidaySet();

/** 4 on / 4 off, 12 h: an 8-day cycle, whole in 8 weeks. */
const ROTA = Array.from({ length: 56 }, (_, day) => (day % 8 < 4 ? 12 : 0));

/** The Monday on or before `day`. */
function mondayOf(day: string): string {
  let monday = day;
  while (dayOfWeek(monday) !== 1) monday = addDays(monday, -1);
  return monday;
}

/**
 * A day a week or more from today that is crew B's shift and crew A's day off (the 5th to 8th
 * day of each 8 from the anchor), out of 24-31 December and no bank holiday.
 */
function crewBShift(anchor: string): string {
  for (let day = addDays(today(), 7);; day = addDays(day, 1)) {
    const index = Math.round((Date.parse(day) - Date.parse(anchor)) / 86_400_000) % 8;
    if (index >= 4 && !isInChristmasWindow(day) && !BANK_HOLIDAYS.has(day)) return day;
  }
}

/** Presses Tab until `target` has the focus: it is reachable by keyboard, in at most 12 steps. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 12; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("an administrator gives crew B the rota by keyboard; the dialog asks before losing a change; crew B's shift counts 12 h", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ADMIN);
  const stamp = Date.now().toString(36);
  const anchor = mondayOf(today());
  const rotaName = `Crew rota ${stamp}`;
  const rota = await request.post("/api/admin/working-patterns", {
    headers: bearer(token),
    data: { name: rotaName, anchor, hours: ROTA },
  });
  expect(rota.ok(), await rota.text()).toBe(true);
  const email = `bea.${stamp}@example.com`;
  const lastName = `Crew${stamp}`;
  const created = await request.post("/api/admin/users", {
    headers: bearer(token),
    data: { firstName: "Bea", lastName, email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The administrator opens Bea's dialog from her edit form, by keyboard.
  await atWidth(page, 1366, 768);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("spinbutton", { name: "Year" }).fill("2025");
  await page.getByPlaceholder(messages.usersSearchPlaceholder).fill(email);
  await page.getByRole("button", { name: `Edit Bea ${lastName}` }).click();
  const opener = page.getByRole("button", { name: TITLE });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: TITLE });
  await opened(dialog);

  // It opens on its first field, the pattern: the rota, chosen with the arrow keys.
  const pattern = dialog.getByRole("combobox", { name: "Pattern" });
  await expect(pattern).toBeFocused();
  await page.keyboard.press("Enter");
  const option = page.getByRole("option", { name: rotaName });
  for (let step = 0; step < 60; step++) {
    if (await option.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  await expect(pattern).toHaveText(rotaName);
  await expect(pattern).toBeFocused();

  // Crew B: the cycle 4 days later, from today; Enter applies it.
  const offset = dialog.getByRole("spinbutton", { name: "Crew offset (days)" });
  await tabTo(page, offset);
  await expect(offset).toHaveAccessibleDescription(/^0 to 55: /);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("4");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Working pattern saved")).toBeVisible();
  const from = formatDate(today());
  await expect(dialog.getByText(`From ${from}: ${rotaName}, starting 4 days later`))
    .toBeVisible();
  await expectFitsAndReads(page, "the pattern and allowance dialog at 1366 px");

  // An end date typed and not saved: Escape asks first; Keep editing keeps it.
  const endDate = dialog.getByRole("textbox", { name: "End Date" });
  await tabTo(page, endDate);
  await page.keyboard.type(formatDate(addDays(today(), 400)));
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Discard changes not saved?" });
  await opened(ask);
  await expect(ask).toContainText("End date: this change has not been saved.");
  await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await expectFitsAndReads(page, "the unsaved-changes question at 1366 px");
  await page.keyboard.press("Enter");
  await expect(ask).toHaveCount(0);
  await expect(endDate).toHaveValue(formatDate(addDays(today(), 400)));

  // Escape again, then Discard changes: the dialog closes, the focus back on its button.
  await page.keyboard.press("Escape");
  await opened(ask);
  await page.keyboard.press("Tab");
  await expect(ask.getByRole("button", { name: "Discard changes" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // On a phone: the dialog with the offset field fits and reads; the end date was not saved.
  await atWidth(page, 375);
  await page.keyboard.press("Enter");
  await opened(dialog);
  await expect(dialog.getByText(`From ${from}: ${rotaName}, starting 4 days later`))
    .toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "End Date" })).toHaveValue("");
  await pattern.click();
  await option.click();
  await expect(offset).toBeVisible();
  await expectFitsAndReads(page, "the pattern and allowance dialog at 375 px");
  await page.keyboard.press("Escape");
  await opened(ask);
  await expect(ask).toContainText("Working pattern: this change has not been saved.");
  await expectFitsAndReads(page, "the unsaved-changes question at 375 px");
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toHaveCount(0);

  // Bea's request form: her own shift, on a day crew A has off, takes 12 h.
  const shift = crewBShift(anchor);
  const context = await browser.newContext({ locale: "en-GB", timezoneId: "Europe/London" });
  const theirs = await context.newPage();
  await atWidth(theirs, 1366, 768);
  await signIn(theirs, email, PASSWORD);
  await expect(theirs).toHaveURL(/\/holidays-request$/);
  await theirs.getByLabel("Start Date").fill(shift);
  await theirs.getByLabel("End Date").fill(shift);
  await theirs.getByLabel("End Date").blur();
  await expect(theirs.getByText(messages.requestTakesHours(12))).toBeVisible();
  await context.close();
});
