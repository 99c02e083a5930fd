// Issue 15 (smaller item): a list whose load fails says so at once, with a Retry button that
// loads it again, instead of seconds of 'Loading...' and then no way out. The fault is injected
// into one call of the employee's list; everything else runs on the real server.
import { expect, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

// A seeded employee with requests, whom this journey only reads.
const EMPLOYEE = "employee@example.com";
const OWN_REQUESTS = "**/functions/v1/api/user/holiday-requests*";

test("a failed list shows its error at once and Retry loads it; a dropped call is retried by itself", async ({ page }) => {
  // The home page's balance reads the same list: its call is over before a fault is injected,
  // so the one fault meets the list page's call, not a late one of the page before.
  const homeRead = page.waitForResponse((response) =>
    response.url().includes("/functions/v1/api/user/holiday-requests")
  );
  await signIn(page, EMPLOYEE);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await homeRead;
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  const failure = page.getByRole("alert").filter({
    hasText: messages.failedToFetchHolidayRequests,
  });

  // The server answers with an error: no hidden retries, the error and Retry at once.
  let failed = 0;
  await page.route(OWN_REQUESTS, (route) => {
    failed++;
    return route.fulfill({ status: 500, json: { error: "Database unavailable" } });
  }, { times: 1 });
  await page.goto("/list-holidays-request");
  await expect(failure).toBeVisible();
  await expect(page.getByText(messages.loading)).toHaveCount(0);
  await expect(rows).toHaveCount(0);
  expect(failed).toBe(1);

  const retry = failure.getByRole("button", { name: "Retry" });
  await retry.focus();
  await page.keyboard.press("Enter");
  await expect(rows.first()).toBeVisible();
  await expect(failure).toHaveCount(0);

  // A call that never got an answer (the network) is tried again by itself.
  let dropped = 0;
  await page.route(OWN_REQUESTS, (route) => {
    dropped++;
    return route.abort("connectionreset");
  }, { times: 1 });
  await page.goto("/list-holidays-request");
  await expect(rows.first()).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(dropped).toBe(1);
});
