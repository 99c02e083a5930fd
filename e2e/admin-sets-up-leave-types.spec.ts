// Issue 33, the foundation: from Settings the administrator opens Leave types, turns on the
// ready-made Compassionate leave and creates a type of the company's own, and sees both listed
// beside the built-in Holiday. The page and its dialog have no serious accessibility finding at
// 1280 and 375 px, and nothing on them is wider than a phone. What the journey changes is put
// back at the end: later journeys see Holiday alone.
import { expect, test } from "./fixtures.ts";

import { leaveTypeMessages as texts } from "../web/src/features/settings/leave-type-messages.ts";
import { ADMIN, apiToken, bearer, screenshot, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth, opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

test("an administrator turns on Compassionate leave and creates a leave type", async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = bearer(await apiToken(request, ADMIN));
  const name = `Sabbatical ${Date.now().toString(36)}`;

  try {
    await atWidth(page, 1280);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" })
      .click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole("link", { name: texts.settingsLink, exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/leave-types$/);
    const card = page.getByRole("region", { name: texts.title });
    await expect(card.getByRole("switch", { name: texts.activeLabel("Holiday") })).toBeChecked();
    await expectFitsAndReads(page, "/settings/leave-types at 1280 px");

    // Compassionate leave, ready-made and off, turned on.
    const compassionate = card.getByRole("switch", {
      name: texts.activeLabel("Compassionate leave"),
    });
    await expect(compassionate).not.toBeChecked();
    await compassionate.click();
    await expect(page.getByText(texts.turnedOn("Compassionate leave"))).toBeVisible();
    await expect(compassionate).toBeChecked();

    // A type of the company's own.
    await card.getByRole("button", { name: texts.create }).click();
    const dialog = page.getByRole("dialog", { name: texts.create });
    await opened(dialog);
    await expectFitsAndReads(page, "the Create Leave Type dialog at 1280 px");
    await dialog.getByLabel(texts.name, { exact: true }).fill(name);
    await dialog.getByLabel(texts.colour, { exact: true }).fill("#1e3a8a");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText(/^Colour is too dark/)).toBeVisible();
    await dialog.getByLabel(texts.colour, { exact: true }).fill("#fde68a");
    await dialog.getByLabel(texts.allowance).fill("200");
    await dialog.getByRole("switch", { name: texts.halfDays }).click();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(texts.created)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = card.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Own allowance 200 h · Needs approval · Whole days");
    await expect(card.getByRole("switch", { name: texts.activeLabel(name) })).toBeChecked();
    await screenshot(page, "leave-types");

    // On a phone: the same list, one card per type, and the dialog.
    await atWidth(page, 375);
    await expect(card.getByRole("switch", { name: texts.activeLabel("Compassionate leave") }))
      .toBeChecked();
    await expect(card.getByText(name)).toBeVisible();
    await expectFitsAndReads(page, "/settings/leave-types at 375 px");
    await card.getByRole("button", { name: `${texts.edit} ${name}` }).click();
    const edit = page.getByRole("dialog", { name: texts.editTitle });
    await opened(edit);
    await expect(edit.getByLabel(texts.allowance)).toHaveValue("200");
    await expectFitsAndReads(page, "the Edit Leave Type dialog at 375 px");
    await screenshot(page, "leave-types-edit");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toHaveCount(0);
  } finally {
    const types = await (await request.get("/api/admin/leave-types", { headers })).json() as {
      id: number;
      name: string;
    }[];
    for (const type of types) {
      if (type.name === "Compassionate leave") {
        await request.patch(`/api/admin/leave-types/${type.id}`, {
          headers,
          data: { active: false },
        });
      }
      if (type.name === name) {
        await request.delete(`/api/admin/leave-types/${type.id}`, { headers });
      }
    }
  }
});
