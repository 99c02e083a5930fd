// Issue 33, the lists filtered by leave type: with Compassionate leave on, the pending list and
// the archive offer a "Leave type" select, reached and chosen by keyboard; choosing the type
// keeps its request, choosing Holiday leaves it out; no serious accessibility finding at 1280
// and 375 px. What the journey changes is put back at the end: its request withdrawn, the type
// off.
import { expect, type Page, test } from "./fixtures.ts";

import { addDays } from "../shared/dates.ts";
import { ADMIN, apiToken, bearer, freeWeek, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "employee@example.com";
const TYPE = "Compassionate leave";
const NOTE = "Filter journey";

/** Chooses `name` in the "Leave type" select by keyboard: focus, open with Enter, pick. */
async function chooseType(page: Page, name: string) {
  const select = page.getByRole("combobox", { name: "Leave type" });
  await select.focus();
  await page.keyboard.press("Enter");
  const option = page.getByRole("option", { name, exact: true });
  await option.focus();
  await page.keyboard.press("Enter");
  await expect(select).toHaveText(name);
}

test("the administrator filters the pending list and the archive by leave type", async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminHeaders = bearer(await apiToken(request, ADMIN));
  const employeeToken = await apiToken(request, EMPLOYEE);
  const employeeHeaders = bearer(employeeToken);
  const types = await (await request.get("/api/admin/leave-types", { headers: adminHeaders }))
    .json() as { id: number; name: string }[];
  const type = types.find((t) => t.name === TYPE)!;
  let filedId: number | null = null;

  try {
    const on = await request.patch(`/api/admin/leave-types/${type.id}`, {
      headers: adminHeaders,
      data: { active: true },
    });
    expect(on.status(), await on.text()).toBe(200);
    const week = await freeWeek(request, employeeToken, 1);
    const filed = await request.post("/api/vacation-request", {
      headers: employeeHeaders,
      data: {
        startDate: week.monday,
        endDate: addDays(week.monday, 1),
        leaveTypeId: type.id,
        note: NOTE,
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    filedId = (await filed.json()).id;

    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);

    // The pending list, filtered in the browser.
    await page.goto("/admin-approval");
    await expect(page.getByText(NOTE)).toBeVisible();
    await chooseType(page, TYPE);
    await expect(page.getByText(NOTE)).toBeVisible();
    await expectFitsAndReads(page, "/admin-approval filtered by leave type at 1280 px");
    await chooseType(page, "Holiday");
    await expect(page.getByText(NOTE)).toHaveCount(0);
    await atWidth(page, 375);
    await chooseType(page, TYPE);
    await expect(page.getByText(NOTE)).toBeVisible();
    await expectFitsAndReads(page, "/admin-approval filtered by leave type at 375 px");

    // The archive, asking the server for the type.
    await atWidth(page, 1280);
    await page.goto("/allUsersListHolidays");
    const asked = page.waitForRequest((r) =>
      r.url().includes("/all-holiday-requests?") && r.url().includes(`leaveTypeId=${type.id}`)
    );
    await chooseType(page, TYPE);
    await asked;
    await expect(page.getByText(TYPE, { exact: true }).first()).toBeVisible();
    await expectFitsAndReads(page, "/allUsersListHolidays filtered by leave type at 1280 px");
    await atWidth(page, 375);
    await expect(page.getByRole("combobox", { name: "Leave type" })).toBeVisible();
    await expectFitsAndReads(page, "/allUsersListHolidays filtered by leave type at 375 px");
  } finally {
    if (filedId !== null) {
      await request.post(`/api/holiday-requests/${filedId}/withdraw`, { headers: employeeHeaders });
    }
    await request.patch(`/api/admin/leave-types/${type.id}`, {
      headers: adminHeaders,
      data: { active: false },
    });
  }
});
