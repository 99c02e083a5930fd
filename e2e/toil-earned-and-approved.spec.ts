// Issue 33, time off in lieu: the administrator turns on Time off in lieu in Settings' Leave
// types and gives approved hours 12 months; an employee, whose menu now offers it, logs 3 extra
// hours; the administrator approves them on the same page, with the keyboard; the employee sees a
// balance 3 hours higher, and a request of a week's time off in lieu is refused with what is left.
// The page has no serious accessibility finding at 1280 and 375 px, and nothing on it is wider
// than a phone. TOIL is turned off again at the end, its expiry emptied: later journeys see the
// menu as the spec's.
import { expect, test } from "./fixtures.ts";

import { formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { holidayRequestMessages as words } from "../web/src/features/holiday-requests/messages.ts";
import { leaveTypeMessages as typeTexts } from "../web/src/features/settings/leave-type-messages.ts";
import { toilMessages as texts } from "../web/src/features/toil/messages.ts";
import { ADMIN, apiToken, bearer, freeWeek, screenshot, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "ava.jones@example.com";
const TOIL = "Time off in lieu";

test("an employee's extra hours, approved, become their time off in lieu", async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminHeaders = bearer(await apiToken(request, ADMIN));
  const employeeToken = await apiToken(request, EMPLOYEE);
  const employeeHeaders = bearer(employeeToken);
  const balanceNow = async () =>
    (await (await request.get("/api/toil", { headers: employeeHeaders })).json()).balance as number;
  const before = await balanceNow();
  const note = `Stocktake ${Date.now().toString(36)}`;

  try {
    // The administrator turns Time off in lieu on; the menu offers it at once.
    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: TOIL })).toHaveCount(0);
    await nav.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("link", { name: typeTexts.settingsLink, exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/leave-types$/);
    const types = page.getByRole("region", { name: typeTexts.title });
    const toil = types.getByRole("switch", { name: typeTexts.activeLabel(TOIL) });
    await expect(toil).not.toBeChecked();
    await toil.click();
    await expect(page.getByText(typeTexts.turnedOn(TOIL))).toBeVisible();
    await expect(toil).toBeChecked();
    const expiry = page.getByRole("region", { name: texts.settingTitle });
    const months = expiry.getByRole("textbox", { name: new RegExp(`^${texts.expiryLabel}`) });
    await expect(months).toHaveValue("");
    await months.fill("12");
    await expiry.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(texts.settingSaved, { exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: TOIL })).toBeVisible();

    // The employee logs 3 hours worked today.
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/holidays-request$/);
    await nav.getByRole("link", { name: TOIL }).click();
    await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    const balance = page.getByRole("region", { name: texts.balanceTitle });
    await expect(balance.getByText(texts.balance(before), { exact: true })).toBeVisible();
    const form = page.getByRole("form", { name: texts.logTitle });
    await form.getByRole("textbox", { name: texts.workedOn }).fill(formatDate(today()));
    await form.getByRole("textbox", { name: new RegExp(`^${texts.hours}`) }).fill("3");
    await form.getByRole("textbox", { name: texts.note }).fill(note);
    await form.getByRole("button", { name: texts.logButton }).click();
    await expect(page.getByText(texts.logged, { exact: true })).toBeVisible();
    const mine = page.getByRole("region", { name: texts.entriesTitle });
    await expect(mine.getByRole("row").filter({ hasText: note })).toContainText("Pending");
    await expectFitsAndReads(page, "/time-off-in-lieu (employee) at 1280 px");

    // The administrator approves them.
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await nav.getByRole("link", { name: TOIL }).click();
    const approvals = page.getByRole("region", { name: texts.approvalsTitle });
    const row = approvals.getByRole("row").filter({ hasText: note });
    await expect(row).toContainText("Ava Jones");
    await expectFitsAndReads(page, "/time-off-in-lieu (administrator) at 1280 px");
    await screenshot(page, "toil-approvals");
    // With the keyboard: from the reason, Tab reaches Approve, Enter approves.
    await row.getByRole("textbox", { name: texts.denyReasonFor("Ava Jones") }).focus();
    await page.keyboard.press("Tab");
    await expect(row.getByRole("button", { name: "Approve Ava Jones" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(texts.approved, { exact: true })).toBeVisible();
    await expect(approvals.getByRole("row").filter({ hasText: note })).toHaveCount(0);

    // On a phone, the administrator's page reads as well.
    await atWidth(page, 375);
    await expect(approvals).toBeVisible();
    await expectFitsAndReads(page, "/time-off-in-lieu (administrator) at 375 px");

    // The employee's balance is 3 hours higher, on a phone too.
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/holidays-request$/);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: TOIL }).click();
    await expect(balance.getByText(texts.balance(before + 3), { exact: true })).toBeVisible();
    await expect(mine.getByText(note)).toBeVisible();
    await expectFitsAndReads(page, "/time-off-in-lieu (employee) at 375 px");
    await screenshot(page, "toil-balance");
    expect(await balanceNow()).toBe(before + 3);

    // A week of it is more than the balance holds: the form says so, and the server refuses,
    // naming what is left.
    const week = await freeWeek(request, employeeToken, 2);
    await page.goto("/holidays-request");
    await page.getByLabel(words.leaveType).click();
    await page.getByRole("option", { name: TOIL, exact: true }).click();
    await page.getByLabel("Start Date").fill(week.monday);
    await page.getByLabel("End Date").fill(week.thursday);
    await expect(page.getByText(/^Time off in lieu: -\d+(\.\d+)? hours left after this request\.$/))
      .toBeVisible();
    await page.getByRole("button", { name: messages.submitRequest }).click();
    await expect(
      page.getByText(
        new RegExp(`^${TOIL}: this request needs \\d+(\\.\\d+)? h and ${before + 3} h are left$`),
      ),
    ).toBeVisible();
    expect(await balanceNow()).toBe(before + 3);
  } finally {
    await request.put("/api/admin/toil-settings", {
      headers: adminHeaders,
      data: { toilExpiryMonths: null },
    });
    const all = await (await request.get("/api/admin/leave-types", { headers: adminHeaders }))
      .json() as { id: number; name: string }[];
    const type = all.find((t) => t.name === TOIL);
    if (type) {
      await request.patch(`/api/admin/leave-types/${type.id}`, {
        headers: adminHeaders,
        data: { active: false },
      });
    }
  }
});
