import assert from "node:assert/strict";
import {
  APP_ROLES,
  canManageSickness,
  canSeeSicknessReason,
  isAppRole,
  isGlobalAdmin,
  roleLabel,
} from "./roles.ts";

const roleCases: [string | null, string, boolean, boolean, boolean][] = [
  ["employee", "Employee", false, false, false],
  ["sickness_user", "Sickness User", false, true, false],
  ["global_admin", "Global Administrator", true, true, true],
  ["admin", "Employee", false, false, false],
  [null, "Employee", false, false, false],
];

for (const [role, label, admin, sickness, reason] of roleCases) {
  Deno.test(`roles: ${role} → ${label}`, () => {
    assert.equal(roleLabel(role), label);
    assert.equal(isGlobalAdmin(role), admin);
    assert.equal(canManageSickness(role), sickness);
    assert.equal(canSeeSicknessReason(role), reason);
  });
}

Deno.test("APP_ROLES and isAppRole", () => {
  assert.deepEqual(APP_ROLES, ["employee", "sickness_user", "global_admin"]);
  assert.ok(APP_ROLES.every(isAppRole));
  assert.ok(!isAppRole("Global Administrator"));
});
