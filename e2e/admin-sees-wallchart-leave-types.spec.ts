// Issue 33, the leave type on the wallchart: with Compassionate leave on, a person's approved
// compassionate leave is a day named "Compassionate leave" in the type's colour, and the type is
// in the wallchart's legend; no serious accessibility finding at 1280 and 375 px. What the
// journey changes is put back at the end: its request cancelled, the type off.
import { expect, test } from "./fixtures.ts";

import { longDay } from "../web/src/features/planning/utils/cover-heatmap.ts";
import { wallchartMessages as wall } from "../web/src/features/planning/wallchart-messages.ts";
import { ADMIN, nextWorkingDay, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { newTeam } from "./cover-support.ts";
import { atWidth, cssRgb } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const TYPE = "Compassionate leave";

test("the administrator sees a leave type on the wallchart in its colour and in its legend", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { admin, department, people } = await newTeam(request, "WallType", ["Kit"]);
  const [kit] = people;
  const types = await (await request.get("/api/admin/leave-types", { headers: admin }))
    .json() as { id: number; name: string; colour: string }[];
  const type = types.find((t) => t.name === TYPE)!;
  const booked: number[] = [];
  const day = nextWorkingDay();

  try {
    const on = await request.patch(`/api/admin/leave-types/${type.id}`, {
      headers: admin,
      data: { active: true },
    });
    expect(on.status(), await on.text()).toBe(200);
    const filed = await request.post("/api/vacation-request", {
      headers: { Authorization: `Bearer ${kit.token}` },
      data: { startDate: day, endDate: day, leaveTypeId: type.id, note: "Family funeral" },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    booked.push((await filed.json()).id);
    const approved = await request.post(`/api/admin/holiday-requests/${booked[0]}/approve`, {
      headers: admin,
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/planning");
    await page.getByRole("button", { name: wall.viewWallchart }).click();
    const grid = page.getByRole("grid", { name: wall.gridLabel });
    await expect(grid).toBeVisible();
    await page.getByRole("combobox", { name: "Filter by Department" }).click();
    await page.getByRole("option", { name: department }).click();
    await expect(grid.getByRole("rowheader", { name: department, exact: true })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);

    const cell = grid.getByRole("gridcell", { name: `${kit.name}, ${longDay(day)}: ${TYPE}` });
    await expect(cell).toHaveText(TYPE.charAt(0));
    await expect(cell).toHaveCSS("background-color", cssRgb(type.colour));
    const legend = page.getByRole("list", { name: wall.legend });
    await expect(legend.getByText(TYPE, { exact: true })).toBeVisible();
    await expectFitsAndReads(page, "/planning wallchart with a leave type at 1280 px");
    await atWidth(page, 375);
    await expect(legend.getByText(TYPE, { exact: true })).toBeVisible();
    await expectFitsAndReads(page, "/planning wallchart with a leave type at 375 px");
  } finally {
    for (const id of booked) {
      await request.post(`/api/admin/holiday-requests/${id}/cancel`, { headers: admin });
    }
    await request.patch(`/api/admin/leave-types/${type.id}`, {
      headers: admin,
      data: { active: false },
    });
  }
});
