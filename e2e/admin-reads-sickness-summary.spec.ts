// The admin reads the sickness summary of a year: the user with the most sick days first, and
// another year when the year changes.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { workingDaysBetween } from "../shared/hours.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, signIn, today } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** A year no other journey writes sickness logs in. */
const YEAR = 2030;

async function logSickness(
  request: APIRequestContext,
  token: string,
  email: string,
  from: string,
  to: string,
) {
  const users = await request.get(`/api/users?q=${encodeURIComponent(email)}&limit=1`, {
    headers: bearer(token),
  });
  const [user] = await users.json();
  const created = await request.post("/api/sickness-logs", {
    headers: bearer(token),
    data: { user_id: user.id, sick_from_date: from, sick_to_date: to },
  });
  expect(created.status()).toBe(201);
}

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
}

test("the admin ranks the year's sick days and changes the year", async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  // Seven weeks from Monday 7 January, and Monday-Tuesday 4-5 March.
  await logSickness(request, token, "harry.jones@example.com", `${YEAR}-01-07`, `${YEAR}-02-24`);
  await logSickness(request, token, "isla.smith@example.com", `${YEAR}-03-04`, `${YEAR}-03-05`);
  const harryDays = workingDaysBetween(`${YEAR}-01-07`, `${YEAR}-02-24`, bankHolidaySet());
  expect(harryDays).toBe(28);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/sickness-summary");
  const thisYear = today().slice(0, 4);
  await expect(
    page.getByRole("heading", { level: 1, name: messages.sicknessSummaryTitle(Number(thisYear)) }),
  ).toBeVisible();
  await expect(page.getByLabel("Year")).toHaveValue(thisYear);
  await expect(page.getByRole("columnheader")).toHaveText([
    "Rank",
    "User",
    "Total Sick Days (Mon-Thu)",
  ]);
  await screenshot(page, "sickness-summary");

  await page.getByLabel("Year").fill(String(YEAR));
  await expect(
    page.getByRole("heading", { level: 1, name: messages.sicknessSummaryTitle(YEAR) }),
  ).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows).toHaveText([
    "RankUserTotal Sick Days (Mon-Thu)",
    `1Harry Jones${harryDays}`,
    "2Isla Smith2",
  ]);

  await page.getByLabel("Year").fill(String(YEAR - 1));
  await expect(
    page.getByRole("heading", { level: 1, name: messages.sicknessSummaryTitle(YEAR - 1) }),
  ).toBeVisible();
  await expect(page.getByText(messages.noSickDaysInYear)).toBeVisible();
});

test("the sickness summary fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/sickness-summary");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "sickness-summary");
});
