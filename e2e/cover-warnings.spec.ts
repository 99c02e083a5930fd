// Cover (issue 17): a department's minimum staffing shows before anyone books or approves.
// A warning rule is shown to the employee before they submit and to the approver beside the
// request; a blocking rule refuses the employee, saying why, and an administrator goes ahead
// with a reason. Each journey sets up its own department, people and rule through the API, and
// deletes its rule (and skill) at the end, so that no other journey meets a rule.
import { expect, type Page, test } from "./fixtures.ts";

import { addDays, dayOfWeek, formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { coverBlockedMessage, type CoverPreview } from "../shared/schemas/cover.ts";
import { ADMIN, bearer, freeWeek, screenshot, signIn } from "./admin-support.ts";
import { addRule, newTeam, PASSWORD, removeRules } from "./cover-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A day as the cover notes name it: "2027-02-01" → "Mon 01/02/2027". */
const coverDay = (iso: string) => `${WEEKDAYS[dayOfWeek(iso)]} ${formatDate(iso)}`;

/** Monday to Thursday as the preview lists them: "Mon 01/02/2027, …, Wed … and Thu 04/02/2027". */
function weekDays({ monday }: { monday: string }): string {
  const days = [0, 1, 2, 3].map((n) => coverDay(addDays(monday, n)));
  return `${days.slice(0, 3).join(", ")} and ${days[3]}`;
}

async function chooseWeek(page: Page, week: { monday: string; thursday: string }) {
  await page.getByLabel("Start Date").fill(week.monday);
  await page.getByLabel("End Date").fill(week.thursday);
  await expect(page.getByText(messages.requestTakesHours(40))).toBeVisible();
}

test("a warning rule shows the employee the days short before submitting, and the approver beside the request", async ({ page, request }) => {
  const team = await newTeam(request, "Warehouse", ["Wren", "Wade", "Wyn"]);
  const [employee] = team.people;
  await addRule(request, team.admin, {
    departmentId: team.departmentId,
    skillId: null,
    minimum: 3,
    mode: "warn",
  });
  try {
    const week = await freeWeek(request, employee.token, 5);

    // The employee: the hours, then what the absence does to cover, before anything is sent.
    await signIn(page, employee.email, PASSWORD);
    await expect(page).toHaveURL(/\/holidays-request$/);
    await chooseWeek(page, week);
    const warning = page.getByRole("status", { name: "Cover" });
    await expect(warning).toContainText("Cover: too few colleagues would be present");
    await expect(warning).toContainText(
      `Only 2 of the 3 needed in ${team.department} would be present on ${weekDays(week)}.`,
    );
    await expect(page.getByRole("button", { name: messages.submitRequest })).toBeEnabled();
    await screenshot(page, "cover-warning-employee");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(warning).toBeVisible();
    await screenshot(page, "cover-warning-employee", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // A warning lets the request through.
    await page.getByRole("button", { name: messages.submitRequest }).click();
    await expect(page.getByText(messages.holidayRequestSubmitted)).toBeVisible();
    await expect(warning).toHaveCount(0);

    // The approver sees the shortfall beside the request, and approves it in one click.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/admin-approval");
    // Under the request, in a row of its own across the table (issue 31).
    const row = page.getByRole("row", { name: `Cover for ${employee.name}'s request` });
    await expect(row.getByText("Cover", { exact: true })).toBeVisible();
    await expect(row).toContainText(`2 of 3 present on ${coverDay(week.monday)}`);
    await screenshot(page, "cover-warning-approval");
    await page.setViewportSize({ width: 375, height: 812 });
    const card = page.getByRole("group", { name: employee.name });
    await expect(card.getByText("Cover", { exact: true })).toBeVisible();
    await expect(card).toContainText(`2 of 3 present on ${coverDay(week.monday)}`);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "cover-warning-approval");

    await card.getByRole("button", { name: `Approve ${employee.name}` }).click();
    await expect(page.getByText(messages.requestApproved)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card).toHaveCount(0);
  } finally {
    await removeRules(request, team.admin, team.departmentId);
  }
});

test("a blocking rule refuses the employee, saying why, and an administrator adds the holiday with a reason", async ({ page, request }) => {
  const team = await newTeam(request, "Loading Bay", ["Bria", "Bram"]);
  const [holder] = team.people;
  const skill = `Forklift ${team.stamp}`;
  const createdSkill = await request.post("/api/admin/skills", {
    headers: team.admin,
    data: { name: skill },
  });
  expect(createdSkill.status()).toBe(201);
  const skillId = (await createdSkill.json()).id as number;
  try {
    const held = await request.put(`/api/admin/users/${holder.id}/skills`, {
      headers: team.admin,
      data: { skillIds: [skillId] },
    });
    expect(held.ok()).toBe(true);
    await addRule(request, team.admin, {
      departmentId: team.departmentId,
      skillId,
      minimum: 1,
      mode: "block",
    });
    const week = await freeWeek(request, holder.token, 7);
    const range = {
      startDate: week.monday,
      endDate: week.thursday,
      startDayType: "full",
      endDayType: "full",
    };
    // The refusal the server will give, from the shortfalls it previews.
    const previewed = await request.get("/api/cover-preview", {
      headers: bearer(holder.token),
      params: range,
    });
    expect(previewed.ok()).toBe(true);
    const { shortfalls } = (await previewed.json()) as CoverPreview;
    const refusal = coverBlockedMessage(shortfalls);
    expect(refusal).toContain(`"at least 1 with ${skill}"`);

    // The only forklift driver: told before submitting, then refused with the rule and days.
    await signIn(page, holder.email, PASSWORD);
    await expect(page).toHaveURL(/\/holidays-request$/);
    await chooseWeek(page, week);
    const warning = page.getByRole("alert", { name: "Cover" });
    await expect(warning).toContainText("This request will be refused: not enough cover");
    await expect(warning).toContainText(
      `Only 0 of the 1 needed with ${skill} in ${team.department} would be present on ` +
        `${weekDays(week)}.`,
    );
    await screenshot(page, "cover-block-employee");
    await page.getByRole("button", { name: messages.submitRequest }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: refusal });
    await expect(toast).toBeVisible();
    await expect(page.getByText(messages.failedToSubmitHolidayRequest)).toHaveCount(0);
    await screenshot(page, "cover-block-refused");
    const own = await request.get("/api/user/holiday-requests", { headers: bearer(holder.token) });
    expect((await own.json()) as unknown[]).toEqual([]);

    // The administrator adds it anyway, giving a reason once the server asks for one.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/add-holidays");
    await page.getByRole("combobox", { name: "User" }).fill(holder.name);
    await page.getByRole("option", { name: new RegExp(holder.name) }).click();
    await chooseWeek(page, week);
    await expect(page.getByRole("alert", { name: "Cover" }))
      .toContainText("Not enough cover: adding this holiday will ask for a reason");
    await page.getByRole("button", { name: messages.addHolidayRequest }).click();
    const dialog = page.getByRole("dialog", { name: "Add despite cover" });
    await expect(dialog).toContainText(refusal);
    await dialog.getByRole("button", { name: messages.addHolidayRequest }).click();
    await expect(dialog.getByText("Reason is required")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Agency driver booked for the week");
    await screenshot(page, "cover-block-override", { fullPage: false });
    await dialog.getByRole("button", { name: messages.addHolidayRequest }).click();
    await expect(page.getByText(messages.holidayAdded)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const booked = await request.get("/api/user/holiday-requests", {
      headers: bearer(holder.token),
    });
    expect(await booked.json()).toEqual([
      expect.objectContaining({
        start_date: week.monday,
        end_date: week.thursday,
        status: "accepted",
      }),
    ]);
  } finally {
    await removeRules(request, team.admin, team.departmentId, skillId);
  }
});
