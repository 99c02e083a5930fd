// Issue 33, filing a leave type: the administrator turns on Compassionate leave and Paternity
// in Settings; the employee then finds a Leave Type picker on the request form, files
// compassionate leave with a note (the holiday balance does not move) and two days of
// paternity (its own hours left on the balance card go down), and the form has no serious
// accessibility finding at 1280 and 375 px. What the journey changes is put back at the end:
// its requests withdrawn, both types off, so later journeys see Holiday alone.
import { expect, type Page, test } from "./fixtures.ts";

import { addDays } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { leaveTypeMessages as texts } from "../web/src/features/settings/leave-type-messages.ts";
import { holidayRequestMessages as words } from "../web/src/features/holiday-requests/messages.ts";
import { ADMIN, apiToken, bearer, freeWeek, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "employee@example.com";
const TYPES = ["Compassionate leave", "Paternity"];

async function availableHours(page: Page): Promise<number> {
  const line = page.getByText(/^You have -?\d+ vacation hours available\.$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.match(/-?\d+/)?.[0]);
}

async function chooseType(page: Page, name: string) {
  await page.getByLabel(words.leaveType).click();
  await page.getByRole("option", { name, exact: true }).click();
  await expect(page.getByLabel(words.leaveType)).toHaveText(name);
}

test("an employee files compassionate leave and paternity once the administrator turns them on", async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminHeaders = bearer(await apiToken(request, ADMIN));
  const employeeToken = await apiToken(request, EMPLOYEE);
  const filed: number[] = [];

  try {
    // The administrator turns both on in Settings.
    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/settings/leave-types");
    const card = page.getByRole("region", { name: texts.title });
    for (const name of TYPES) {
      const on = card.getByRole("switch", { name: texts.activeLabel(name) });
      await expect(on).not.toBeChecked();
      await on.click();
      await expect(page.getByText(texts.turnedOn(name))).toBeVisible();
      await expect(on).toBeChecked();
    }

    // The employee's form now offers the types, and the card Paternity's own hours.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/holidays-request$/);
    await expect(page.getByLabel(words.leaveType)).toHaveText("Holiday");
    await expect(page.getByText(words.ownAllowanceLine("Paternity", 80, 80))).toBeVisible();
    const hoursBefore = await availableHours(page);
    await expectFitsAndReads(page, "/holidays-request with leave types at 1280 px");

    // Compassionate leave, Monday and Tuesday, with a note: nothing of the holiday allowance.
    const first = await freeWeek(request, employeeToken, 3);
    await chooseType(page, "Compassionate leave");
    await page.getByLabel("Start Date").fill(first.monday);
    await page.getByLabel("End Date").fill(addDays(first.monday, 1));
    await expect(page.getByText(words.notFromHolidayAllowance)).toBeVisible();
    await page.getByLabel(words.note).fill("Grandfather's funeral");
    await page.getByRole("button", { name: messages.submitRequest }).click();
    await expect(page.getByText(messages.holidayRequestSubmitted)).toBeVisible();
    await expect(page.getByText(messages.vacationHoursAvailable(hoursBefore))).toBeVisible();
    // Its toast gone, so that the next one is the next request's.
    await expect(page.getByText(messages.holidayRequestSubmitted)).toBeHidden();

    // Paternity, whole days only, two days of 10 h: its own hours left go down.
    const second = await freeWeek(request, employeeToken, 5);
    await chooseType(page, "Paternity");
    await expect(page.getByLabel("Start Day Type")).toBeDisabled();
    await page.getByLabel("Start Date").fill(second.monday);
    await page.getByLabel("End Date").fill(addDays(second.monday, 1));
    const year = Number(second.monday.slice(0, 4));
    await expect(page.getByText(words.ownHoursLeftAfter("Paternity", 60, year))).toBeVisible();
    await page.getByRole("button", { name: messages.submitRequest }).click();
    await expect(page.getByText(messages.holidayRequestSubmitted)).toBeVisible();
    const sameYear = second.monday.slice(0, 4) === today().slice(0, 4);
    await expect(page.getByText(words.ownAllowanceLine("Paternity", sameYear ? 60 : 80, 80)))
      .toBeVisible();
    await expect(page.getByText(messages.vacationHoursAvailable(hoursBefore))).toBeVisible();

    // On a phone: the picker, the note and the card fit and read.
    await atWidth(page, 375);
    await chooseType(page, "Compassionate leave");
    await expect(page.getByLabel(words.note)).toBeVisible();
    await expectFitsAndReads(page, "/holidays-request with leave types at 375 px");

    const own = await (await request.get("/api/user/holiday-requests", {
      headers: bearer(employeeToken),
    })).json() as { id: number; start_date: string; status: string }[];
    for (const monday of [first.monday, second.monday]) {
      const found = own.find((r) => r.start_date === monday && r.status === "pending");
      expect(found, `the request of ${monday}`).toBeDefined();
      filed.push(found!.id);
    }
  } finally {
    for (const id of filed) {
      await request.post(`/api/holiday-requests/${id}/withdraw`, {
        headers: bearer(employeeToken),
      });
    }
    const types = await (await request.get("/api/admin/leave-types", { headers: adminHeaders }))
      .json() as { id: number; name: string }[];
    for (const type of types.filter((t) => TYPES.includes(t.name))) {
      await request.patch(`/api/admin/leave-types/${type.id}`, {
        headers: adminHeaders,
        data: { active: false },
      });
    }
  }
});
