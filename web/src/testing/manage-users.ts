// Manage Users as the tests of a user's dialogs open it: Ann Lee (and whoever else a test
// lists) with her policy, then her edit form's "Working pattern and allowance" dialog.
import { screen, within } from "@testing-library/react";
import { createElement } from "react";

import type { BalanceBreakdown, UserPolicy } from "@shared/schemas/policies.ts";

import type { AdminUser } from "@/features/users/api/get-admin-users";
import { ManageUsers } from "@/features/users/components/manage-users";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

export const ANN_ID = "00000000-0000-4000-8000-000000000101";
export const POLICY_PATH = `/admin/users/${ANN_ID}/policy`;

/** A user as GET /admin/users answers: Ann Lee of Production, 120 of 160 h left. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: ANN_ID,
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    role: "employee",
    department_id: 1,
    department: "Production",
    total_vacation_hours: 160,
    start_date: "2026-01-01",
    vacation_hours: 120,
    ...overrides,
  };
}

/** Ann's 2026 balance: 160 h allowance, 40 h used. */
export function buildBalance(overrides: Partial<BalanceBreakdown> = {}): BalanceBreakdown {
  return {
    year: 2026,
    configured: true,
    fullAllowance: 160,
    allowance: 160,
    proRata: false,
    carried: 0,
    carriedOverride: null,
    carryExpires: null,
    lapsed: 0,
    used: 40,
    pending: 0,
    remaining: 120,
    ...overrides,
  };
}

/** Ann's policy: no pattern, no end date, buildBalance(). */
export function buildPolicy(overrides: Partial<UserPolicy> = {}): UserPolicy {
  return { userId: ANN_ID, endDate: null, patterns: [], balance: buildBalance(), ...overrides };
}

/**
 * Manage Users (all the /users screen shows) as a global admin, the API answering Ann alone
 * with buildPolicy(), no patterns, no skills and the settings off, unless `answers` says
 * otherwise. `changes()`: the calls made that change something.
 */
export function openManageUsers(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/users": { body: [buildAdminUser()] },
    "GET /departments": { body: [{ id: 1, name: "Production" }] },
    [`GET ${POLICY_PATH}`]: { body: buildPolicy() },
    "GET /admin/working-patterns": { body: [] },
    "GET /admin/settings": {
      body: { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" },
    },
    "GET /admin/skills": { body: [] },
    [`GET /admin/users/${ANN_ID}/skills`]: { body: { skillIds: [] } },
    ...answers,
  });
  return {
    ...renderWithProviders(createElement(ManageUsers), { path: "/users" }),
    fetchMock,
    changes: () => apiChanges(fetchMock),
  };
}

/** Ann's edit form, then her "Working pattern and allowance" dialog, once it has loaded. */
export async function openAnnPolicy(user: ReturnType<typeof openManageUsers>["user"]) {
  const row = await screen.findByRole("row", { name: "Ann Lee" });
  await user.click(within(row).getByRole("button", { name: "Edit Ann Lee" }));
  await user.click(within(row).getByRole("button", { name: "Working pattern and allowance" }));
  const dialog = await screen.findByRole("dialog", { name: "Working pattern and allowance" });
  await within(dialog).findByRole("heading", { name: "Working pattern" });
  return dialog;
}
