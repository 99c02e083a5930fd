// Issue 32: past 50 people off sick in a year, the sickness summary is paged by the server. The
// admin turns its pages, searches a name across all of them, and reads it at 1280 px and 375 px.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** A year no other journey writes sickness logs in. */
const YEAR = 2037;
/** People off sick that year: more than a page of 50. */
const OFF_SICK = 60;
/** Mondays of the year's first weeks, one a person (5 January 2037 is a Monday). */
const monday = (week: number) =>
  new Date(Date.UTC(YEAR, 0, 5 + 7 * (week % 40))).toISOString().slice(0, 10);
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test("the admin pages through a year's sickness summary and finds a name on any page", async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const stamp = Date.now();
  const createdUsers: string[] = [];
  const logs: number[] = [];
  try {
    // Everyone there is, and new people up to OFF_SICK.
    const everyone = await request.get("/api/admin/users", { headers: bearer(token) });
    const ids: string[] = (await everyone.json()).map((user: { id: string }) => user.id);
    for (let i = 0; ids.length < OFF_SICK; i++) {
      const created = await request.post("/api/admin/users", {
        headers: bearer(token),
        data: {
          firstName: "Sasha",
          lastName: `Zsick${String(i).padStart(2, "0")}`,
          email: `sasha.${i}.${stamp}@example.com`,
          password: "a-long-password",
        },
      });
      expect(created.status()).toBe(201);
      const { id } = await created.json();
      createdUsers.push(id);
      ids.push(id);
    }
    // One to four Monday-to-Thursday days each: ties across the pages.
    for (const [i, id] of ids.slice(0, OFF_SICK).entries()) {
      const from = monday(i);
      const logged = await request.post("/api/sickness-logs", {
        headers: bearer(token),
        data: { user_id: id, sick_from_date: from, sick_to_date: plusDays(from, i % 4) },
      });
      expect(logged.status()).toBe(201);
      logs.push((await logged.json()).id);
    }
    const first = await request.get(`/api/sickness-summary/${YEAR}?limit=1`, {
      headers: bearer(token),
    });
    const total = Number(first.headers()["x-total-count"]);
    expect(total).toBeGreaterThan(50);
    const pages = Math.ceil(total / 50);

    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/sickness-summary");
    await page.getByLabel("Year").fill(String(YEAR));
    await expect(
      page.getByRole("heading", { level: 1, name: messages.sicknessSummaryTitle(YEAR) }),
    ).toBeVisible();
    const summary = page.getByRole("table").first();
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager).toContainText(messages.pageOf(1, pages));
    await expect(summary.getByRole("row")).toHaveCount(51);
    await expect(summary.getByRole("columnheader")).toHaveText([
      "Rank",
      "User",
      "Total Sick Days (Mon-Thu)",
    ]);
    // Four days the most: the first row is ranked 1.
    await expect(summary.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("1");
    await expectFitsAndReads(page, "/sickness-summary, page 1 of many, at 1280 px");

    for (let at = 2; at <= pages; at++) {
      await pager.getByRole("button", { name: "Next" }).click();
      await expect(pager).toContainText(messages.pageOf(at, pages));
    }
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    // The last page's first row keeps its place in the whole year, ties sharing one.
    const whole: { firstName: string; lastName: string; totalSickDays: number }[] =
      await (await request.get(`/api/sickness-summary/${YEAR}`, { headers: bearer(token) }))
        .json();
    const last = whole[50 * (pages - 1)];
    const rank = whole.findIndex((row) => row.totalSickDays === last.totalSickDays) + 1;
    await expect(summary.getByRole("row").nth(1)).toHaveText(
      `${rank}${last.firstName} ${last.lastName}${last.totalSickDays}`,
    );

    // The search goes to the server: one name from page 1, and the pager goes.
    const search = page.getByRole("searchbox", { name: "Search by name" });
    const name = createdUsers.length > 0 ? "Sasha Zsick00" : "Harry Jones";
    await search.fill(name.toLowerCase());
    await expect(summary.getByRole("row", { name })).toBeVisible();
    await expect(summary.getByRole("row")).toHaveCount(2);
    await expect(pager).toHaveCount(0);

    await search.fill("");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(pager).toContainText(messages.pageOf(1, pages));
    await expectFitsAndReads(page, "/sickness-summary, page 1 of many, at 375 px");
    await pager.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(pager).toContainText(messages.pageOf(2, pages));
  } finally {
    // Leave the database as found.
    for (const id of logs) {
      await request.delete(`/api/sickness-logs/${id}`, { headers: bearer(token) });
    }
    for (const id of createdUsers) {
      await request.delete(`/api/admin/users/${id}`, { headers: bearer(token) });
    }
  }
});
