// Issue 15 (smaller item): on a phone, column headers and card labels wrapped in the middle of
// a word and email addresses broke anywhere ("ava.jones@e / xample.com"). At 320 and 375 px,
// on every screen, in the narrow menu and in the dialogs and lists that show users, no word is
// broken across lines; an email address may break only after its "@" or a dot.
import { expect, type Page, test } from "./fixtures.ts";

import { appRoutes } from "../web/src/config/paths.ts";
import type { AppRole } from "../shared/roles.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, SCREENSHOTS, signIn } from "./admin-support.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const WIDTHS = [320, 375] as const;

/**
 * Every word on screen that the layout split across two lines, as "<tag>: word". A word is a
 * run of non-spaces within one text node; it is measured in pieces that end at an "@" or a dot
 * (where an email may break), and a piece whose characters sit on more than one line is broken,
 * unless it is wider than the box it is in: then breaking it is the last resort.
 */
function brokenWords(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const broken: string[] = [];
    /**
     * The width a line has in the block around an element, its padding and borders left out, to
     * the fraction of a pixel: clientWidth rounds, and a word 0.4 px wider than its box read as
     * fitting in it.
     */
    const boxWidth = (element: Element): number => {
      let box: Element = element;
      while (box.parentElement && getComputedStyle(box).display.startsWith("inline")) {
        box = box.parentElement;
      }
      const style = getComputedStyle(box);
      return box.getBoundingClientRect().width -
        [style.paddingLeft, style.paddingRight, style.borderLeftWidth, style.borderRightWidth]
          .reduce((sum, side) => sum + parseFloat(side), 0);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !element.checkVisibility()) continue;
      const text = node.textContent ?? "";
      for (const word of text.matchAll(/\S+/g)) {
        const ends = [...word[0].matchAll(/[@.]/g)].map((at) => at.index + 1);
        let from = 0;
        for (const to of [...ends, word[0].length]) {
          const range = document.createRange();
          range.setStart(node, word.index + from);
          range.setEnd(node, word.index + to);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          const width = rects.reduce((sum, r) => sum + r.width, 0);
          if (lines.size > 1 && width <= boxWidth(element)) {
            broken.push(`${where} <${element.localName}>: ${word[0]}`);
          }
          from = to;
        }
      }
    }
    return broken;
  }, where);
}

/** A screen has settled: its heading shows and no list is loading. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(messages.loading)).toHaveCount(0);
}

/**
 * The broken words of the page as it is, at each phone width in turn: the page is not loaded
 * again, the window is resized (320 and 375 px are both the phone's layout).
 */
async function atEachWidth(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await atWidth(page, width, 800);
    found.push(...await brokenWords(page, `${where} at ${width}`));
  }
  return found;
}

async function everyScreen(page: Page, role: AppRole): Promise<string[]> {
  const found: string[] = [];
  for (const route of appRoutes.filter((r) => r.roles.includes(role))) {
    await page.goto(route.path);
    await settled(page);
    found.push(...await atEachWidth(page, route.path));
  }
  await page.getByRole("button", { name: /menu/i }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...await atEachWidth(page, "the menu"));
  await page.keyboard.press("Escape");
  return found;
}

const AT = `at ${WIDTHS.join(" and ")} px`;

test(`no word or email breaks mid-word on the administrator's screens ${AT}`, async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  const found = await everyScreen(page, "global_admin");

  // Every user's email, in Manage Users' cards across all start years.
  await page.goto("/users");
  await settled(page);
  await page.getByRole("button", { name: "All years" }).click();
  await expect(page.getByText("employee@example.com")).toBeVisible();
  found.push(...await atEachWidth(page, "/users, all years,"));
  if (SCREENSHOTS) {
    await page.screenshot({ path: `e2e/screenshots/users-cards-emails-${WIDTHS.at(-1)}.png` });
  }

  // The user picker's list of names and emails, open in Create Log.
  await page.goto("/sickness-logs");
  await settled(page);
  await page.getByRole("button", { name: messages.createLog }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByPlaceholder(messages.searchAndSelectUser).fill("smith");
  await expect(page.getByRole("option").first()).toBeVisible();
  found.push(...await atEachWidth(page, "the user picker"));
  await page.keyboard.press("Escape");

  // The planning's list view: a table even on a phone.
  await page.goto("/planning");
  await settled(page);
  await page.getByRole("button", { name: "View List" }).click();
  await expect(page.getByRole("columnheader", { name: "Department" })).toBeVisible();
  found.push(...await atEachWidth(page, "/planning list"));

  expect(found, found.join("\n")).toEqual([]);
});

test(`no word breaks mid-word on an employee's screens ${AT}`, async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await signIn(page, "employee@example.com");
  await expect(page).toHaveURL(/\/holidays-request$/);
  const found = await everyScreen(page, "employee");
  expect(found, found.join("\n")).toEqual([]);
});
