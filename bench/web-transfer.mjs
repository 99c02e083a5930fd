// Loads /login, the employee's home and /planning cold (a new browser context each, so an
// empty cache) in headless Chromium and sums the JavaScript each one receives: the bytes on
// the wire (the encoded body, as the server compressed it) and once decoded.
// Prints {login, home, planning} as JSON, each {wire, decoded, encodings}.
import { launchChromium, signedIn } from "./chromium.mjs";

const [baseUrl, employeeEmail, adminEmail] = process.argv.slice(2);
const browser = await launchChromium();

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
  const employee = await signedIn(browser, baseUrl, employeeEmail, /^\/holidays-request$/);
  const home = await jsReceived(
    "/holidays-request",
    (page) => page.getByRole("heading", { level: 1 }),
    employee,
  );
  const admin = await signedIn(browser, baseUrl, adminEmail, /^\/users$/);
  const planning = await jsReceived(
    "/planning",
    (page) => page.locator(".fc-event").first(),
    admin,
  );
  console.log(JSON.stringify({ login, home, planning }));
} finally {
  await browser.close();
}
