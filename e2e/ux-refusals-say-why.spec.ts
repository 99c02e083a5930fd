// A refused form says why, beside the spec's failure message (issue 15): the admin's Add
// Holiday Request names the missing field and the employee whose holiday overlaps; a reset
// link that is unknown or already used says so.
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";

import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, freeWeek, SCREENSHOTS, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const PASSWORD = "a-long-password";

/** A new employee of this journey's own, signed in through the API: their id, email, token. */
async function newEmployee(request: APIRequestContext, firstName: string) {
  const admin = bearer(await apiToken(request, ADMIN));
  const stamp = Date.now().toString(36);
  const email = `${firstName.toLowerCase()}.${stamp}@example.com`;
  const lastName = `Refused${stamp}`;
  const created = await request.post("/api/admin/users", {
    headers: admin,
    data: { firstName, lastName, email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
  const { id } = (await created.json()) as { id: string };
  const token = (await login.json()).token as string;
  return { id, email, lastName, name: `${firstName} ${lastName}`, admin, token };
}

async function submitReset(page: Page, token: string) {
  await page.goto(`/reset_password/${token}`);
  await page.getByLabel("New Password").fill("yet-another-password");
  await page.getByLabel("Confirm Password").fill("yet-another-password");
  await page.getByRole("button", { name: messages.resetPassword }).click();
}

test("the admin's Add Holiday Request says which field is missing and whose holiday overlaps", async ({ page, request }) => {
  const employee = await newEmployee(request, "Kit");
  const { monday, thursday } = await freeWeek(request, employee.token, 4);
  const booked = await request.post("/api/admin/add-holiday", {
    headers: employee.admin,
    data: { selectedUser: employee.id, startDate: monday, endDate: thursday },
  });
  expect(booked.status()).toBe(201);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/add-holidays");
  await page.getByLabel("Start Date").fill(monday);
  await page.getByLabel("End Date").fill(thursday);

  // No user chosen: the form says so beside the field, by its label, and sends nothing.
  let posted = false;
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/api/admin/add-holiday")) posted = true;
  });
  await page.getByRole("button", { name: messages.addHolidayRequest }).click();
  const picker = page.getByRole("combobox", { name: "User" });
  const besideUser = page.locator("[data-slot=form-message]", { hasText: "User is required" });
  await expect(besideUser).toBeVisible();
  await expect(picker).toBeFocused();
  expect(posted).toBe(false);
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/add-holidays-no-user-1280.png" });

  // The same week for the employee who already has it: the clash is said of them.
  await picker.fill(employee.lastName);
  await page.getByRole("option", { name: new RegExp(employee.name) }).click();
  await expect(besideUser).toHaveCount(0);
  await page.getByRole("button", { name: messages.addHolidayRequest }).click();
  await expect(page.locator("[data-description]", { hasText: "overlapping" }))
    .toHaveText(messages.userHasOverlap(employee.name));
  await expect(page.getByText(messages.overlap)).toHaveCount(0);
  if (SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/add-holidays-overlap-1280.png" });
});

test("a reset link that is unknown or already used says so beside 'Failed to reset password'", async ({ page, request }) => {
  await submitReset(page, "not-a-real-token");
  const failure = page.locator("[data-sonner-toast]").filter({
    hasText: messages.failedToResetPassword,
  });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("This password reset link is not valid");
  await expect(failure).toContainText("Please request a new one.");

  // A real link, used once through the API, then opened again.
  const employee = await newEmployee(request, "Lou");
  await request.post("/api/request-reset-password", { data: { email: employee.email } });
  let token = "";
  await expect(async () => {
    const mails = (await (await request.get("/dev/mailbox")).json()) as {
      to: string;
      text: string;
    }[];
    token = mails.find((mail) => mail.to === employee.email)?.text
      .match(/\/reset_password\/([^\s"'<>]+)/)?.[1] ?? "";
    expect(token).not.toBe("");
  }).toPass({ timeout: 10_000 });
  const used = await request.post(`/api/reset-password/${token}`, {
    data: { password: "a-first-new-password" },
  });
  expect(used.ok()).toBe(true);

  await page.reload(); // the first toast goes
  await submitReset(page, token);
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("This password reset link has already been used");
  await expect(page).toHaveURL(new RegExp(`/reset_password/${token}$`));
  if (SCREENSHOTS) {
    await page.screenshot({ path: "e2e/screenshots/reset-password-used-link-1280.png" });
  }
});
