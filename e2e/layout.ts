// The journeys' one way to change the window's width and to wait for what is moving to come to
// rest.
import { expect, type Locator, type Page } from "@playwright/test";

/** The page at `width`, once the next frames have drawn its layout. */
export async function atWidth(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() =>
    new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
  );
}

/**
 * Waits for the animations of the page, or of one element, to end: a dialog's zoom, a toast's
 * slide. Endless ones (a spinner) are not waited for, one cancelled on the way counts as ended,
 * and none is waited for longer than `capMs`: the app's last under a second, and a paused one
 * (a toast under the pointer) would otherwise hold the journey until its timeout.
 */
export async function animationsEnded(scope: Page | Locator, capMs = 3_000) {
  // A page is waited for whole; an element for its own animations.
  const whole = "goto" in scope;
  const element = whole ? scope.locator(":root") : scope;
  await element.evaluate((el, { whole, capMs }) =>
    Promise.race([
      Promise.all(
        (whole ? document : el).getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((capped) => setTimeout(capped, capMs)),
    ]), { whole, capMs });
}

/** A dialog has finished opening: a scan during its zoom-in reads its faded colours. */
export async function opened(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await animationsEnded(dialog);
}

/** A #rrggbb colour as the browser reports it in computed styles: "#c4b5fd" → "rgb(196, 181, 253)". */
export function cssRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
