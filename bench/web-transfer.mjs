// Loads /login, the employee's home and /planning cold (a new browser context each, so an
// empty cache) in headless Chromium and sums the JavaScript each one receives: the bytes on
// the wire (the encoded body, as the server compressed it) and once decoded.
// Prints {login, home, planning} as JSON, each {wire, decoded, encodings}.
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";

const [baseUrl, employeeEmail, adminEmail] = process.argv.slice(2);
const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) =>
  p && existsSync(p)
);
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});

/** The session a user gets by signing in through the login page, for a cold context. */
async function signedIn(email, home) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
  await page.waitForURL((url) => url.pathname === home);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The JS a cold load of `path` receives, once the page shows `ready` and the network is idle. */
async function jsReceived(path, ready, storageState) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const scripts = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await ready(page).waitFor({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  let wire = 0;
  let decoded = 0;
  const encodings = new Set();
  for (const response of scripts) {
    wire += (await response.request().sizes()).responseBodySize;
    decoded += (await response.body()).length;
    encodings.add((await response.headerValue("content-encoding")) ?? "identity");
  }
  await context.close();
  return { wire, decoded, encodings: [...encodings] };
}

try {
  const login = await jsReceived("/login", (page) => page.getByLabel("Password"));
  const employee = await signedIn(employeeEmail, "/holidays-request");
  const home = await jsReceived(
    "/holidays-request",
    (page) => page.getByRole("heading", { level: 1 }),
    employee,
  );
  const admin = await signedIn(adminEmail, "/users");
  const planning = await jsReceived(
    "/planning",
    (page) => page.locator(".fc-event").first(),
    admin,
  );
  console.log(JSON.stringify({ login, home, planning }));
} finally {
  await browser.close();
}
