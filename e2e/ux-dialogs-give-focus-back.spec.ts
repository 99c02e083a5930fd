// Issue 31 item 14: every dialog beyond the spec gives the keyboard's focus back to the control
// that opened it as it closes (Escape), whether or not it has a trigger of Radix's own: the
// calendar feeds, Settings' create, rename and delete dialogs, the planning year view's day, the
// employee's Withdraw confirmation and a sickness log's follow-up. Opened and closed by
// keyboard alone.
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { settingsMessages as texts } from "../web/src/features/settings/messages.ts";
import { followUpMessages } from "../web/src/features/sickness-follow-ups/messages.ts";
import { ADMIN, apiToken, bearer, book, freeWeek, signIn } from "./admin-support.ts";
import { opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";

/**
 * Focuses `trigger`, opens its dialog with Enter, closes it with Escape: the focus is on
 * `trigger` again (document.activeElement, not only :focus of the locator's first match).
 */
async function opensAndGivesBack(page: Page, trigger: Locator, dialog: Locator, what: string) {
  // Until it holds: a list still settling after a search draws its buttons anew.
  await expect(async () => {
    await trigger.focus();
    await expect(trigger, `${what}: focused first`).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press("Enter");
  await opened(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog, `${what}: closed`).toHaveCount(0);
  await expect(trigger, `${what}: the focus is back on its control`).toBeFocused();
  expect(await trigger.evaluate((element) => element === document.activeElement), what)
    .toBe(true);
}

test("the administrator's dialogs give the focus back to their control", async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const skillName = `Focus skill ${stamp}`;
  const skill = await request.post("/api/admin/skills", { headers, data: { name: skillName } });
  expect(skill.status(), await skill.text()).toBe(201);
  const skillId = (await skill.json()).id as number;

  // A person of the journey's own, off sick on a past week: a log with a follow-up.
  const lastName = `Focus${stamp}`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: { firstName: "Faye", lastName, email: `faye.${stamp}@example.com`, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).id as string;
  const log = await request.post("/api/sickness-logs", {
    headers,
    data: {
      user_id: userId,
      sick_from_date: "2020-03-09",
      sick_to_date: "2020-03-12",
      reason: "Focus sweep",
    },
  });
  expect(log.status(), await log.text()).toBe(201);

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);

    // The calendar feeds, from the sidebar.
    const feeds = page.getByRole("button", { name: "Calendar feeds" });
    await opensAndGivesBack(
      page,
      feeds,
      page.getByRole("dialog", { name: "Calendar feeds" }),
      "Calendar feeds",
    );

    // Settings: each section's create dialog, and a skill's Rename and Delete.
    await page.goto("/settings");
    for (const label of [texts.createSkill, texts.createRule, texts.createPattern]) {
      await opensAndGivesBack(
        page,
        page.getByRole("button", { name: label }),
        page.getByRole("dialog"),
        label,
      );
    }
    await opensAndGivesBack(
      page,
      page.getByRole("button", { name: `Rename ${skillName}` }),
      page.getByRole("dialog"),
      "Rename a skill",
    );
    await opensAndGivesBack(
      page,
      page.getByRole("button", { name: `Delete ${skillName}` }),
      page.getByRole("alertdialog"),
      "Delete a skill, kept",
    );

    // The planning's year view: a day's count opens the day.
    await page.goto("/planning");
    await page.getByRole("button", { name: "Year", exact: true }).click();
    const count = page.locator(".fc-multimonth .planning-day-count").first();
    await expect(count).toBeVisible();
    await opensAndGivesBack(page, count, page.getByRole("dialog"), "A day of the year view");

    // A sickness log's follow-up (the follow-ups shown from the address).
    await page.goto("/sickness-logs?followUps=1");
    await page.getByPlaceholder("Search by name, reason or date").fill(lastName);
    await opensAndGivesBack(
      page,
      page.getByRole("button", { name: new RegExp(`^${followUpMessages.action} for Faye`) }),
      page.getByRole("dialog", { name: followUpMessages.dialogTitle }),
      "A sickness log's follow-up",
    );
  } finally {
    await request.delete(`/api/admin/skills/${skillId}`, { headers });
    await request.delete(`/api/admin/users/${userId}`, { headers });
  }
});

test("the employee's Withdraw confirmation gives the focus back to Withdraw", async ({ page, request }) => {
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const email = `wade.${stamp}@example.com`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: { firstName: "Wade", lastName: `Focus${stamp}`, email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).id as string;
  try {
    const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
    const token = (await login.json()).token as string;
    const { monday, thursday } = await freeWeek(request, token, 4);
    await book(request, token, { startDate: monday, endDate: thursday });

    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/holidays-request$/);
    await page.goto("/list-holidays-request");
    await opensAndGivesBack(
      page,
      page.getByRole("button", { name: "Withdraw" }),
      page.getByRole("alertdialog"),
      "Withdraw, kept",
    );
  } finally {
    await request.delete(`/api/admin/users/${userId}`, { headers });
  }
});
