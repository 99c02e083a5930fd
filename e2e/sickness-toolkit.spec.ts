// Issue 18 in a real browser: the administrator reads a Bradford factor and its band, records a
// return-to-work interview as due, and subscribes to their own calendar feed, then revokes it;
// the scores read on a phone too.
import { expect, test } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, dayOfWeek, formatDate } from "../shared/dates.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn, today } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Four Mondays in the 52 weeks before today, a fortnight apart, none a bank holiday. */
function pastMondays(): string[] {
  const bankHolidays = bankHolidaySet();
  let day = addDays(today(), -21);
  while (dayOfWeek(day) !== 1) day = addDays(day, -1);
  const mondays: string[] = [];
  for (; mondays.length < 4; day = addDays(day, -14)) {
    if (!bankHolidays.has(day)) mondays.push(day);
  }
  return mondays;
}

test("an administrator scores sickness, follows a log up and subscribes to a feed", async ({ page, request }) => {
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const lastName = `Bradford${stamp}`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: {
      firstName: "Bea",
      lastName,
      email: `bea.${stamp}@example.com`,
      password: "a-long-password",
    },
  });
  expect(created.status()).toBe(201);
  const bea = await created.json();
  // Four one-day spells: 4² × 4 = 64, past the first trigger point (51).
  const mondays = pastMondays();
  for (const day of mondays) {
    const log = await request.post("/api/sickness-logs", {
      headers,
      data: { user_id: bea.id, sick_from_date: day, sick_to_date: day, reason: "Migraine" },
    });
    expect(log.status()).toBe(201);
  }

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);

  // The Bradford factor under the sickness summary, opened on asking.
  await page.goto("/sickness-summary");
  await page.getByRole("button", { name: "Scores over 52 weeks" }).click();
  // The spec's table above ranks Bea too; the scores' row begins with her name.
  const row = page.getByRole("row", { name: new RegExp(`^Bea ${lastName} `) });
  await expect(row).toContainText("64");
  await expect(row).toContainText("Informal review");
  await expect(page.getByText("Migraine")).toHaveCount(0);
  await screenshot(page, "bradford-factor");

  // A return-to-work interview recorded as due, on the newest log.
  await page.goto("/sickness-logs");
  await page.getByRole("searchbox").fill(lastName);
  await page.getByRole("switch", { name: /Show follow-ups/ }).click();
  const newest = formatDate(mondays[0]);
  const followUp = page.getByRole("button", {
    name: `Follow-up for Bea ${lastName}, ${newest} to ${newest}`,
  });
  await followUp.click();
  const dialog = page.getByRole("dialog", { name: "Follow-up" });
  await dialog.getByRole("radio", { name: "Due" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Follow-up saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Interview due")).toBeVisible();

  // A personal calendar feed: its link is shown once, serves iCalendar, and stops when revoked.
  await page.getByRole("button", { name: "Calendar feeds" }).first().click();
  const feeds = page.getByRole("dialog", { name: "Calendar feeds" });
  await feeds.getByRole("button", { name: "Add my calendar" }).click();
  const link = await feeds.getByRole("textbox", { name: "Link", exact: true }).inputValue();
  expect(link).toMatch(/\/calendar\/[\w-]{43}\.ics$/);
  const path = new URL(link).pathname.replace(/^\/functions\/v1/, "");
  const served = await request.get(path);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("text/calendar");
  expect(await served.text()).toContain("BEGIN:VCALENDAR");
  await feeds.getByRole("button", { name: "Done" }).click();
  await feeds.getByRole("button", { name: "Revoke My calendar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Calendar feed revoked")).toBeVisible();
  expect((await request.get(path)).status()).toBe(404);

  // The scores on a phone.
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/sickness-summary");
  await page.getByRole("button", { name: "Scores over 52 weeks" }).click();
  // The spec's table keeps its row; the scores come as a card per person.
  const card = page.getByRole("group", { name: `Bea ${lastName}` });
  await expect(card).toContainText("64");
  await expect(card).toContainText("Informal review");
  await screenshot(page, "bradford-factor");

  expect((await request.delete(`/api/admin/users/${bea.id}`, { headers })).status()).toBe(200);
});
