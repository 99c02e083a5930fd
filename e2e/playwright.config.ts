// Browser journeys in Chromium against the real product: the local server on a fresh
// embedded database with the demo seed, serving a test build of the web app.
import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

import { FIRST_PORT, serverUrl, WORKERS } from "./servers.ts";

/** Debian's chromium, CHROMIUM_PATH, or a browser Playwright installed; else say how to get one. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  try {
    // A browser installed by `npx playwright install chromium`, where that is possible.
    const { chromium } = require("@playwright/test");
    if (existsSync(chromium.executablePath())) return undefined;
  } catch { /* fall through */ }
  throw new Error(
    "No Chromium found for the browser tests. Install one: `apt-get install -y chromium` " +
      "(Debian), or set CHROMIUM_PATH to a Chromium binary.",
  );
}

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results",
  // Files run one after another on each worker; each worker has its own server and database
  // (fixtures.ts), so the journeys of two workers never share data.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: serverUrl(0),
    // A step that cannot happen fails at that step, named, instead of using up the journey's
    // whole time and leaving only its timeout to report.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A trace is E2E_TRACE=1's: recording one for every journey (its screencast above all)
    // was a third of the step's time, and CI keeps no file of a failed run.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    // The screenshots a journey takes for people to look at are E2E_SCREENSHOTS=1's alone
    // (admin-support.ts); a failure keeps its own.
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const port = FIRST_PORT + index;
    return {
      // A fresh database per server, named by port so parallel runs do not share one.
      command: `rm -rf .data-e2e-${port} && DATA_DIR=.data-e2e-${port} PORT=${port} ` +
        `WEB_DIST=${process.env.E2E_WEB_DIST ?? "web/dist-e2e"} ` +
        `npx deno run -A supabase/local/serve.ts`,
      cwd: "..",
      url: `${serverUrl(index)}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    };
  }),
});
