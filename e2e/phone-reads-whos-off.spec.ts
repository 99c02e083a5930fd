// An administrator on a phone reads who is off (issue 31, item 7): Holiday Planning's "Who's
// off" view lists today and the next 7 days, each day's people by department; the department
// filter narrows it; a person opens their details. Picked once on a phone, it is where
// Holiday Planning opens there; the calendar stays the default everywhere else. Keyboard only,
// no serious accessibility finding, nothing wider than the phone.
import { expect, test } from "./fixtures.ts";

import { agendaMessages as agenda } from "../web/src/features/planning/agenda-messages.ts";
import { longDay } from "../web/src/features/planning/utils/cover-heatmap.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, nextWorkingDay, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { newTeam } from "./cover-support.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("a phone opens Holiday Planning at Who's off once picked, by keyboard", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { admin: headers, department, people } = await newTeam(request, "Off", ["Olive", "Otto"]);
  const day = nextWorkingDay();
  const added = await request.post("/api/admin/add-holiday", {
    headers,
    data: {
      selectedUser: people[0].id,
      startDate: day,
      endDate: day,
      startDayType: "morning",
      endDayType: "morning",
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await atWidth(page, 375);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/planning");
  const calendar = page.getByRole("button", { name: messages.viewCalendar });
  await expect(calendar).toHaveAttribute("aria-pressed", "true");

  // Keyboard only: from the calendar's button to Who's off, then the department.
  await calendar.focus();
  const whosOff = page.getByRole("button", { name: agenda.viewAgenda });
  for (let n = 0; n < 5 && !(await whosOff.evaluate((b) => b === document.activeElement)); n++) {
    await page.keyboard.press("Tab");
  }
  await expect(whosOff).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(whosOff).toHaveAttribute("aria-pressed", "true");
  const region = page.getByRole("region", { name: agenda.heading });
  await expect(region).toBeVisible();
  await expect(region.getByRole("heading", { level: 3 })).toHaveCount(8);
  const filter = page.getByRole("combobox", { name: messages.filterByDepartment });
  await filter.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: department }).focus();
  await page.keyboard.press("Enter");
  await expect(filter).toHaveText(department);

  const dayCard = region.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 3, name: new RegExp(`${longDay(day)}$`) }),
  });
  await expect(dayCard.getByRole("heading", { level: 4, name: department })).toBeVisible();
  const olive = dayCard.getByRole("button", { name: new RegExp(people[0].name) });
  await expect(olive).toContainText("Holiday (morning)");
  await expect(region.getByRole("button", { name: new RegExp(people[1].name) })).toHaveCount(0);
  await expect(page.getByText(messages.loading)).toHaveCount(0);
  await expectFitsAndReads(page, "/planning who's off at 375 px");

  await olive.focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog");
  await expect(details).toContainText(people[0].name.split(" ")[0]);
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);
  await expect(olive).toBeFocused();

  // Picked on the phone, it is where the page opens there next time.
  await page.reload();
  await expect(page.getByRole("button", { name: agenda.viewAgenda }))
    .toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: agenda.heading })).toBeVisible();

  // A wider screen opens at the spec's calendar.
  await atWidth(page, 1280);
  await page.reload();
  await expect(page.getByRole("button", { name: messages.viewCalendar }))
    .toHaveAttribute("aria-pressed", "true");
});
