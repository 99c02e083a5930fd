// Issue 31 item 9: at 1024 px and below an approver sees a pending request's Requested and
// Remaining Hours, a cancellation's dates and the archive's whole Status, in view and uncovered
// (beside the sidebar the pending table puts the reason under its request and the buttons one
// above the other; narrower, a card per request); and a table that scrolls sideways shows a
// fade on the side it hides, gone once scrolled to that end. At 375 to 1440 px, with axe.
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, book, freeWeek, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const WIDTHS = [375, 768, 1024, 1366, 1440];
const PASSWORD = "a-long-password";

type Person = { name: string; lastName: string; userId: string };
let person: Promise<Person> | undefined;

/** A person of the journey's own: a pending request and an approved one they ask to cancel. */
function personOfOwn(page: Page): Promise<Person> {
  person ??= (async () => {
    const request = page.request;
    const headers = bearer(await apiToken(request, ADMIN));
    const stamp = Date.now().toString(36);
    const email = `cole.${stamp}@example.com`;
    const lastName = `Columns${stamp}`;
    const created = await request.post("/api/admin/users", {
      headers,
      data: { firstName: "Cole", lastName, email, password: PASSWORD },
    });
    expect(created.status(), await created.text()).toBe(201);
    const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
    const token = (await login.json()).token as string;
    const pending = await freeWeek(request, token, 5);
    await book(request, token, { startDate: pending.monday, endDate: pending.thursday });
    const later = await freeWeek(request, token, 8);
    const asking = await book(request, token, { startDate: later.monday, endDate: later.thursday });
    const approved = await request.post(`/api/admin/holiday-requests/${asking}/approve`, {
      headers,
    });
    expect(approved.ok()).toBe(true);
    const cancellation = await request.post(
      `/api/holiday-requests/${asking}/request-cancellation`,
      { headers: bearer(token) },
    );
    expect(cancellation.ok()).toBe(true);
    return { name: `Cole ${lastName}`, lastName, userId: (await created.json()).id };
  })();
  return person;
}

/**
 * `element` is drawn where a person sees it without scrolling anything sideways: inside the
 * window, not cut off by a box that scrolls it (a table's frame), the element on top at its
 * middle (not a pinned column), its text whole.
 */
async function expectSeen(element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  await expect.poll(() =>
    element.evaluate((node) => {
      // The page scrolled down to it, never a table sideways: seen as the table first shows.
      const top = node.getBoundingClientRect().top;
      globalThis.scrollBy(0, top - globalThis.innerHeight / 2);
      const box = node.getBoundingClientRect();
      let clipped = false;
      for (let up = node.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const frame = up.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) clipped = true;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        inWindow: box.left >= 0 && box.right <= globalThis.innerWidth,
        notClipped: !clipped,
        onTop: hit !== null && (hit === node || node.contains(hit)),
        wholeText: node.scrollWidth <= node.clientWidth + 1,
      };
    }), { message: what }).toEqual({
      inWindow: true,
      notClipped: true,
      onTop: true,
      wholeText: true,
    });
}

/** The one record (a table's row, a card) that holds each of `texts`. */
function recordOf(page: Page, selector: string, texts: string[]): Locator {
  return texts.reduce((found, text) => found.filter({ hasText: text }), page.locator(selector));
}

/**
 * The field `header` of the record that holds each of `texts`: its column's heading and cell in
 * a table, its label and value on a card. Both are seen (expectSeen).
 */
async function expectField(page: Page, texts: string[], header: string, at: string) {
  const row = recordOf(page, "tbody tr[data-row-key]", texts);
  if (await page.locator("table").count() > 0) {
    const heading = page.getByRole("columnheader", { name: header, exact: true });
    const index = await heading.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    await expectSeen(heading, `${header}'s heading at ${at}`);
    await expectSeen(row.locator("td").nth(index), `${header}'s cell at ${at}`);
  } else {
    const card = recordOf(page, "li", texts);
    const term = card.locator("dt", {
      hasText: new RegExp(`^${header.replace(/[()]/g, "\\$&")}$`),
    });
    await expectSeen(term, `${header}'s label at ${at}`);
    await expectSeen(term.locator("+ dd"), `${header}'s value at ${at}`);
  }
}

test.describe.configure({ timeout: 120_000 });

test("the approver sees Requested and Remaining Hours of a pending request at every width", async ({ page }) => {
  const { lastName } = await personOfOwn(page);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/admin-approval");
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const at = `${width} px`;
    await expect(page.getByRole("button", { name: new RegExp(`^Approve Cole ${lastName}`) }))
      .toBeVisible();
    for (const header of ["Requested Hours", "Remaining Hours", "Start Date", "End Date"]) {
      await expectField(page, [lastName], header, at);
    }
    await expectSeen(
      page.getByRole("textbox", { name: `Reason for Denial: Cole ${lastName}` }),
      `the reason at ${at}`,
    );
    await expectFitsAndReads(page, `/admin-approval at ${at}`);
  }
});

test("the approver sees a cancellation's dates and the archive's whole Status at every width", async ({ page }) => {
  const { lastName } = await personOfOwn(page);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/cancel-requests");
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const at = `${width} px`;
    for (const header of ["Start Date", "End Date"]) {
      await expectField(page, [lastName], header, at);
    }
    await expectFitsAndReads(page, `/cancel-requests at ${at}`);
  }

  await page.goto("/allUsersListHolidays");
  await page.getByPlaceholder(messages.archiveSearchPlaceholder).fill(lastName);
  await expect(page.getByText(messages.pageOf(1, 1))).toBeVisible();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const at = `${width} px`;
    // 'Cancellation Requested', the widest badge, whole.
    const asking = [lastName, "Cancellation Requested"];
    await expectField(page, asking, "Status", at);
    await expectSeen(
      recordOf(page, "tbody tr[data-row-key], li", asking).locator("[data-slot=badge]"),
      `the whole status at ${at}`,
    );
    await expectField(page, asking, "Requested Hours", at);
    await expectField(page, asking, "Reason (if denied)", at);
    await expectFitsAndReads(page, `the archive at ${at}`);
  }
});

test("a table that scrolls sideways fades on the side it hides", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/planning");
  await page.getByRole("button", { name: messages.viewList }).click();
  const fade = (edge: string) => page.locator(`[data-slot=scroll-fade][data-edge=${edge}]`);
  for (const width of [375, 768, 1024]) {
    await atWidth(page, width);
    const scroller = page.locator("[data-slot=table-container]").first();
    await expect(page.locator("tbody tr").first()).toBeVisible();
    const overflows = await scroller.evaluate((box) => box.scrollWidth > box.clientWidth + 1);
    if (!overflows) {
      await expect(fade("right")).toHaveCount(0);
      continue;
    }
    // At the start: the right side fades, the left does not.
    await scroller.evaluate((box) => box.scrollTo({ left: 0 }));
    await expect(fade("right"), `the right fade at ${width} px`).toBeVisible();
    await expect(fade("left")).toHaveCount(0);
    await expectFitsAndReads(page, `the planning list scrolled to its start at ${width} px`);
    // At the end: the left side fades, the right one is gone.
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect(fade("right"), `no right fade at the end at ${width} px`).toHaveCount(0);
    await expect(fade("left"), `the left fade at ${width} px`).toBeVisible();
    await scroller.evaluate((box) => box.scrollTo({ left: 0 }));
    await expect(fade("left")).toHaveCount(0);
  }
});

test("a table with pinned buttons casts their shadow while columns hide beneath them", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  // Manage Users at 1024 px: wider than its frame beside the sidebar.
  await atWidth(page, 1024);
  await page.getByRole("spinbutton", { name: "Year" }).fill("");
  const scroller = page.locator("[data-slot=table-container]").first();
  await expect(page.locator("tbody tr").first()).toBeVisible();
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth + 1)).toBe(true);
  const pinned = page.getByRole("columnheader", { name: "Actions" });
  const shadow = () => pinned.evaluate((th) => getComputedStyle(th).boxShadow);
  const leftFade = page.locator("[data-slot=scroll-fade][data-edge=left]");
  await scroller.evaluate((box) => box.scrollTo({ left: 0 }));
  await expect.poll(shadow).toContain("-8px");
  await expect(leftFade).toHaveCount(0);
  // The page of users may still be widening (its year's allowances arrive after
  // the rows): scroll to the end again until the end is where the frame stops.
  await expect.poll(async () => {
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    return await shadow();
  }).not.toContain("-8px");
  await expect(leftFade).toBeVisible();
  await expectFitsAndReads(page, "Manage Users scrolled to its end at 1024 px");
});
