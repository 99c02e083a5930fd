// Keyboard users keep their place (issue 15, item 5): a skip link first, focus where the next
// step is after booking, after each approval and after a dialog closes, and a focus ring that
// can be seen (3:1 against the page).
import { expect, type Locator, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, book, freeWeek, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Signs in and waits for the home screen. */
async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Presses Tab until `target` has the focus, at most `limit` times; how many it took. */
async function tabTo(page: Page, target: Locator, limit = 20): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${limit} Tabs did not reach ${target}`);
}

function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test("the first Tab offers a skip link that lands in the screen", async ({ page }) => {
  await signInAs(page, "employee@example.com");
  await page.goto("/list-holidays-request");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab is inside the screen, not the menu.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("the focus ring stands out 3:1 from the page", async ({ page }) => {
  await signInAs(page, "employee@example.com");
  await expect(page.getByLabel("Start Date")).toBeVisible();
  const submit = page.getByRole("button", { name: messages.submitRequest });
  await page.getByLabel("Start Date").focus();
  await page.keyboard.press("Shift+Tab");
  await tabTo(page, page.getByLabel("Start Date"));
  // Every colour of the focused field's box-shadow and of the page, as the screen draws them,
  // once the ring has faded in.
  const colours = () =>
    page.getByLabel("Start Date").evaluate((element) => {
      const canvas = document.createElement("canvas").getContext("2d", {
        willReadFrequently: true,
      })!;
      const rgba = (css: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = css;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
      };
      const shadows = getComputedStyle(element).boxShadow.split(/,(?![^(]*\))/);
      return {
        shadows: shadows.map((shadow) => shadow.trim().replace(/(\s+-?[\d.]+px)+$/, ""))
          .map(rgba),
        page: rgba(getComputedStyle(document.body).backgroundColor),
      };
    });
  // The ring is the opaque one (the field's own shadow is 5 % black).
  await expect.poll(async () => (await colours()).shadows.some((colour) => colour[3] === 255))
    .toBe(true);
  const { shadows, page: background } = await colours();
  const ring = shadows.find((colour) => colour[3] === 255)!;
  expect(contrast(ring.slice(0, 3), background.slice(0, 3))).toBeGreaterThanOrEqual(3);
  await expect(submit).toBeVisible();
});

test("after booking with the keyboard the focus is back on Start Date", async ({ page, request }) => {
  const email = "oliver.jones@example.com";
  const { monday, thursday } = await freeWeek(request, await apiToken(request, email), 5);
  await signInAs(page, email);
  const start = page.getByLabel("Start Date");
  await start.focus();
  await page.keyboard.type(monday);
  await tabTo(page, page.getByLabel("End Date"));
  await page.keyboard.type(thursday);
  const submit = page.getByRole("button", { name: messages.submitRequest });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(page.getByText(messages.holidayRequestSubmitted)).toBeVisible();
  await expect(start).toBeFocused();
});

test("approving three requests in a row keeps the focus on the next Approve", async ({ page, request }) => {
  const people = ["amelia.jones", "noah.jones", "lily.jones"];
  const names = ["Amelia Jones", "Noah Jones", "Lily Jones"].map((name) => `Approve ${name}`);
  for (const person of people) {
    const token = await apiToken(request, `${person}@example.com`);
    const { monday, thursday } = await freeWeek(request, token, 6);
    await book(request, token, { startDate: monday, endDate: thursday });
  }
  await signInAs(page, ADMIN);
  await page.goto("/admin-approval");
  const approves = page.getByRole("button", { name: /^Approve / });
  await expect(approves.first()).toBeVisible();
  const before = await approves.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute("aria-label") ?? "")
  );
  // The three are the newest: the last of this name is the journey's own.
  const first = before.lastIndexOf(names[0]);
  expect(before.slice(first, first + 3)).toEqual(names);

  const focusedApprove = () =>
    approves.evaluateAll((buttons) => {
      const at = buttons.indexOf(document.activeElement as HTMLElement);
      return { at, name: buttons[at]?.getAttribute("aria-label") ?? "" };
    });
  await approves.nth(first).focus();
  for (let at = 0; at < 3; at++) {
    await page.keyboard.press("Enter");
    await expect(approves).toHaveCount(before.length - at - 1);
    // The row that took its place; after the last row of the list, the one before it.
    const next = first + at + 1 < before.length
      ? { at: first, name: before[first + at + 1] }
      : { at: first - 1, name: before[first - 1] };
    await expect.poll(focusedApprove).toEqual(next);
  }
});

test("a dialog round trip returns the focus to where it started", async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto("/departments");
  const create = page.getByRole("button", { name: "Create Department" });
  await expect(create).toBeVisible();

  // Escape closes it onto its button.
  await create.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  // Creating one closes it onto its button too.
  const names = [`Keyboard A ${Date.now()}`, `Keyboard B ${Date.now()}`];
  for (const name of names) {
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: `Name of ${name}` })).toBeVisible();
    await expect(create).toBeFocused();
  }

  // Deleting one from its confirmation leaves the focus in the list, on the row now in its
  // place (or the one before it at the end), not on the page's body.
  const remove = page.getByRole("button", { name: `Delete ${names[0]}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(messages.departmentDeleted)).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect.poll(() =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.closest("li") ? active.getAttribute("aria-label") ?? "" : "not in the list";
    })
  ).toMatch(/^(Name of|Save|Delete) /);
});
