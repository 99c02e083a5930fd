// Issue 31, item 12: every section of Settings is the same card (heading, description, spacing);
// the working pattern grid shades its working days (and sets their hours in bold), and on a
// phone stacks each week so that every day's input is in view, reachable by keyboard and
// readable, with no sideways scrolling.
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { settingsMessages as texts } from "../web/src/features/settings/messages.ts";
import { ADMIN, screenshot, signIn } from "./admin-support.ts";
import { expectFitsAndReads } from "./axe.ts";
import { atWidth, opened } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** "4 on / 4 off, 12 h" from a Monday: the first eight days on and off. */
const ROTA_WEEK_1 = [true, true, true, true, false, false, false];
const ROTA_WEEK_2 = [false, true, true, true, true, false, false];

/** How each section of Settings is drawn: its card, its heading's and description's styles. */
async function sectionStyles(page: Page) {
  return await page.locator("main [role='region']").evaluateAll((regions) =>
    regions.map((region) => {
      const heading = region.querySelector("h2")!;
      const description = heading.parentElement!.querySelector("[data-slot='card-description']");
      const style = (element: Element | null) => {
        if (!element) return null;
        const { fontSize, fontWeight, color } = getComputedStyle(element);
        return { fontSize, fontWeight, color };
      };
      const card = getComputedStyle(region);
      return {
        isCard: region.getAttribute("data-slot") === "card",
        card: [card.borderRadius, card.paddingTop, card.borderTopWidth].join(" "),
        heading: style(heading),
        description: style(description),
      };
    })
  );
}

async function openRota(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: texts.createPattern }).click();
  const dialog = page.getByRole("dialog", { name: texts.createPattern });
  await opened(dialog);
  await dialog.getByRole("button", { name: "4 on / 4 off, 12 h" }).click();
  await expect(dialog.getByLabel("Week 8 Sunday")).toHaveValue("0");
  return dialog;
}

async function shadedDays(dialog: Locator, week: number) {
  const days: boolean[] = [];
  for (const day of WEEK) {
    const input = dialog.getByLabel(`Week ${week} ${day}`);
    days.push(
      await input.evaluate((element) => {
        const cell = element.closest("td")!;
        const shaded = getComputedStyle(cell).backgroundColor !== "rgba(0, 0, 0, 0)";
        const bold = Number(getComputedStyle(element).fontWeight) >= 600;
        if (shaded !== bold) throw new Error("a working day is shaded and bold, or neither");
        return shaded;
      }),
    );
  }
  return days;
}

/** Every day's input lies within the dialog's sides and is wide enough for "12.25". */
async function expectInputsFit(dialog: Locator) {
  const dialogBox = (await dialog.boundingBox())!;
  const boxes = await dialog.locator("input[aria-label^='Week ']").evaluateAll((inputs) =>
    inputs.map((input) => {
      const { x, width } = input.getBoundingClientRect();
      return { label: input.getAttribute("aria-label"), x, width };
    })
  );
  expect(boxes).toHaveLength(56);
  for (const box of boxes) {
    expect(box.x, box.label!).toBeGreaterThanOrEqual(dialogBox.x);
    expect(box.x + box.width, box.label!).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(box.width, box.label!).toBeGreaterThanOrEqual(48);
  }
  const scrolls = await dialog.locator(".\\@container").evaluate((frame) =>
    frame.scrollWidth > frame.clientWidth
  );
  expect(scrolls, "the grid scrolls sideways").toBe(false);
}

test("Settings' sections are one card, and the pattern grid is shaded and usable at 1280, 768 and 375 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/settings");
  await expect(page.getByRole("navigation", { name: "Settings sections" }).getByRole("link"))
    .toHaveCount(12);
  await expect(page.getByRole("heading", { level: 2, name: "Health data" })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);

  for (const width of [1280, 768, 375]) {
    await atWidth(page, width);
    // The twelve sections and the landing page, each read and drawn alike.
    const styles = await sectionStyles(page);
    expect(styles).toHaveLength(13);
    for (const style of styles) expect(style).toEqual({ ...styles[0] });
    expect(styles[0].isCard).toBe(true);
    expect(styles[0].description).not.toBeNull();

    // A rota: its working days shaded and bold, its days off neither; every day's input within
    // the dialog, never cut off at its sides: no sideways scrolling on a phone.
    const dialog = await openRota(page);
    expect(await shadedDays(dialog, 1)).toEqual(ROTA_WEEK_1);
    expect(await shadedDays(dialog, 2)).toEqual(ROTA_WEEK_2);
    await expectFitsAndReads(page, `/settings: a rota's grid at ${width} px`);
    await expectInputsFit(dialog);
    if (width !== 375) {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      continue;
    }

    // On the phone, every day of the eight weeks is reached by Tab in order, in view.
    await dialog.getByLabel("Week 1 Monday").focus();
    for (let week = 1; week <= 8; week++) {
      for (const day of WEEK) {
        const input = dialog.getByLabel(`Week ${week} ${day}`);
        await expect(input).toBeFocused();
        await expect(input).toBeInViewport({ ratio: 1 });
        if (week < 8 || day !== "Sunday") await page.keyboard.press("Tab");
      }
    }

    // Typed hours shade their day at once, a 0 clears it.
    await dialog.getByLabel("Week 1 Saturday").fill("4.5");
    await dialog.getByLabel("Week 1 Monday").fill("0");
    expect(await shadedDays(dialog, 1)).toEqual([false, true, true, true, false, true, false]);
    await dialog.getByLabel("Week 1 Monday").fill("25");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText("Week 1 Monday must be 0 to 24 hours in quarter hours"))
      .toBeInViewport();
    await screenshot(page, "settings-pattern-grid", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});
