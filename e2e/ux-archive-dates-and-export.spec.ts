// Issue 15 (smaller item): the archive's search also finds the dd/MM/yyyy start and end dates
// it shows, and Export CSV downloads every request the search matches, all pages.
import { readFile } from "node:fs/promises";

import { type APIRequestContext, type Download, expect, type Page, test } from "./fixtures.ts";

import { ARCHIVE_CSV_COLUMNS, ARCHIVE_CSV_FILE_NAME } from "../shared/constants.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, SCREENSHOTS, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** A CSV as our export writes it (CRLF rows): quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean).map((line) =>
    [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
      cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell
    )
  );
}

async function csvOf(download: Download): Promise<string[][]> {
  expect(download.suggestedFilename()).toBe(ARCHIVE_CSV_FILE_NAME);
  return parseCsv(await readFile(await download.path(), "utf8"));
}

/** Clicks Export CSV and reads the file it downloads. */
async function exportCsv(page: Page): Promise<string[][]> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: messages.exportCsv }).click();
  return await csvOf(await downloading);
}

/**
 * An employee of this journey's own with two holidays the admin added far ahead (no other
 * journey looks at those years): Mon 04/06/2091 to Thu 07/06/2091, and Tue 05/06/2092 alone.
 */
async function employeeWithHolidays(request: APIRequestContext) {
  const headers = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const lastName = `Archive${stamp}`;
  const created = await request.post("/api/admin/users", {
    headers,
    data: {
      firstName: "Dora",
      lastName,
      email: `dora.${stamp}@example.com`,
      password: "a-long-password",
    },
  });
  expect(created.status()).toBe(201);
  const userId = (await created.json()).id;
  for (const [startDate, endDate] of [["2091-06-04", "2091-06-07"], ["2092-06-05", "2092-06-05"]]) {
    const added = await request.post("/api/admin/add-holiday", {
      headers,
      data: { selectedUser: userId, startDate, endDate, startDayType: "full", endDayType: "full" },
    });
    expect(added.status()).toBe(201);
  }
  return { lastName, userId, headers };
}

test("the archive finds a start or end date and exports every matching request", async ({ page, request }) => {
  const { lastName, userId, headers } = await employeeWithHolidays(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/allUsersListHolidays");
  await expect(page.getByRole("heading", { level: 1, name: messages.allHolidayRequestsTitle }))
    .toBeVisible();
  const search = page.getByPlaceholder(messages.archiveSearchPlaceholder);
  const dataRows = page.getByRole("row").filter({ has: page.getByRole("cell") });

  // A start date, then an end date, as the archive shows them.
  await search.fill("04/06/2091");
  await expect(dataRows).toHaveCount(1);
  await expect(dataRows.first()).toContainText(`Dora${lastName}`);
  await expect(dataRows.first()).toContainText("04/06/209107/06/2091");
  await search.fill("07/06/2091");
  await expect(dataRows.first()).toContainText("04/06/209107/06/2091");
  await expect(dataRows).toHaveCount(1);
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/archive-date-search-1280.png" });

  // The export of that search: the header, then the one request, as the row shows it.
  expect(await exportCsv(page)).toEqual([
    [...ARCHIVE_CSV_COLUMNS],
    ["Dora", lastName, "No Department", "04/06/2091", "07/06/2091", "40", "Approved", ""],
  ]);

  // A name search spans both requests, newest first.
  await search.fill(lastName);
  await expect(dataRows).toHaveCount(2);
  expect((await exportCsv(page)).slice(1).map((row) => row.slice(3, 5))).toEqual([
    ["05/06/2092", "05/06/2092"],
    ["04/06/2091", "07/06/2091"],
  ]);

  // No search: every request, all pages, not just the 20 shown.
  await search.fill("");
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const all = await request.get("/api/admin/all-holiday-requests?limit=1", { headers });
  const total = Number(all.headers()["x-total-count"]);
  expect(total).toBeGreaterThan(20);
  const everything = await exportCsv(page);
  expect(everything).toHaveLength(total + 1);
  const firstRow = dataRows.first().getByRole("cell");
  await expect(firstRow.nth(0)).toHaveText(everything[1][0]);
  await expect(firstRow.nth(1)).toHaveText(everything[1][1]);

  // Leave the data as found: the employee goes (their requests stay in the archive, cancelled).
  const theirs = await request.get(`/api/admin/all-holiday-requests?q=${lastName}`, { headers });
  for (const { id } of (await theirs.json()) as { id: number }[]) {
    await request.post(`/api/admin/holiday-requests/${id}/cancel`, { headers });
  }
  expect((await request.delete(`/api/admin/users/${userId}`, { headers })).status()).toBe(200);
});
