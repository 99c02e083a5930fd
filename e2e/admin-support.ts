// Helpers of the administrator's journeys: sign-in, API tokens and free dates to book.
import { type APIRequestContext, expect, type Page } from "./fixtures.ts";

import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { clockFrom } from "../shared/clock.ts";
import { addDays, dayOfWeek, isInChristmasWindow, todayInLondon } from "../shared/dates.ts";

export const ADMIN = "admin@example.com";
const clock = clockFrom(process.env.LEAVE_TODAY);

/** Today on the product's clock, as the server and the test build read it (LEAVE_TODAY). */
export const today = () => todayInLondon(clock());
const BANK_HOLIDAYS = bankHolidaySet();

let signIns = 0;

/**
 * Signs in as `email` and opens /login, which sends a signed-in user to their home screen. The
 * sign-in is the API's (POST /api/login, as the login form sends it), and the session it answers
 * is stored where the app keeps it before the page's first script runs, once for this call: the
 * login form's own journeys type into it, the others start signed in without paying two page
 * loads for it. A refused sign-in goes through the form, where the journey reads the refusal.
 */
export async function signIn(page: Page, email: string, password = "password") {
  const response = await page.request.post("/api/login", { data: { email, password } });
  if (!response.ok()) {
    // Refused: the journey wants to see the refusal, which the form shows.
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    return;
  }
  const { token, user } = await response.json();
  const once = `e2e-signed-in-${++signIns}`;
  await page.addInitScript(({ once, token, user }) => {
    if (sessionStorage.getItem(once)) return;
    sessionStorage.setItem(once, "1");
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, { once, token, user });
  await page.goto("/login");
}

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/login", { data: { email, password: "password" } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type OwnRequest = { start_date: string; end_date: string; status: string };

/**
 * The first Monday, `weeksAhead` weeks or more from today, whose Monday-Thursday has no bank
 * holiday, stays out of 24-31 December and touches none of the user's requests (of any status,
 * so a row found by its dates is the journey's own): 40 h whatever the date.
 */
export async function freeWeek(request: APIRequestContext, token: string, weeksAhead: number) {
  const response = await request.get("/api/user/holiday-requests", { headers: bearer(token) });
  const taken = (await response.json()) as OwnRequest[];
  let monday = addDays(today(), 7 * weeksAhead);
  while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
  for (;; monday = addDays(monday, 7)) {
    const thursday = addDays(monday, 3);
    const days = [0, 1, 2, 3].map((n) => addDays(monday, n));
    const isFree = days.every((day) => !BANK_HOLIDAYS.has(day) && !isInChristmasWindow(day)) &&
      taken.every((r) => r.end_date < monday || r.start_date > thursday);
    if (isFree) return { monday, thursday };
  }
}

/** Today or the next Monday-to-Thursday working day: within the planning views' first weeks. */
export function nextWorkingDay(): string {
  let day = today();
  while (
    dayOfWeek(day) === 0 || dayOfWeek(day) > 4 || BANK_HOLIDAYS.has(day) ||
    isInChristmasWindow(day)
  ) day = addDays(day, 1);
  return day;
}

/** The employee's own request, booked through the API; its id. */
export async function book(
  request: APIRequestContext,
  token: string,
  range: { startDate: string; endDate: string },
): Promise<number> {
  const created = await request.post("/api/vacation-request", {
    headers: bearer(token),
    data: { ...range, startDayType: "full", endDayType: "full" },
  });
  // A refusal names its rule in the failure, not only its status.
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}

/**
 * Whether the journeys save the screenshots they take (E2E_SCREENSHOTS=1): for a person to look
 * at, never asserted, so a test run skips them (a failure keeps its own, and the trace).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/**
 * Saves the page under e2e/screenshots/<name>-<width>.png: the whole page when wide, the
 * phone's screen when narrow (a long list of cards is unreadable whole). `fullPage: false`
 * for a screen in the middle of an edit: a whole-page shot resizes the viewport for a moment,
 * which re-renders the layout and would drop an open dialog's state.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({
    path: `e2e/screenshots/${name}-${width}.png`,
    fullPage: options.fullPage ?? width > 768,
  });
}
