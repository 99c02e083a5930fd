// Issue 15 (smaller item): an empty list used to end the road. Beside its own text (kept word
// for word) it now offers the next step: a new employee's "Request a holiday", a search that
// hides everything its "Clear search", Manage Users' "Any start year".
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, SCREENSHOTS, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";

test("a new employee with no requests follows 'Request a holiday' to the request form", async ({ page, request }) => {
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const email = `nell.${stamp}@example.com`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: { firstName: "Nell", lastName: `Empty${stamp}`, email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await page.goto("/list-holidays-request");
  await expect(page.getByText(messages.noHolidayRequests, { exact: true })).toBeVisible();
  const next = page.getByRole("link", { name: messages.requestAHoliday });
  await expect(next).toBeVisible();
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/list-holidays-request-empty-1280.png" });
  }

  await next.click();
  await expect(page).toHaveURL(/\/holidays-request$/);
  await expect(page.getByRole("button", { name: "Submit Request" })).toBeVisible();

  // On a phone too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/list-holidays-request");
  await expect(page.getByRole("link", { name: messages.requestAHoliday })).toBeVisible();

  expect((await request.delete(`/api/admin/users/${(await created.json()).id}`, { headers }))
    .status()).toBe(200);
});

test("searches that hide every row offer 'Clear search'; Manage Users also 'Any start year'", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);

  // Manage Users: a name no one has, in a year no one started in.
  const year = page.getByRole("spinbutton", { name: "Year" });
  await year.fill("1999");
  const search = page.getByPlaceholder(messages.usersSearchPlaceholder);
  await search.fill("zzz-nobody");
  await expect(page.getByText(messages.noMatchingUsers, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: messages.clearSearch }).click();
  await expect(search).toHaveValue("");
  await expect(page.getByText(messages.noMatchingUsers, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Any start year" }).click();
  await expect(year).toHaveValue("");
  await expect(page.getByRole("row", { name: "Eve Employee" })).toBeVisible();

  // The archive.
  await page.goto("/allUsersListHolidays");
  const archiveSearch = page.getByPlaceholder(messages.archiveSearchPlaceholder);
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toBeVisible();
  await archiveSearch.fill("zzz-nobody");
  await expect(page.getByText(messages.noMatchingHolidayRequests, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: messages.clearSearch }).click();
  await expect(archiveSearch).toHaveValue("");
  await expect(rows.first()).toBeVisible();

  // The sickness logs.
  await page.goto("/sickness-logs");
  const logSearch = page.getByPlaceholder(messages.sicknessSearchPlaceholder);
  await expect(rows.first()).toBeVisible();
  await logSearch.fill("zzz-nobody");
  await expect(page.getByText(messages.noSicknessLogs, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: messages.clearSearch }).click();
  await expect(logSearch).toHaveValue("");
  await expect(rows.first()).toBeVisible();
});
