// Issue 31, item 8: the approver reads who else is off and which rule falls short under the
// request, across the table (a card on a phone), and can put flagged requests first; all of it
// with the keyboard alone.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, bearer, freeWeek, signIn } from "./admin-support.ts";
import { seriousFindings } from "./axe.ts";
import { addRule, newTeam, removeRules } from "./cover-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("the approver reads a request's cover under it, sorts flagged ones first and approves, by keyboard", async ({ page, request }) => {
  const team = await newTeam(request, "Press Shop", ["Ana", "Ben", "Cal"]);
  const [ana, ben] = team.people;
  try {
    await addRule(request, team.admin, {
      departmentId: team.departmentId,
      skillId: null,
      minimum: 2,
      mode: "warn",
    });
    // Ben is off on the Monday already; Ana asks for it: 1 of the 2 needed would be left.
    const { monday } = await freeWeek(request, ana.token, 6);
    const day = { startDate: monday, endDate: monday, startDayType: "full", endDayType: "full" };
    const booked = await request.post("/api/admin/add-holiday", {
      headers: team.admin,
      data: { selectedUser: ben.id, ...day },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const asked = await request.post("/api/vacation-request", {
      headers: bearer(ana.token),
      data: day,
    });
    expect(asked.status(), await asked.text()).toBe(201);

    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/admin-approval");
    const note = page.getByRole("row", { name: `Cover for ${ana.name}'s request` });
    await expect(note).toContainText("1 of 2 present on");
    await expect(note).toContainText(`Also off then: ${ben.name}.`);
    // The Name cell holds the name alone.
    const anaRow = page.getByRole("row").filter({ hasText: ana.name }).filter({
      has: page.getByRole("button", { name: `Approve ${ana.name}` }),
    });
    await expect(anaRow.getByRole("cell").first()).toHaveText(ana.name);
    expect(await seriousFindings(page, "/admin-approval with a cover note at 1024 px")).toEqual(
      [],
    );

    // Flagged first, by keyboard: Ana's request moves to the top of the list.
    const toggle = page.getByRole("button", { name: "Cover issues first" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const firstRequest = page.locator("tbody tr[data-row-key]").first();
    await expect(firstRequest.getByRole("cell").first()).toHaveText(ana.name);

    // On a phone the card carries the same note above the reason.
    await page.setViewportSize({ width: 375, height: 812 });
    const card = page.getByRole("group", { name: ana.name });
    await expect(card).toContainText(`Also off then: ${ben.name}.`);

    // Approve with the keyboard: a warning goes ahead in one step.
    const approve = card.getByRole("button", { name: `Approve ${ana.name}` });
    await approve.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(messages.requestApproved)).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await removeRules(request, team.admin, team.departmentId);
  }
});
