// The admin narrows the users list by year and name and downloads it as CSV.
import { readFile } from "node:fs/promises";

import { expect, test } from "./fixtures.ts";

import { USERS_CSV_COLUMNS } from "../shared/constants.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, screenshot, signIn, today } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** A CSV as our export writes it: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean)) {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [];
    rows.push(
      cells.slice(0, -1).map((cell) =>
        cell.replace(/,$/, "").replace(/^"(.*)"$/, "$1").replaceAll('""', '"')
      ),
    );
  }
  return rows;
}

test("the admin exports the users shown to users_2025.csv", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: messages.manageUsersTitle }))
    .toBeVisible();
  const year = page.getByRole("spinbutton", { name: "Year" });
  await expect(year).toHaveValue(today().slice(0, 4));
  await screenshot(page, "users");

  await year.fill("2025");
  await page.getByPlaceholder(messages.usersSearchPlaceholder).fill("SMITH");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const shown = (await rows.allTextContents()).length - 1;
  expect(shown).toBeGreaterThan(1);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: messages.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("users_2025.csv");
  const csv = parseCsv(await readFile(await download.path(), "utf8"));

  expect(csv[0]).toEqual([...USERS_CSV_COLUMNS]);
  expect(csv).toHaveLength(shown + 1);
  for (const [index, cells] of csv.slice(1).entries()) {
    const row = rows.nth(index + 1).getByRole("cell");
    await expect(row.nth(0)).toHaveText(cells[0]);
    await expect(row.nth(2)).toHaveText(cells[2]);
    expect(cells[1]).toBe("Smith");
    expect(cells[6]).toMatch(/^2025-/);
    expect(Number(cells[5])).toBe(160);
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("table")).toHaveCount(0);
  await screenshot(page, "users");
});
