// Signs in through the real login page in headless Chromium, then times the navigation to
// /planning until the month view shows its first event, and the Wallchart view (every
// department, 2 weeks) from its button's click until the frame that paints its first person.
// Prints {ms, events, wallchartMs, people} as JSON.
import { launchChromium, signIn } from "./chromium.mjs";

const [baseUrl, email] = process.argv.slice(2);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, baseUrl, email, /\/users$/);
  const started = Date.now();
  await page.goto(`${baseUrl}/planning`);
  await page.locator(".fc-event").first().waitFor({ timeout: 20_000 });
  const ms = Date.now() - started;
  const events = await page.locator(".fc-event").count();
  // Timed in the page, from the button's click to the frame that paints the first person's row
  // (the first animation frame after it is in the document), so the driver's own round trips
  // are not counted.
  await page.evaluate(() => {
    const marks = (globalThis.__wallchart = {});
    document.addEventListener("click", () => (marks.clicked = performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver((_, observer) => {
      if (!document.querySelector("table[role=grid] tbody th[scope=row]")) return;
      observer.disconnect();
      requestAnimationFrame(() => (marks.painted = performance.now()));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("button", { name: "Wallchart" }).click();
  await page.getByRole("grid").getByRole("rowheader").first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => globalThis.__wallchart.painted !== undefined);
  const wallchartMs = await page.evaluate(() =>
    globalThis.__wallchart.painted - globalThis.__wallchart.clicked
  );
  const people = await page.getByRole("grid").locator("tbody th[scope=row]").count();
  console.log(JSON.stringify({ ms, events, wallchartMs, people }));
} finally {
  await browser.close();
}
