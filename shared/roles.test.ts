import assert from "node:assert/strict";
import { APP_ROLES, canSeeSicknessReason, isAppRole, roleLabel } from "./roles.ts";

const roleCases: [string | null, string, boolean][] = [
  ["employee", "Employee", false],
  ["sickness_user", "Sickness User", false],
  ["global_admin", "Global Administrator", true],
  ["admin", "Employee", false],
  [null, "Employee", false],
];

for (const [role, label, reason] of roleCases) {
  Deno.test(`roles: ${role} → ${label}`, () => {
    assert.equal(roleLabel(role), label);
    assert.equal(canSeeSicknessReason(role), reason);
  });
}

Deno.test("APP_ROLES and isAppRole", () => {
  assert.deepEqual(APP_ROLES, ["employee", "sickness_user", "global_admin"]);
  assert.ok(APP_ROLES.every(isAppRole));
  assert.ok(!isAppRole("Global Administrator"));
});
