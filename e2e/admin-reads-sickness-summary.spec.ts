// The admin reads the sickness summary of a year: the user with the most sick days first, and
// another year when the year changes.
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { workingDaysBetween } from "../shared/hours.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, SCREENSHOTS, signIn, today } from "./admin-support.ts";

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
  if (!SCREENSHOTS) return;
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

/** A year only the phone journey writes sickness logs in. */
const PHONE_YEAR = 2032;
const PHONE = { width: 375, height: 812 };

/** Each element `locator` matches lies within the phone's width: no side of it cut off. */
async function expectAcrossPhone(locator: Locator) {
  const count = await locator.count();
  expect(count, `${locator} matches nothing`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await locator.nth(i).boundingBox();
    expect(box, `${locator} #${i} is not laid out`).not.toBeNull();
    expect(box!.x, `${locator} #${i} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${locator} #${i} ends right of the screen`)
      .toBeLessThanOrEqual(PHONE.width);
  }
}

test("the sickness summary fits a phone", async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  // Monday-Tuesday 5-6 January: two sick days.
  await logSickness(
    request,
    token,
    "amelia.taylor@example.com",
    `${PHONE_YEAR}-01-05`,
    `${PHONE_YEAR}-01-06`,
  );
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/sickness-summary");
  const thisYear = Number(today().slice(0, 4));

  // The first screen shows the title, the year to change and the top of the ranking, whole.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(messages.sicknessSummaryTitle(thisYear));
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(page.getByLabel("Year")).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("columnheader")).toHaveText([
    "Rank",
    "User",
    "Total Sick Days (Mon-Thu)",
  ]);
  await expect(page.getByRole("row").nth(1)).toBeInViewport({ ratio: 1 });
  // Every column of every row can be read without scrolling sideways: no cell is cut off by
  // the table's own scroller, and the page is no wider than the phone.
  await expectAcrossPhone(page.getByRole("columnheader"));
  await expectAcrossPhone(page.getByRole("cell"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, "sickness-summary");

  // Another year, typed on the phone: its ranking, still whole.
  await page.getByLabel("Year").fill(String(PHONE_YEAR));
  await expect(heading).toHaveText(messages.sicknessSummaryTitle(PHONE_YEAR));
  await expect(page.getByRole("row")).toHaveText([
    "RankUserTotal Sick Days (Mon-Thu)",
    "1Amelia Taylor2",
  ]);
  await expect(page.getByRole("row").nth(1)).toBeInViewport({ ratio: 1 });
  await expectAcrossPhone(page.getByRole("cell"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
});
