// The administrator reads cover (issue 17): in Holiday Planning's cover view a department of
// two, one on an approved holiday and one asking for the same day, shows 1 away and 1 pending
// on that day; the cell lists both by name. On a phone one department shows at a time, picked
// from a list, its days scrolling inside the heat-map. The Overview names who is away and
// draws its charts. No serious accessibility finding at 1280 and 375 px; nothing wider than
// the window.
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";

import { yearOf } from "../shared/dates.ts";
import { coverMessages as cover } from "../web/src/features/planning/cover-messages.ts";
import { longDay } from "../web/src/features/planning/utils/cover-heatmap.ts";
import { overviewMessages as overview } from "../web/src/features/overview/messages.ts";
import { ADMIN, bearer, nextWorkingDay, screenshot, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { newTeam } from "./cover-support.ts";
import { atWidth, opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/**
 * A department of this journey's own with two people: the first on a holiday the admin adds
 * (approved at once), the second asking for the same day (pending).
 */
async function departmentOfTwo(request: APIRequestContext) {
  const { admin: headers, department, people } = await newTeam(request, "Cover", [
    "Holly",
    "Penny",
  ]);
  const day = nextWorkingDay();
  const range = { startDate: day, endDate: day, startDayType: "full", endDayType: "full" };
  const added = await request.post("/api/admin/add-holiday", {
    headers,
    data: { selectedUser: people[0].id, ...range },
  });
  expect(added.status(), await added.text()).toBe(201);
  const asked = await request.post("/api/vacation-request", {
    headers: bearer(people[1].token),
    data: range,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return { department, day, holiday: people[0].name, pending: people[1].name };
}

/** Opens the cell of the department's day and checks who it lists; closes it again. */
async function openCell(page: Page, fixture: Awaited<ReturnType<typeof departmentOfTwo>>) {
  const name = `${fixture.department}, ${longDay(fixture.day)}`;
  const cell = page.getByRole("button", { name: new RegExp(`^${name}: `) });
  await expect(cell).toHaveAccessibleName(/ 1 away, 1 pending$/);
  // No rule: never "short", shaded by the share away (both of two: the darkest).
  await expect(cell).toHaveClass(/cover-share-3/);
  await cell.click();
  const dialog = page.getByRole("dialog", { name });
  await opened(dialog);
  await expect(dialog.getByRole("listitem").filter({ hasText: fixture.holiday })).toContainText(
    "Holiday",
  );
  await expect(dialog.getByRole("listitem").filter({ hasText: fixture.pending })).toContainText(
    "Pending",
  );
  return dialog;
}

test("an administrator reads cover on the heat-map at 1280 and 375 px", async ({ page, request }) => {
  test.setTimeout(90_000);
  const fixture = await departmentOfTwo(request);
  await atWidth(page, 1280);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/planning");
  await page.getByRole("button", { name: cover.viewCover }).click();
  await expect(page.getByRole("table", { name: cover.tableCaption })).toBeVisible();
  await expect(page.getByRole("combobox", { name: cover.weeks })).toHaveText("8");
  await expect(page.getByRole("rowheader", { name: fixture.department })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expectFitsAndReads(page, "/planning cover at 1280 px");
  await screenshot(page, "cover-heatmap", { fullPage: false });

  let dialog = await openCell(page, fixture);
  await expectFitsAndReads(page, "/planning cover cell at 1280 px");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // A phone: one department at a time, its days scrolling inside the heat-map.
  await atWidth(page, 375);
  await page.getByRole("combobox", { name: cover.department }).click();
  await page.getByRole("option", { name: fixture.department }).click();
  await expect(page.getByRole("rowheader")).toHaveText([fixture.department]);
  await expectFitsAndReads(page, "/planning cover at 375 px");
  dialog = await openCell(page, fixture);
  await expectFitsAndReads(page, "/planning cover cell at 375 px");
  await screenshot(page, "cover-heatmap-cell", { fullPage: false });
});

test("an administrator reads the overview at 1280 and 375 px", async ({ page, request }) => {
  test.setTimeout(90_000);
  const fixture = await departmentOfTwo(request);
  await atWidth(page, 1280);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: overview.title })
    .click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole("heading", { level: 1, name: overview.title })).toBeVisible();

  if (fixture.day === today()) {
    await expect(page.getByRole("region", { name: overview.awayToday })).toContainText(
      fixture.holiday,
    );
  }
  const tightest = page.getByRole("region", { name: overview.tightest });
  await expect(tightest.getByRole("row").filter({ hasText: fixture.department })).toBeVisible();
  const sick = page.getByRole("region", { name: overview.sickDaysByMonth });
  await expect(sick.locator("svg.recharts-surface")).toBeVisible();
  await expect(sick.getByRole("table", { name: overview.sickDaysByMonth })).toBeAttached();
  if (yearOf(fixture.day) === yearOf(today())) {
    const hours = page.getByRole("region", { name: overview.hoursByDepartment });
    await expect(hours.locator("svg.recharts-surface")).toBeVisible();
    await expect(hours.getByRole("row").filter({ hasText: fixture.department })).toBeAttached();
  }
  await expectFitsAndReads(page, "/overview at 1280 px");
  await screenshot(page, "overview");

  await atWidth(page, 375);
  await expect(sick.locator("svg.recharts-surface")).toBeVisible();
  await expectFitsAndReads(page, "/overview at 375 px");
  await screenshot(page, "overview");
});
