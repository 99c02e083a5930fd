// The administrator reads the wallchart (issue 31): in Holiday Planning's Wallchart view, a
// department of two, one on an approved holiday and one logged sick the same day, shows
// "Holiday" and "Away" in those people's cells (never the sickness reason), and the cover row
// under them says nobody of two is present. The grid is one Tab stop that the arrow keys move
// through. No serious accessibility finding at 1280 and 375 px; on a phone the grid scrolls
// sideways inside its box and the page does not.
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";

import { addDays } from "../shared/dates.ts";
import { longDay, mondayOf } from "../web/src/features/planning/utils/cover-heatmap.ts";
import { wallchartMessages as wall } from "../web/src/features/planning/wallchart-messages.ts";
import { ADMIN, nextWorkingDay, screenshot, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { newTeam } from "./cover-support.ts";
import type { Wallchart } from "../shared/schemas/wallchart.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const REASON = "Flu, not for the wallchart";

/** A department of this journey's own: Holly on a holiday, Sam logged sick the same day. */
async function departmentOfTwo(request: APIRequestContext) {
  const { admin: headers, department, people } = await newTeam(request, "Wall", ["Holly", "Sam"]);
  const day = nextWorkingDay();
  const added = await request.post("/api/admin/add-holiday", {
    headers,
    data: {
      selectedUser: people[0].id,
      startDate: day,
      endDate: day,
      startDayType: "full",
      endDayType: "full",
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const sick = await request.post("/api/sickness-logs", {
    headers,
    data: { user_id: people[1].id, sick_from_date: day, sick_to_date: day, reason: REASON },
  });
  expect(sick.status(), await sick.text()).toBe(201);
  return { department, day, holiday: people[0].name, sick: people[1].name };
}

/** Tabs from the department filter into the grid: its one Tab stop, the first person's name. */
async function tabIntoGrid(page: Page, firstName: string) {
  const grid = page.getByRole("grid", { name: wall.gridLabel });
  for (let n = 0; n < 10; n++) {
    await page.keyboard.press("Tab");
    if (await grid.evaluate((g) => g.contains(document.activeElement))) break;
  }
  await expect(page.getByRole("rowheader", { name: firstName })).toBeFocused();
}

test("an administrator reads the wallchart at 1280 and 375 px, by keyboard", async ({ page, request }) => {
  test.setTimeout(120_000);
  const fixture = await departmentOfTwo(request);
  const column = [...Array(42).keys()].findIndex((n) =>
    addDays(mondayOf(today()), n) === fixture.day
  );
  await atWidth(page, 1280);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/planning");
  await page.getByRole("button", { name: wall.viewWallchart }).click();
  const grid = page.getByRole("grid", { name: wall.gridLabel });
  await expect(grid).toBeVisible();
  await page.getByRole("combobox", { name: wall.weeks }).click();
  await page.getByRole("option", { name: "4" }).click();
  const filter = page.getByRole("combobox", { name: "Filter by Department" });
  await filter.click();
  await page.getByRole("option", { name: fixture.department }).click();
  await expect(grid.getByRole("rowheader", { name: fixture.department, exact: true }))
    .toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);

  // Each cell is found by the person's name, the day and what it holds.
  const holiday = grid.getByRole("gridcell", {
    name: `${fixture.holiday}, ${longDay(fixture.day)}: Holiday`,
  });
  const away = grid.getByRole("gridcell", {
    name: `${fixture.sick}, ${longDay(fixture.day)}: Away`,
  });
  await expect(holiday).toHaveText("H");
  await expect(away).toHaveText("A");
  const cover = grid.getByRole("gridcell", {
    name: new RegExp(`^${fixture.department} Cover, ${longDay(fixture.day)}: 0 of 2 present`),
  });
  await expect(cover.locator("[aria-hidden=true]")).toHaveText("0/2");
  await expect(page.getByText(REASON)).toHaveCount(0);
  expect(await page.content()).not.toContain(REASON);
  await expectFitsAndReads(page, "/planning wallchart at 1280 px");
  await screenshot(page, "wallchart", { fullPage: false });

  // Keyboard only: one Tab stop, then the arrows.
  await filter.focus();
  await tabIntoGrid(page, fixture.holiday);
  for (let n = 0; n <= column; n++) await page.keyboard.press("ArrowRight");
  await expect(holiday).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(away).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(cover).toBeFocused();
  await page.keyboard.press("Home");
  await expect(grid.getByRole("rowheader", { name: `Cover – ${fixture.department}` }))
    .toBeFocused();
  await page.keyboard.press("End");
  await expect(grid.getByRole("gridcell", { name: /Cover, .*: / }).last()).toBeFocused();
  await expect(grid.locator("[tabindex='0']")).toHaveCount(1);

  // A phone: the names narrower, the days scrolling inside the box; the focused cell in view.
  await atWidth(page, 375);
  await expect(grid).toBeVisible();
  await expect(grid.getByRole("rowheader", { name: fixture.holiday })).toBeVisible();
  const box = page.locator(".wall-box");
  const [scrollWidth, clientWidth] = await box.evaluate((b) => [b.scrollWidth, b.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  const lastDay = longDay(addDays(mondayOf(today()), 27));
  await expect(
    grid.getByRole("gridcell", { name: `${fixture.holiday}, ${lastDay}: Not scheduled` }),
  )
    .toBeFocused();
  await expect(page.locator(":focus")).toBeInViewport();
  await page.keyboard.press("Home");
  for (let n = 0; n <= column; n++) await page.keyboard.press("ArrowRight");
  await expect(holiday).toBeFocused();
  await expect(holiday).toBeInViewport();
  await expectFitsAndReads(page, "/planning wallchart at 375 px");
  await screenshot(page, "wallchart-phone", { fullPage: false });
});

// A company of more than ten departments (issue 32): every department's wallchart is asked for
// page by page, the first page holding the people drawn at once; the grid is the whole answer's.
test("the wallchart of a company of many departments comes page by page, the same grid", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { admin: headers } = await newTeam(request, "Page", ["Pia"]);
  const departments = async () =>
    (await (await request.get("/api/departments", { headers })).json()) as unknown[];
  while ((await departments()).length <= 10) await newTeam(request, "Page", ["Pia"]);
  const startDate = mondayOf(today());
  const whole = await request.get(`/api/admin/wallchart?startDate=${startDate}&weeks=2`, {
    headers,
  });
  expect(whole.status()).toBe(200);
  const rows = ((await whole.json()) as Wallchart).departments.flatMap((d) => [
    d.name,
    ...d.people.map((p) => p.name),
    `Cover – ${d.name}`,
  ]);

  await atWidth(page, 1280);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/planning");
  const firstPage = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith("/admin/wallchart") &&
      url.searchParams.get("offset") === "0" && url.searchParams.get("limit") === "150";
  });
  await page.getByRole("button", { name: wall.viewWallchart }).click();
  expect(new URL((await firstPage).url()).searchParams.get("startDate")).toBe(startDate);
  const grid = page.getByRole("grid", { name: wall.gridLabel });
  await expect(grid.getByRole("rowheader")).toHaveCount(rows.length, { timeout: 30_000 });
  await expect(page.getByText("Loading...")).toHaveCount(0);
  expect(await grid.getByRole("rowheader").allTextContents()).toEqual(rows);
});
