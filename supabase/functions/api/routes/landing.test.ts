// Where administrators land (issue 31, item 10): the spec's Manage Users until an administrator
// picks the Overview; a bounded choice, audited like every setting, and an administrator's only.
import assert from "node:assert/strict";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

const api = await setupApi({ now: new Date("2026-06-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());

const admin = await api.createUser({ role: "global_admin", firstName: "Ada", lastName: "Admin" });
const sickness = await api.createUser({
  role: "sickness_user",
  firstName: "Sid",
  lastName: "Sick",
});
const employee = await api.createUser({ firstName: "Bea", lastName: "Baker" });

const PATH = "/api/admin/landing-settings";

function setLanding(user: TestUser, adminLanding: unknown) {
  return api.request("PUT", PATH, { token: user.token, body: { adminLanding } });
}

Deno.test("administrators land on Manage Users until one picks the Overview, audited", async () => {
  const read = await api.request("GET", PATH, { token: admin.token });
  assert.deepEqual([read.status, read.body], [200, { adminLanding: "users" }]);

  const saved = await setLanding(admin, "overview");
  try {
    assert.deepEqual([saved.status, saved.body], [200, { adminLanding: "overview" }]);
    const again = await api.request("GET", PATH, { token: admin.token });
    assert.deepEqual(again.body, { adminLanding: "overview" });
  } finally {
    assert.deepEqual((await setLanding(admin, "users")).body, { adminLanding: "users" });
  }

  // Both changes are audited like every company setting, with their author.
  const audit = await api.db.privileged((tx) =>
    tx.query<{ before: string; after: string }>(
      `select before ->> 'admin_landing' as before, after ->> 'admin_landing' as after
         from public.audit_log
        where entity = 'company_settings' and actor_id = $1 order by id`,
      [admin.id],
    )
  );
  assert.deepEqual(audit, [
    { before: "users", after: "overview" },
    { before: "overview", after: "users" },
  ]);
});

Deno.test("only a global admin reads or changes where administrators land", async () => {
  for (const user of [sickness, employee]) {
    assert.equal((await api.request("GET", PATH, { token: user.token })).status, 403);
    assert.equal((await setLanding(user, "overview")).status, 403);
  }
  assert.equal((await api.request("GET", PATH)).status, 401);
  const read = await api.request("GET", PATH, { token: admin.token });
  assert.deepEqual(read.body, { adminLanding: "users" });
});

Deno.test("a landing outside the two screens is a 400 naming the field, and nothing changes", async () => {
  for (const bad of ["settings", "", "USERS", null, 1, ["overview"]]) {
    const answer = await setLanding(admin, bad);
    assert.deepEqual(
      [answer.status, answer.body],
      errorAnswer(400, "adminLanding: must be one of users, overview"),
      String(bad),
    );
  }
  const missing = await api.request("PUT", PATH, { token: admin.token, body: {} });
  assert.equal(missing.status, 400);
  const read = await api.request("GET", PATH, { token: admin.token });
  assert.deepEqual(read.body, { adminLanding: "users" });

  // The database refuses it too, whoever writes.
  await assert.rejects(
    api.db.privileged((tx) => tx.query("update public.company_settings set admin_landing = 'x'")),
    /company_settings_admin_landing_check/,
  );
});
