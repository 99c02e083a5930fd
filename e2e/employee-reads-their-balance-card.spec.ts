// Issue 31 item 14: an employee on a working pattern reads its name on their balance card, and
// Remaining is its largest figure; an employee without one sees the spec's line alone. At 1280
// and 375 px.
import { expect, test } from "./fixtures.ts";

import { ADMIN, apiToken, bearer, signIn, today } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";

test("the balance card names the working pattern and gives Remaining the most weight", async ({ page, request }) => {
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const patternName = `4 on / 3 off, 12 h ${stamp}`;
  const pattern = await request.post("/api/admin/working-patterns", {
    headers,
    data: { name: patternName, anchor: "2025-01-06", hours: [12, 12, 12, 12, 0, 0, 0] },
  });
  expect(pattern.status(), await pattern.text()).toBe(201);
  const patternId = (await pattern.json()).id as number;
  const email = `rhea.${stamp}@example.com`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: { firstName: "Rhea", lastName: `Rota${stamp}`, email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).id as string;
  try {
    // Without a pattern: the spec's line alone.
    await atWidth(page, 1280);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/holidays-request$/);
    await expect(page.getByText(/vacation hours available/)).toBeVisible();
    await expect(page.getByText(/Working pattern:/)).toHaveCount(0);

    const given = await request.put(`/api/admin/users/${userId}/working-patterns`, {
      headers,
      data: { patternId, startsOn: today() },
    });
    expect(given.status(), await given.text()).toBe(200);
    for (const width of [1280, 375]) {
      await atWidth(page, width);
      await page.reload();
      const card = page.getByRole("group", { name: `Your ${today().slice(0, 4)} balance` });
      await expect(card.getByText(`Working pattern: ${patternName}`)).toBeVisible();
      const remaining = card.getByRole("definition").last();
      const used = card.getByRole("term").filter({ hasText: "Used" }).locator("+ dd");
      await expect(card.getByRole("term").last()).toHaveText("Remaining");
      const size = (element: typeof remaining) =>
        element.evaluate((dd) => parseFloat(getComputedStyle(dd).fontSize));
      expect(await size(remaining)).toBeGreaterThan(await size(used));
      // The spec's sentence is still there, word for word.
      await expect(page.getByText(/^You have -?[\d.]+ vacation hours available\.$/)).toBeVisible();
      await expectFitsAndReads(page, `the balance card with a pattern at ${width} px`);
    }
  } finally {
    await request.delete(`/api/admin/users/${userId}`, { headers });
    await request.delete(`/api/admin/working-patterns/${patternId}`, { headers });
  }
});
