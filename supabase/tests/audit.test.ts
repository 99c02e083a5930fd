// The audit log as an auditor reads it in the dashboard (private.audit_trail): who approved a
// request and when, who changed an allowance, the actor of changes made outside the app, and
// sickness reasons never kept.
import assert from "node:assert/strict";
import { cleanUp } from "../functions/_shared/clean-up.ts";
import { setupApi } from "./harness.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({
  role: "global_admin",
  firstName: "Ada",
  lastName: "Auditor",
  email: "ada.auditor@example.com",
});

/** Rows of the readable view, as the dashboard's SQL editor (the database owner) reads them. */
function trail(where: string, params: unknown[] = []) {
  return api.db.privileged((tx) =>
    tx.query<Record<string, unknown>>(
      `select who, role, action, entity, entity_id, changes, actor from private.audit_trail
       where ${where} order by id`,
      params,
    )
  );
}

Deno.test("who approved request N and when, and who changed user M's allowance", async () => {
  const employee = await api.createUser({ firstName: "Eve" });
  const [{ id }] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests (user_id, start_date, end_date)
       values ($1, '2027-03-01', '2027-03-04') returning id`,
      [employee.id],
    )
  );
  const approved = await api.request("POST", `/api/admin/holiday-requests/${id}/approve`, {
    token: admin.token,
  });
  assert.equal(approved.status, 200);
  const edited = await api.request("PUT", `/api/admin/users/${employee.id}`, {
    token: admin.token,
    body: { total_vacation_hours: 130 },
  });
  assert.equal(edited.status, 200);

  // The README's first two auditor queries.
  const approval = await trail(
    "entity = 'holiday_requests' and entity_id = $1 and action = 'pending->accepted'",
    [String(id)],
  );
  assert.deepEqual(approval.map(({ who, role, actor }) => ({ who, role, actor })), [
    { who: "Ada Auditor <ada.auditor@example.com>", role: "global_admin", actor: "user" },
  ]);
  const allowance = await trail(
    "entity = 'users' and entity_id = $1 and changes ? 'total_vacation_hours'",
    [employee.id],
  );
  assert.equal(allowance.length, 1);
  assert.equal(allowance[0].who, "Ada Auditor <ada.auditor@example.com>");
  assert.deepEqual(allowance[0].changes, { total_vacation_hours: [160, 130] });
});

Deno.test("changes made outside the app name the database role or the system job", async () => {
  await api.db.privileged((tx) =>
    tx.query("insert into public.departments (name) values ('Made by the app itself')")
  );
  const direct = await api.db.privileged(async (tx) => {
    // as the dashboard's SQL editor does: no app user, no job name
    await tx.query("select set_config('leave.actor', '', true)");
    const [role] = await tx.query<{ me: string }>("select session_user::text as me");
    await tx.query("insert into public.departments (name) values ('Made in the SQL editor')");
    return role.me;
  });
  await cleanUp(api.db);

  const rows = await trail(
    "(entity = 'departments' and after ->> 'name' like 'Made %') or action = 'clean_up'",
  );
  assert.deepEqual(rows.map(({ who, actor }) => [who, actor]), [
    ["system:api", "system:api"],
    [direct, direct],
    ["system:clean_up", "system:clean_up"],
  ]);
});

Deno.test("a sickness reason never reaches the audit log, only that it was set or changed", async () => {
  const worker = await api.createUser();
  const created = await api.request("POST", "/api/sickness-logs", {
    token: admin.token,
    body: { user_id: worker.id, sick_from_date: "2027-01-11", reason: "Migraine" },
  });
  assert.equal(created.status, 201);
  const updated = await api.request("PUT", `/api/sickness-logs/${created.body.id}`, {
    token: admin.token,
    body: { user_id: worker.id, sick_from_date: "2027-01-11", reason: "Back pain" },
  });
  assert.equal(updated.status, 200);
  // A row written before this rule, with the text in it, as older logs hold (written past the
  // trigger that now withholds reasons on the way in).
  await api.db.privileged(async (tx) => {
    await tx.query("alter table public.audit_log disable trigger audit_log_complete");
    await tx.query(
      `insert into public.audit_log (action, entity, entity_id, after)
       values ('insert', 'sickness_log_reasons', '0', '{"log_id": 0, "reason": "Flu"}')`,
    );
    await tx.query("alter table public.audit_log enable trigger audit_log_complete");
  });
  const [{ withheld }] = await api.db.privileged((tx) =>
    tx.query<{ withheld: number }>("select private.withhold_logged_reasons() as withheld")
  );
  assert.equal(withheld, 1);

  const everything = await api.db.privileged((tx) =>
    tx.query<{ log: string }>(
      "select string_agg(to_jsonb(a)::text, ' ') as log from public.audit_log a",
    )
  );
  for (const reason of ["Migraine", "Back pain", "Flu"]) {
    assert.ok(!everything[0].log.includes(reason), `"${reason}" is not in the audit log`);
  }
  const reasons = await trail("entity = 'sickness_log_reasons' and entity_id = $1", [
    String(created.body.id),
  ]);
  assert.deepEqual(reasons.map((row) => row.action), ["insert", "update"]);
  // the log is append-only again after the withholding
  await assert.rejects(
    api.db.privileged((tx) => tx.query("delete from public.audit_log")),
    /append-only/,
  );
});

Deno.test("sign-in, failed sign-in, sign-out and password changes are in the trail", async () => {
  const user = await api.createUser({ firstName: "Sid", lastName: "Signin" });
  const headers = { "X-Forwarded-For": "203.0.113.7" };
  const wrong = await api.request("POST", "/api/login", {
    body: { email: user.email, password: "not the password" },
    headers,
  });
  assert.equal(wrong.status, 401);
  const signedIn = await api.request("POST", "/api/login", {
    body: { email: user.email, password: user.password },
    headers,
  });
  assert.equal(signedIn.status, 200);
  const signedOut = await api.request("POST", "/api/logout", { token: signedIn.body.token });
  assert.equal(signedOut.status, 200);
  const changed = await api.request("PUT", `/api/admin/users/${user.id}`, {
    token: admin.token,
    body: { password: "a brand new password" },
  });
  assert.equal(changed.status, 200);

  const events = await trail(
    `(entity in ('sessions', 'credentials') and after ->> 'user_id' = $1)
     or (action = 'sign_in_failed' and after ->> 'email' = $2)`,
    [user.id, user.email],
  );
  assert.deepEqual(events.map(({ action, who }) => [action, who]), [
    ["sign_in", `Sid Signin <${user.email}>`], // the harness's own session for the user
    ["sign_in_failed", "system:api"],
    ["sign_in", `Sid Signin <${user.email}>`],
    ["sign_out", `Sid Signin <${user.email}>`],
    ["password_change", "Ada Auditor <ada.auditor@example.com>"],
    ["session_ended", "Ada Auditor <ada.auditor@example.com>"],
  ]);
  const text = JSON.stringify(events);
  assert.ok(!text.includes("not the password") && !text.includes("a brand new password"));
});
