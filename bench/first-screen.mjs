// The first screen of each page in headless Chromium, with the CPU at its own speed and slowed
// 4× (CDP's Emulation.setCPUThrottlingRate): a cold load (a new browser context: an empty cache,
// the session in localStorage as the login page leaves it) of /login, the employee's home,
// /planning and /overview, and the wallchart opened from /planning's Wallchart button.
//
// "First meaningful content" is the frame that paints the page's heading together with its
// first data, timed in the page (performance.now() in the first animation frame after both are
// in the document, so the driver's round trips do not count), from the navigation's start, or
// for the wallchart from the button's click:
//   /login            the "Login" heading and the password field (the page calls no API)
//   employee's home   "Request Holidays" and the balance sentence ("You have … vacation hours available.")
//   /planning         "Holiday Planning" and the month view's first event
//   /overview         "Overview" and its date line ("Today: …"), shown with the overview's data
//   wallchart         the grid's first person's row (every department, 2 weeks)
// Also, from the page's resource timings: the scripts fetched before the first API call, and
// when that call started.
// Prints {pages: {login: {x1, x4}, home, planning, overview, wallchart}} as JSON, each entry
// {runs: [ms...], median, scriptsBeforeApi, firstApiMs} (medians over the runs).
import { launchChromium, signedIn } from "./chromium.mjs";

const [baseUrl, employeeEmail, adminEmail, runsArg] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 3);
const browser = await launchChromium();

/**
 * Runs in the page before its scripts: watches the document until `ready` holds, then marks the
 * next animation frame (the one that paints it) in globalThis.__firstScreen.painted.
 */
function watchFirstScreen(kind) {
  const heading = (text) =>
    [...document.querySelectorAll("h1")].some((h) => h.textContent?.trim() === text);
  const READY = {
    login: () => heading("Login") && document.querySelector("input[type=password]"),
    home: () =>
      heading("Request Holidays") &&
      /You have .* vacation hours available\./.test(document.body.textContent ?? ""),
    planning: () => heading("Holiday Planning") && document.querySelector(".fc-event"),
    overview: () =>
      heading("Overview") &&
      [...document.querySelectorAll("[role=status]")].some((s) =>
        s.textContent?.startsWith("Today: ")
      ),
    wallchart: () => document.querySelector("table[role=grid] tbody th[scope=row]"),
  };
  const marks = (globalThis.__firstScreen = { from: 0 });
  const check = (observer) => {
    if (!READY[kind]()) return;
    observer?.disconnect();
    requestAnimationFrame(() => (marks.painted = performance.now()));
  };
  const start = () => {
    const observer = new MutationObserver(() => check(observer));
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check(observer);
  };
  if (kind === "wallchart") {
    // Started by the driver once /planning shows, from the button's click.
    globalThis.__watchWallchart = () => {
      delete marks.painted;
      document.addEventListener("click", () => {
        marks.from = performance.now();
        start();
      }, { capture: true, once: true });
    };
  } else start();
}

/** The scripts fetched after `from` and before the first API call, and when that call started. */
function resourceTimes(from) {
  const entries = performance.getEntriesByType("resource").filter((e) => e.startTime >= from);
  const api = entries.filter((e) => /\/(functions\/v1\/)?api\//.test(new URL(e.name).pathname));
  const firstApi = api.length ? Math.min(...api.map((e) => e.startTime)) : Infinity;
  const scripts = entries.filter((e) =>
    new URL(e.name).pathname.endsWith(".js") && e.startTime < firstApi
  );
  return {
    scriptsBeforeApi: scripts.length,
    firstApiMs: Number.isFinite(firstApi) ? firstApi - from : null,
  };
}

/** One cold load of a page at a CPU slow-down `rate`: its first meaningful content. */
async function coldLoad(kind, path, storageState, rate) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstScreen, kind);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(`${baseUrl}${path}`);
    if (kind === "wallchart") {
      await page.locator(".fc-event").first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => globalThis.__watchWallchart());
      await page.getByRole("button", { name: "Wallchart" }).click();
    }
    await page.waitForFunction(() => globalThis.__firstScreen.painted !== undefined, null, {
      timeout: 30_000,
    });
    const { from, painted } = await page.evaluate(() => globalThis.__firstScreen);
    return { ms: painted - from, ...(await page.evaluate(resourceTimes, from)) };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  const employee = await signedIn(browser, baseUrl, employeeEmail, /^\/holidays-request$/);
  const admin = await signedIn(browser, baseUrl, adminEmail, /^\/(users|overview)$/);
  const pages = {
    login: ["/login", undefined],
    home: ["/holidays-request", employee],
    planning: ["/planning", admin],
    overview: ["/overview", admin],
    wallchart: ["/planning", admin],
  };
  const result = {};
  for (const [kind, [path, state]] of Object.entries(pages)) {
    await coldLoad(kind, path, state, 1); // the server's and the browser's first time, not counted
    result[kind] = {};
    for (const rate of [1, 4]) {
      const loads = [];
      for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(kind, path, state, rate));
      result[kind][`x${rate}`] = {
        runs: loads.map((l) => Math.round(l.ms)),
        median: median(loads.map((l) => l.ms)),
        scriptsBeforeApi: median(loads.map((l) => l.scriptsBeforeApi)),
        firstApiMs: median(loads.map((l) => l.firstApiMs)),
      };
    }
  }
  console.log(JSON.stringify({ pages: result }));
} finally {
  await browser.close();
}
