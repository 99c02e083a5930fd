// Cover journeys' setup: a department of the journey's own with its people, its rules, and
// their removal at the end, so that no other journey meets a rule.
import { type APIRequestContext, expect } from "./fixtures.ts";

import { ADMIN, apiToken, bearer } from "./admin-support.ts";

/** The password of the people a cover journey creates. */
export const PASSWORD = "a-long-password";

export type Person = { id: string; email: string; name: string; token: string };

/**
 * A department of this journey's own with `firstNames.length` employees in it (a unique name,
 * so that a rule on it meets nobody else), and the administrator's headers.
 */
export async function newTeam(request: APIRequestContext, label: string, firstNames: string[]) {
  const admin = bearer(await apiToken(request, ADMIN));
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const department = `${label} ${stamp}`;
  const createdDepartment = await request.post("/api/departments", {
    headers: admin,
    data: { name: department },
  });
  expect(createdDepartment.status()).toBe(201);
  const departmentId = (await createdDepartment.json()).id as number;

  const people: Person[] = [];
  for (const firstName of firstNames) {
    const lastName = `Cover${stamp}`;
    const email = `${firstName.toLowerCase()}.${stamp}@example.com`;
    const created = await request.post("/api/admin/users", {
      headers: admin,
      data: { firstName, lastName, email, password: PASSWORD, department_id: departmentId },
    });
    expect(created.status()).toBe(201);
    const login = await request.post("/api/login", { data: { email, password: PASSWORD } });
    expect(login.ok()).toBe(true);
    people.push({
      id: (await created.json()).id,
      email,
      name: `${firstName} ${lastName}`,
      token: (await login.json()).token,
    });
  }
  return { admin, stamp, department, departmentId, people };
}

/** A cover rule on the department: its id. */
export async function addRule(
  request: APIRequestContext,
  admin: Record<string, string>,
  rule: { departmentId: number; skillId: number | null; minimum: number; mode: "warn" | "block" },
): Promise<number> {
  const created = await request.post("/api/admin/cover-rules", { headers: admin, data: rule });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

/** Every rule of the department goes (whatever the journey reached), then the skill, if any. */
export async function removeRules(
  request: APIRequestContext,
  admin: Record<string, string>,
  departmentId: number,
  skillId?: number,
) {
  const rules = await request.get("/api/admin/cover-rules", { headers: admin });
  for (const rule of (await rules.json()) as { id: number; departmentId: number }[]) {
    if (rule.departmentId !== departmentId) continue;
    const deleted = await request.delete(`/api/admin/cover-rules/${rule.id}`, { headers: admin });
    expect(deleted.ok()).toBe(true);
  }
  if (skillId !== undefined) {
    const deleted = await request.delete(`/api/admin/skills/${skillId}`, { headers: admin });
    expect(deleted.ok()).toBe(true);
  }
}
