// axe-core on every screen of every role at a phone's and a desktop's width, and on the open
// states a user meets (dialogs, the user picker, the narrow menu, an error toast, the planning
// calendar's views): no critical and no serious violation of WCAG 2.1 A/AA.
import { expect, type Page, test } from "./fixtures.ts";

import { appRoutes } from "../web/src/config/paths.ts";
import type { AppRole } from "../shared/roles.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, signIn } from "./admin-support.ts";
import { describeFindings, type Finding, seriousFindings } from "./axe.ts";
import { atWidth } from "./layout.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const WIDTHS = [375, 1280] as const;
const ACCOUNTS: Record<AppRole, string> = {
  employee: "employee@example.com",
  sickness_user: "sickness@example.com",
  global_admin: ADMIN,
};

/** A screen has settled: its heading is shown, no list is still loading, a calendar is drawn. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  if (new URL(page.url()).pathname === "/planning") {
    await expect(page.locator(".fc-view")).toBeVisible();
  }
}

/** Signs in and waits for the home screen. */
async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  await settled(page);
}

/** Fails with every finding listed, so one run shows the whole picture. */
function expectNone(findings: Finding[]) {
  const report = describeFindings(findings);
  expect(report, report.join("\n")).toEqual([]);
}

/** Each screen is loaded once and scanned at the desktop's width, then at the phone's. */
const WIDEST_FIRST = [...WIDTHS].reverse();

test(`the public screens at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
  const findings: Finding[] = [];
  for (const path of ["/login", "/reset_password", "/reset_password/not-a-real-token"]) {
    await page.goto(path);
    for (const width of WIDEST_FIRST) {
      await atWidth(page, width);
      await expect(page.getByRole("button").first()).toBeVisible();
      findings.push(...await seriousFindings(page, `${path} at ${width} px`));
    }
  }
  // A refusal's toast over the login form.
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.locator("[data-sonner-toast]")).toBeVisible();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    findings.push(...await seriousFindings(page, `/login with an error toast at ${width} px`));
  }
  expectNone(findings);
});

for (const role of Object.keys(ACCOUNTS) as AppRole[]) {
  test(`every screen of the ${role} at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
    test.setTimeout(150_000); // a dozen screens, each scanned twice
    await atWidth(page, WIDEST_FIRST[0]);
    await signInAs(page, ACCOUNTS[role]);
    const findings: Finding[] = [];
    for (const route of appRoutes.filter((r) => r.roles.includes(role))) {
      await page.goto(route.path);
      for (const width of WIDEST_FIRST) {
        await atWidth(page, width);
        await settled(page);
        findings.push(...await seriousFindings(page, `${route.path} at ${width} px`));
      }
      await atWidth(page, WIDEST_FIRST[0]);
    }
    await atWidth(page, WIDTHS[0]);
    await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    findings.push(...await seriousFindings(page, `the narrow menu at ${WIDTHS[0]} px`));
    expectNone(findings);
  });
}

for (const width of WIDTHS) {
  test(`the administrator's open states at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000); // five dialogs, four calendar views and a toast, each scanned
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, ADMIN);
    const findings: Finding[] = [];

    /**
     * Opens a dialog with a button on a screen (after `before`, where the screen needs a step
     * first), checks it, and closes it with Escape.
     */
    async function dialog(
      path: string,
      button: string,
      { before, then }: { before?: () => Promise<void>; then?: () => Promise<void> } = {},
    ) {
      await page.goto(path);
      await settled(page);
      if (before) await before();
      await page.getByRole("button", { name: button }).first().click();
      await expect(page.getByRole("dialog").or(page.getByRole("alertdialog"))).toBeVisible();
      findings.push(...await seriousFindings(page, `${path}: ${button}`));
      if (then) await then();
      await page.keyboard.press("Escape");
    }

    await dialog("/users", "Create User");
    // Every starter, whatever year today is: this year's filter may show no one to delete.
    await dialog("/users", "Delete", {
      before: () => page.getByRole("button", { name: "All years" }).click(),
    });
    await dialog("/departments", "Create Department");
    await dialog("/sickness-logs", "Create Log", {
      then: async () => {
        const user = page.getByRole("dialog").getByLabel("User");
        await user.click();
        await expect(page.getByRole("listbox")).toBeVisible();
        findings.push(
          ...await seriousFindings(page, "/sickness-logs: Create Log with the user list open"),
        );
      },
    });
    await dialog("/appointment-logs", "Create Appointment");

    await page.goto("/planning");
    await settled(page);
    for (const view of ["Year", "Week", "Month"]) {
      await page.getByRole("button", { name: view, exact: true }).click();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      findings.push(...await seriousFindings(page, `/planning ${view} view`));
    }
    await page.getByRole("button", { name: "View List" }).click();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    findings.push(...await seriousFindings(page, "/planning list"));

    // A refusal's toast: a department that exists already.
    await page.goto("/departments");
    await settled(page);
    await page.getByRole("button", { name: "Create Department" }).click();
    await page.getByRole("dialog").getByLabel(/name/i).fill("Production");
    await page.getByRole("dialog").getByRole("button", { name: /create|save/i }).last().click();
    await expect(page.locator("[data-sonner-toast]")).toBeVisible();
    findings.push(...await seriousFindings(page, "/departments with an error toast"));
    expectNone(findings);
  });

  test(`the employee's open states at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, ACCOUNTS.employee);
    const findings: Finding[] = [];
    // The request form with its preview of hours.
    await page.getByLabel("Start Date").fill("03/02/2031");
    await page.getByLabel("End Date").fill("04/02/2031");
    await expect(page.getByText(messages.requestTakesHours(20))).toBeVisible();
    findings.push(...await seriousFindings(page, "/holidays-request with a preview"));
    expectNone(findings);
  });
}
