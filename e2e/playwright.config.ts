// Browser journeys in Chromium against the real product: the local server on a fresh
// embedded database with the demo seed, serving a test build of the web app.
import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 8300);

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A step that cannot happen fails at that step, named, instead of using up the journey's
    // whole time and leaving only its timeout to report.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
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
  webServer: {
    // A fresh database per run, named by port so parallel runs do not share one.
    command: `rm -rf .data-e2e-${PORT} && DATA_DIR=.data-e2e-${PORT} PORT=${PORT} ` +
      `WEB_DIST=${process.env.E2E_WEB_DIST ?? "web/dist-e2e"} ` +
      `npx deno run -A supabase/local/serve.ts`,
    cwd: "..",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
