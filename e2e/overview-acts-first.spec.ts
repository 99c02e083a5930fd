// Issue 31, item 11: on a phone the overview opens with what waits for the administrator, and
// the sickness follow-ups due have a card of their own that opens the logs with them shown.
import { expect, test } from "./fixtures.ts";

import { addDays } from "../shared/dates.ts";
import { overviewMessages as overview } from "../web/src/features/overview/messages.ts";
import { followUpMessages } from "../web/src/features/sickness-follow-ups/messages.ts";
import { ADMIN, apiToken, bearer, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("the overview puts what waits first on a phone and opens the follow-ups due", async ({ page, request }) => {
  // Twelve days off sick, ended a week ago, no fit note yet: a follow-up due.
  const admin = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const person = await request.post("/api/admin/users", {
    headers: admin,
    data: {
      firstName: "Fitnote",
      lastName: `Due${stamp}`,
      email: `fitnote.${stamp}@example.com`,
      password: "a-long-password",
    },
  });
  expect(person.status(), await person.text()).toBe(201);
  const logged = await request.post("/api/sickness-logs", {
    headers: admin,
    data: {
      user_id: (await person.json()).id,
      sick_from_date: addDays(today(), -20),
      sick_to_date: addDays(today(), -9),
      reason: "Back injury",
    },
  });
  expect(logged.status(), await logged.text()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/overview");
  const waiting = page.getByRole("region", { name: overview.waiting });
  const awayToday = page.getByRole("region", { name: overview.awayToday });
  const followUps = page.getByRole("region", { name: overview.followUpsDue });
  await expect(followUps).toBeVisible();
  // What asks for action is read first: above who is away.
  const [waitingBox, awayBox] = [await waiting.boundingBox(), await awayToday.boundingBox()];
  expect(waitingBox!.y).toBeLessThan(awayBox!.y);
  await expect(followUps).toContainText(overview.fitNotesMissing);
  await expectFitsAndReads(page, "/overview with follow-ups due at 375 px");

  // The card opens the sickness logs with the follow-ups shown.
  await page.setViewportSize({ width: 1280, height: 800 });
  await followUps.getByRole("link", { name: overview.openFollowUps }).click();
  await expect(page).toHaveURL(/\/sickness-logs\?followUps=1$/);
  await expect(page.getByRole("switch", { name: followUpMessages.showFollowUps })).toBeChecked();
  await expect(page.getByRole("columnheader", { name: followUpMessages.column })).toBeVisible();
});
