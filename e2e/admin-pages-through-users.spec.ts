// Issue 32: past 50 matching users, Manage Users is paged by the server. The admin turns its
// pages, searches across all of them, and reads it at 1280 px and 375 px.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Users added so that every year's starters number more than a page of 50. */
const ADDED = 15;

test("the admin pages through more than 50 users and finds one on any page", async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const stamp = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < ADDED; i++) {
    const created = await request.post("/api/admin/users", {
      headers: bearer(token),
      data: {
        firstName: "Quinn",
        lastName: `Zpaged${String(i).padStart(2, "0")}`,
        email: `quinn.${i}.${stamp}@example.com`,
        password: "a-long-password",
      },
    });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).id);
  }
  try {
    const everyone = await request.get("/api/admin/users?limit=1", { headers: bearer(token) });
    const total = Number(everyone.headers()["x-total-count"]);
    expect(total).toBeGreaterThan(50);
    const pages = Math.ceil(total / 50);

    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("button", { name: "All years" }).click();
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager).toContainText(messages.pageOf(1, pages));
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(51);
    await expectFitsAndReads(page, "/users, page 1 of many, at 1280 px");

    // The last page holds the last names after Z...: Zpaged14 among them.
    for (let at = 2; at <= pages; at++) {
      await pager.getByRole("button", { name: "Next" }).click();
      await expect(pager).toContainText(messages.pageOf(at, pages));
    }
    await expect(page.getByRole("row", { name: "Quinn Zpaged14" })).toBeVisible();
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();

    // The search goes to the server: one of them from page 1, and the pager goes.
    await pager.getByRole("button", { name: "Previous" }).click();
    const search = page.getByPlaceholder(messages.usersSearchPlaceholder);
    await search.fill("quinn zpaged07");
    await expect(page.getByRole("row", { name: "Quinn Zpaged07" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(pager).toHaveCount(0);
    await expect(search).toHaveValue("quinn zpaged07");

    await search.fill("");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(pager).toContainText(messages.pageOf(1, pages));
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectFitsAndReads(page, "/users, page 1 of many, at 375 px");
    await pager.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(pager).toContainText(messages.pageOf(2, pages));
  } finally {
    // Leave the database as found.
    for (const id of ids) {
      await request.delete(`/api/admin/users/${id}`, { headers: bearer(token) });
    }
  }
});
