// Issue 33, the leave type where the administrator reads requests: with Compassionate leave on,
// the employee's compassionate leave is a tag in its colour with its note on the pending list,
// and on the planning an event named by the type, in the type's colour, with the type in the
// legend; both with no serious accessibility finding at 1280 and 375 px. What the journey
// changes is put back at the end: its requests cancelled or withdrawn, the type off.
import { expect, type Page, test } from "./fixtures.ts";

import { addDays } from "../shared/dates.ts";
import { ADMIN, apiToken, bearer, freeWeek, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth, cssRgb } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "employee@example.com";
const TYPE = "Compassionate leave";
const NOTE = "Grandmother's funeral";

/** Months from this month to `day`'s: 0 for this month. */
function monthsAhead(day: string): number {
  const [year, month] = day.split("-").map(Number);
  const [thisYear, thisMonth] = today().split("-").map(Number);
  return (year - thisYear) * 12 + month - thisMonth;
}

async function toMonthOf(page: Page, day: string) {
  for (let n = 0; n < monthsAhead(day); n++) {
    const loaded = page.waitForRequest((r) => r.url().includes("/holidays/planning?"));
    await page.getByRole("button", { name: "Next Month" }).click();
    await loaded;
  }
}

test("the administrator reads a leave type on the pending list and on the planning, with its legend", async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminHeaders = bearer(await apiToken(request, ADMIN));
  const employeeToken = await apiToken(request, EMPLOYEE);
  const employeeHeaders = bearer(employeeToken);
  const types = await (await request.get("/api/admin/leave-types", { headers: adminHeaders }))
    .json() as { id: number; name: string; colour: string }[];
  const type = types.find((t) => t.name === TYPE)!;
  const booked: { id: number; by: "admin" | "employee" }[] = [];

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
    booked.push({ id: (await filed.json()).id, by: "employee" });

    // The pending list: the request's type on its colour, and its note, under its start.
    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/admin-approval");
    const tag = page.getByText(TYPE, { exact: true });
    await expect(tag).toBeVisible();
    await expect(tag).toHaveCSS("background-color", cssRgb(type.colour));
    await expect(page.getByText(NOTE)).toBeVisible();
    await expectFitsAndReads(page, "/admin-approval with a leave type at 1280 px");
    await atWidth(page, 375);
    await expect(page.getByText(TYPE, { exact: true })).toBeVisible();
    await expectFitsAndReads(page, "/admin-approval with a leave type at 375 px");

    // Approved, it is on the planning under its type's name and colour, and in the legend.
    const approved = await request.post(`/api/admin/holiday-requests/${booked[0].id}/approve`, {
      headers: adminHeaders,
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);
    booked[0].by = "admin";
    await atWidth(page, 1280);
    await page.goto("/planning");
    await toMonthOf(page, week.monday);
    const event = page.locator(".fc-event").filter({ hasText: `${TYPE}: ` }).first();
    await expect(event).toBeVisible();
    await expect(event).toHaveCSS("background-color", cssRgb(type.colour));
    const legend = page.getByRole("list", { name: "Legend" });
    await expect(legend.getByText(TYPE, { exact: true })).toBeVisible();
    await expectFitsAndReads(page, "/planning with a leave type at 1280 px");
    await atWidth(page, 375);
    await expect(legend.getByText(TYPE, { exact: true })).toBeVisible();
    await expectFitsAndReads(page, "/planning with a leave type at 375 px");
  } finally {
    for (const { id, by } of booked) {
      await (by === "admin"
        ? request.post(`/api/admin/holiday-requests/${id}/cancel`, { headers: adminHeaders })
        : request.post(`/api/holiday-requests/${id}/withdraw`, { headers: employeeHeaders }));
    }
    await request.patch(`/api/admin/leave-types/${type.id}`, {
      headers: adminHeaders,
      data: { active: false },
    });
  }
});
