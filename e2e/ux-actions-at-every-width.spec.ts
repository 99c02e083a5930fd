// Every row action can be reached at every width from 320 px up (issue 15): the employee's
// Request Cancellation, Manage Users' Edit and Delete, the archive's Cancel, the appointment
// and sickness logs' Edit and Delete, the pending requests' reason, Approve and Deny, the
// cancellation requests' Approve and Reject and the departments' Save and Delete show inside
// the window as soon as their row does, without the page or the list being scrolled sideways,
// and take the click.
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";

import { formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, book, freeWeek, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const WIDTHS = [320, 375, 768, 769, 1024, 1280, 1440];
const HEIGHT = 900;
const PASSWORD = "a-long-password";
/** Long before any seeded appointment, so the journey's own is first on the first page. */
const APPOINTMENT_DAY = "2020-03-09";

type Fixture = { email: string; lastName: string; name: string; monday: string };
let fixture: Promise<Fixture> | undefined;

/**
 * An employee of the journey's own (started 2025-01-01) with one approved week and one
 * appointment, created once per run through the API.
 */
function journeyData(request: APIRequestContext): Promise<Fixture> {
  fixture ??= (async () => {
    const admin = bearer(await apiToken(request, ADMIN));
    // A worker restarted after a failure builds its own: names unique to this one.
    const stamp = Date.now().toString(36);
    const email = `wren.${stamp}@example.com`;
    const lastName = `Sweep${stamp}`;
    const created = await request.post("/api/admin/users", {
      headers: admin,
      data: { firstName: "Wren", lastName, email, password: PASSWORD },
    });
    expect(created.status()).toBe(201);
    const user = (await created.json()) as { id: string };

    const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
    const token = (await login.json()).token as string;
    const { monday, thursday } = await freeWeek(request, token, 3);
    const id = await book(request, token, { startDate: monday, endDate: thursday });
    const approved = await request.post(`/api/admin/holiday-requests/${id}/approve`, {
      headers: admin,
    });
    expect(approved.ok()).toBe(true);

    const appointment = await request.post("/api/appointment-logs", {
      headers: admin,
      data: {
        user_id: user.id,
        event_from_date: APPOINTMENT_DAY,
        event_to_date: APPOINTMENT_DAY,
        start_time: "09:00",
        end_time: "10:00",
        reason: "Width sweep",
      },
    });
    expect(appointment.status()).toBe(201);
    return { email, lastName, name: `Wren ${lastName}`, monday };
  })();
  return fixture;
}

type ListFixture = { lastName: string; name: string; department: string };
let listFixture: Promise<ListFixture> | undefined;

/**
 * Another employee of the journey's own, for the administrator's other lists: a pending
 * request, an approved one whose cancellation is asked for, a sickness log; and a department.
 */
function listData(request: APIRequestContext): Promise<ListFixture> {
  listFixture ??= (async () => {
    const admin = bearer(await apiToken(request, ADMIN));
    const stamp = Date.now().toString(36);
    const email = `robin.${stamp}@example.com`;
    const lastName = `Lists${stamp}`;
    const created = await request.post("/api/admin/users", {
      headers: admin,
      data: { firstName: "Robin", lastName, email, password: PASSWORD },
    });
    expect(created.status()).toBe(201);
    const user = (await created.json()) as { id: string };
    const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
    const token = (await login.json()).token as string;

    // A pending request, and an approved one whose cancellation is asked for.
    const later = await freeWeek(request, token, 6);
    await book(request, token, { startDate: later.monday, endDate: later.thursday });
    const third = await freeWeek(request, token, 9);
    const asking = await book(request, token, { startDate: third.monday, endDate: third.thursday });
    expect(
      (await request.post(`/api/admin/holiday-requests/${asking}/approve`, { headers: admin }))
        .ok(),
    ).toBe(true);
    const cancellation = await request.post(
      `/api/holiday-requests/${asking}/request-cancellation`,
      { headers: bearer(token) },
    );
    expect(cancellation.ok()).toBe(true);

    const sickness = await request.post("/api/sickness-logs", {
      headers: admin,
      data: {
        user_id: user.id,
        sick_from_date: APPOINTMENT_DAY,
        sick_to_date: APPOINTMENT_DAY,
        reason: "Width sweep",
      },
    });
    expect(sickness.status()).toBe(201);

    const department = `Sweep ${stamp}`;
    const createdDepartment = await request.post("/api/departments", {
      headers: admin,
      data: { name: department },
    });
    expect(createdDepartment.status()).toBe(201);
    return { lastName, name: `Robin ${lastName}`, department };
  })();
  return listFixture;
}

/** The table row or the card (at 768 px or less) that holds `text`. */
function record(page: Page, text: string): Locator {
  return page.locator("tr, li").filter({ hasText: text });
}

/**
 * The button shows inside the window once the page is scrolled down to it (never sideways):
 * within the viewport's width, uncovered, on a page no wider than the window. Measured until it
 * holds, since a resize across 768/769 px swaps cards and table in the next render.
 */
async function expectInView(page: Page, button: Locator, what: string) {
  await expect(button, what).toBeVisible();
  const width = page.viewportSize()!.width;
  await expect.poll(() =>
    button.evaluate((element, width) => {
      const top = element.getBoundingClientRect().top;
      globalThis.scrollBy(0, top - globalThis.innerHeight / 2);
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        pageNoWiderThanWindow: document.documentElement.scrollWidth <= width,
        pageNotScrolledSideways: globalThis.scrollX === 0,
        leftEdgeInView: Math.round(rect.left) >= 0,
        rightEdgeInView: Math.round(rect.right) <= width,
        nothingCoversIt: hit !== null && element.contains(hit),
      };
    }, width), { message: what }).toEqual({
      pageNoWiderThanWindow: true,
      pageNotScrolledSideways: true,
      leftEdgeInView: true,
      rightEdgeInView: true,
      nothingCoversIt: true,
    });
}

/** The page is no wider than the window: whatever is wider scrolls inside its own box. */
async function expectNoSidewaysPage(page: Page, what: string) {
  // Measured until it holds: a resize across 768/769 px swaps table and cards in the next render.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
    message: `${what}: the page is no wider than the window`,
  }).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Clicks a button whose browser confirm is then dismissed; the confirm's text. */
async function clickAndDismiss(page: Page, button: Locator): Promise<string> {
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await button.click();
  await expect.poll(() => asked.length).toBe(1);
  return asked[0];
}

async function sweep(page: Page, check: (label: string) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await check(`${width} px`);
  }
}

test.describe.configure({ timeout: 120_000 });

test("the employee reaches Request Cancellation at every width", async ({ page, request }) => {
  const { email, monday } = await journeyData(request);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/holidays-request$/);
  await page.goto("/list-holidays-request");

  await sweep(page, async (at) => {
    const button = record(page, formatDate(monday))
      .getByRole("button", { name: messages.requestCancellation });
    await expectInView(page, button, `Request Cancellation at ${at}`);
    expect(await clickAndDismiss(page, button)).toBe(messages.confirmRequestCancellation);
  });
});

test("the admin reaches Edit, its Save and Cancel, and Delete on Manage Users at every width", async ({ page, request }) => {
  const { email, name } = await journeyData(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("spinbutton", { name: "Year" }).fill("2025");
  await page.getByPlaceholder(messages.usersSearchPlaceholder).fill(email);
  await expect(record(page, email)).toHaveCount(1);

  await sweep(page, async (at) => {
    const edit = page.getByRole("button", { name: `Edit ${name}` });
    await expectInView(page, edit, `Edit at ${at}`);
    await edit.click();
    const cancel = page.getByRole("button", { name: "Cancel", exact: true });
    await expectInView(page, page.getByRole("button", { name: "Save" }), `Save at ${at}`);
    await expectInView(page, cancel, `Cancel of the edit at ${at}`);
    await cancel.click();

    const remove = page.getByRole("button", { name: `Delete ${name}` });
    await expectInView(page, remove, `Delete at ${at}`);
    await remove.click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
  });
});

test("the admin reaches Cancel in the archive of holiday requests at every width", async ({ page, request }) => {
  const { lastName, name } = await journeyData(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/allUsersListHolidays");
  // The first page as it comes, with the seed's every status ('Cancellation Requested' is the
  // widest badge), fits every width.
  await expect(page.getByRole("button", { name: /^Cancel / }).first()).toBeVisible();
  await sweep(page, (at) => expectNoSidewaysPage(page, `The archive at ${at}`));

  await page.getByPlaceholder(messages.archiveSearchPlaceholder).fill(lastName);
  await expect(page.getByText(messages.pageOf(1, 1))).toBeVisible();
  await expect(record(page, lastName)).toHaveCount(1);

  await sweep(page, async (at) => {
    const button = page.getByRole("button", { name: `Cancel ${name}` });
    await expectInView(page, button, `Cancel at ${at}`);
    expect(await clickAndDismiss(page, button)).toBe(messages.confirmCancelHoliday);
  });
});

test("the admin reaches Edit and Delete of an appointment log at every width", async ({ page, request }) => {
  const { name } = await journeyData(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/appointment-logs");

  await sweep(page, async (at) => {
    const row = record(page, name);
    const edit = row.getByRole("button", { name: "Edit" });
    await expectInView(page, edit, `Edit at ${at}`);
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit Appointment Log" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    const remove = row.getByRole("button", { name: "Delete" });
    await expectInView(page, remove, `Delete at ${at}`);
    expect(await clickAndDismiss(page, remove)).toBe(messages.confirmDeleteAppointment);
  });
});

/** The button is in view (see expectInView) and would take a click: nothing in its way. */
async function expectClickable(page: Page, button: Locator, what: string) {
  await expectInView(page, button, what);
  await button.click({ trial: true });
}

test("the admin reaches a pending request's reason, Approve and Deny at every width", async ({ page, request }) => {
  const { name } = await listData(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/admin-approval");

  await sweep(page, async (at) => {
    await expectClickable(page, page.getByLabel(`Reason for Denial: ${name}`), `Reason at ${at}`);
    await expectClickable(
      page,
      page.getByRole("button", { name: `Approve ${name}` }),
      `Approve at ${at}`,
    );
    await expectClickable(
      page,
      page.getByRole("button", { name: `Deny ${name}` }),
      `Deny at ${at}`,
    );
  });
});

test("the admin reaches a cancellation request's Approve and Reject at every width", async ({ page, request }) => {
  const { name } = await listData(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/cancel-requests");

  await sweep(page, async (at) => {
    await expectClickable(
      page,
      page.getByRole("button", { name: `Approve ${name}` }),
      `Approve at ${at}`,
    );
    await expectClickable(
      page,
      page.getByRole("button", { name: `Reject ${name}` }),
      `Reject at ${at}`,
    );
  });
});

test("the admin reaches Edit and Delete of a sickness log at every width", async ({ page, request }) => {
  const { name, lastName } = await listData(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/sickness-logs");
  await page.getByPlaceholder(messages.sicknessSearchPlaceholder).fill(lastName);
  await expect(record(page, lastName)).toHaveCount(1);

  await sweep(page, async (at) => {
    const row = record(page, name);
    await expectClickable(page, row.getByRole("button", { name: "Edit" }), `Edit at ${at}`);
    await expectClickable(page, row.getByRole("button", { name: "Delete" }), `Delete at ${at}`);
  });
});

test("the admin reaches a department's name, Save and Delete at every width", async ({ page, request }) => {
  const { department } = await listData(request);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/departments");

  await sweep(page, async (at) => {
    const field = page.getByRole("textbox", { name: `Name of ${department}` });
    await expectClickable(page, field, `Name at ${at}`);
    await field.fill(`${department}!`);
    await expectClickable(
      page,
      page.getByRole("button", { name: `Save ${department}` }),
      `Save at ${at}`,
    );
    await field.fill(department);
    await expectClickable(
      page,
      page.getByRole("button", { name: `Delete ${department}` }),
      `Delete at ${at}`,
    );
  });
});
