// Time off in lieu (issue 33): extra hours logged pending, approved or denied by an
// administrator (never their own), the balance they make, spent by TOIL requests first in,
// first out and expiring after the months the administrator sets, never below 0; the routes'
// bounds, 404s and 409s, and every change audited.
import assert from "node:assert/strict";
import { ownToilResponse, toilEntryResponse } from "@shared/schemas/toil.ts";
import { errorAnswer, setupApi } from "../../../tests/harness.ts";
import { NO_SUCH_USER, TOIL_ENTRY_NOT_FOUND, TOIL_OFF, WORKED_IN_FUTURE } from "./toil.ts";

const api = await setupApi({ now: new Date("2026-06-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());

const admin = await api.createUser({ role: "global_admin" });
const otherAdmin = await api.createUser({ role: "global_admin" });
const clerk = await api.createUser({ role: "sickness_user" });

const as = (user: { token: string }, method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: user.token, body });

const [{ toilTypeId }] = await api.db.privileged((tx) =>
  tx.query<{ toilTypeId: number }>(
    `select id::integer as "toilTypeId" from public.leave_types where kind = 'toil'`,
  )
);
const turnToil = (active: boolean) =>
  as(admin, "PATCH", `/api/admin/leave-types/${toilTypeId}`, { active });

/** A live TOIL request of one day, filed straight in the database; its hours. */
async function spend(userId: string, day: string): Promise<number> {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ hours: number }>(
      `insert into public.holiday_requests (user_id, start_date, end_date, leave_type_id)
       values ($1, $2, $2, $3) returning requested_hours::float8 as hours`,
      [userId, day, toilTypeId],
    )
  );
  return row.hours;
}

const balanceOf = async (user: { token: string }) =>
  (await as(user, "GET", "/api/toil")).body.balance as number;

Deno.test("with TOIL off an employee sees it off and cannot log; an administrator can", async () => {
  const employee = await api.createUser({});
  const own = await as(employee, "GET", "/api/toil");
  assert.equal(own.status, 200);
  ownToilResponse.parse(own.body);
  assert.deepEqual(own.body, {
    active: false,
    typeName: "Time off in lieu",
    balance: 0,
    toilExpiryMonths: null,
    entries: [],
  });
  const logged = await as(employee, "POST", "/api/toil", { workedOn: "2026-06-06", hours: 3 });
  assert.deepEqual([logged.status, logged.body], errorAnswer(409, TOIL_OFF));
  const forThem = await as(admin, "POST", "/api/admin/toil", {
    userId: employee.id,
    workedOn: "2026-06-06",
    hours: 2,
  });
  assert.equal(forThem.status, 201);
  assert.equal(forThem.body.status, "approved");
  assert.equal(await balanceOf(employee), 2);
});

Deno.test("earned, approved, it is the balance; every step audited", async () => {
  assert.equal((await turnToil(true)).status, 200);
  const employee = await api.createUser({ firstName: "Tess", lastName: "Lieu" });
  const logged = await as(employee, "POST", "/api/toil", {
    workedOn: "2026-06-06",
    hours: "3",
    note: "  Stocktake  ",
  });
  assert.equal(logged.status, 201, JSON.stringify(logged.body));
  toilEntryResponse.parse(logged.body);
  assert.deepEqual({ ...logged.body, id: 0, createdAt: "" }, {
    id: 0,
    userId: employee.id,
    firstName: "Tess",
    lastName: "Lieu",
    workedOn: "2026-06-06",
    hours: 3,
    note: "Stocktake",
    status: "pending",
    denyReason: null,
    createdAt: "",
    decidedAt: null,
    expiresOn: null,
  });
  // Pending hours are not yet a balance, and are in the administrator's pending list.
  assert.equal(await balanceOf(employee), 0);
  const pending = await as(admin, "GET", "/api/admin/toil?status=pending");
  assert.equal(pending.status, 200);
  toilEntryResponse.array().parse(pending.body);
  assert.ok(pending.body.some((entry: { id: number }) => entry.id === logged.body.id));
  assert.equal(Number(pending.headers.get("X-Total-Count")), pending.body.length);

  const approved = await as(admin, "POST", `/api/admin/toil/${logged.body.id}/approve`);
  assert.equal(approved.status, 200);
  assert.equal(approved.body.status, "approved");
  assert.ok(approved.body.decidedAt);
  assert.equal(await balanceOf(employee), 3);
  const own = await as(employee, "GET", "/api/toil");
  assert.deepEqual([own.body.active, own.body.entries.length], [true, 1]);

  // Deciding a decided entry is a conflict.
  const again = await as(admin, "POST", `/api/admin/toil/${logged.body.id}/deny`, {});
  assert.deepEqual(
    [again.status, again.body.error],
    [409, "This entry has already been approved"],
  );
  const audit = await api.db.privileged((tx) =>
    tx.query<{ action: string; actor_id: string }>(
      `select action, actor_id from public.audit_log
       where entity = 'toil_entries' and entity_id = $1 order by id`,
      [String(logged.body.id)],
    )
  );
  assert.deepEqual(audit, [
    { action: "insert", actor_id: employee.id },
    { action: "pending->approved", actor_id: admin.id },
  ]);
});

Deno.test("denied hours never count; a reason is kept", async () => {
  const employee = await api.createUser({});
  const logged = await as(employee, "POST", "/api/toil", { workedOn: "2026-06-01", hours: 1.5 });
  const denied = await as(admin, "POST", `/api/admin/toil/${logged.body.id}/deny`, {
    reason: "Not agreed in advance",
  });
  assert.equal(denied.status, 200);
  assert.deepEqual([denied.body.status, denied.body.denyReason], [
    "denied",
    "Not agreed in advance",
  ]);
  // Without a body a denial carries no reason.
  const second = await as(employee, "POST", "/api/toil", { workedOn: "2026-06-02", hours: 1 });
  const bare = await api.request("POST", `/api/admin/toil/${second.body.id}/deny`, {
    token: admin.token,
  });
  assert.deepEqual([bare.status, bare.body.denyReason], [200, null]);
  assert.equal(await balanceOf(employee), 0);
  const list = await as(admin, "GET", "/api/admin/toil?status=denied&limit=1");
  assert.equal(list.body.length, 1);
  assert.ok(Number(list.headers.get("X-Total-Count")) >= 2);
});

Deno.test("nobody approves their own: an administrator's own hours wait for another", async () => {
  const own = await as(admin, "POST", "/api/admin/toil", {
    userId: admin.id,
    workedOn: "2026-06-03",
    hours: 2,
  });
  assert.equal(own.status, 201);
  assert.equal(own.body.status, "pending");
  for (const action of ["approve", "deny"]) {
    const refused = await as(admin, "POST", `/api/admin/toil/${own.body.id}/${action}`, {});
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(403, "Nobody approves their own time off in lieu"),
    );
  }
  const byOther = await as(otherAdmin, "POST", `/api/admin/toil/${own.body.id}/approve`);
  assert.equal(byOther.body.status, "approved");
});

Deno.test("only an administrator decides or lists everyone's; employees log for themselves", async () => {
  const employee = await api.createUser({});
  const logged = await as(employee, "POST", "/api/toil", { workedOn: "2026-06-05", hours: 1 });
  for (const user of [employee, clerk]) {
    assert.equal((await as(user, "GET", "/api/admin/toil")).status, 403);
    assert.equal((await as(user, "POST", `/api/admin/toil/${logged.body.id}/approve`)).status, 403);
    assert.equal(
      (await as(user, "POST", "/api/admin/toil", {
        userId: user === employee ? clerk.id : employee.id,
        workedOn: "2026-06-05",
        hours: 1,
      })).status,
      403,
    );
    assert.equal((await as(user, "GET", "/api/admin/toil-settings")).status, 403);
  }
  // A Sickness User logs and reads their own.
  const clerks = await as(clerk, "POST", "/api/toil", { workedOn: "2026-06-05", hours: 0.25 });
  assert.equal(clerks.status, 201);
  assert.equal((await as(clerk, "GET", "/api/toil")).body.entries.length, 1);
  assert.equal((await api.request("GET", "/api/toil")).status, 401);
});

Deno.test("bounded input: each refusal names its field; 404 for an unknown entry or user", async () => {
  const employee = await api.createUser({});
  const cases: [unknown, string][] = [
    [{ hours: 1 }, "workedOn: is required"],
    [{ workedOn: "2026-06-31", hours: 1 }, "workedOn: must be a date in yyyy-MM-dd format"],
    [{ workedOn: "2026-06-11", hours: 1 }, WORKED_IN_FUTURE],
    [
      { workedOn: "2026-06-01", hours: 0 },
      "hours: must be more than 0 and at most 24 hours in quarter hours",
    ],
    [
      { workedOn: "2026-06-01", hours: 24.25 },
      "hours: must be more than 0 and at most 24 hours in quarter hours",
    ],
    [
      { workedOn: "2026-06-01", hours: 1.1 },
      "hours: must be more than 0 and at most 24 hours in quarter hours",
    ],
    [
      { workedOn: "2026-06-01", hours: 1, note: "x".repeat(501) },
      "note: must be at most 500 characters",
    ],
  ];
  for (const [body, error] of cases) {
    const answer = await as(employee, "POST", "/api/toil", body);
    assert.deepEqual([answer.status, answer.body], errorAnswer(400, error), JSON.stringify(body));
  }
  const noUser = await as(admin, "POST", "/api/admin/toil", {
    userId: crypto.randomUUID(),
    workedOn: "2026-06-01",
    hours: 1,
  });
  assert.deepEqual([noUser.status, noUser.body], errorAnswer(404, NO_SUCH_USER));
  const missing = await as(admin, "POST", "/api/admin/toil/999999/approve");
  assert.deepEqual([missing.status, missing.body], errorAnswer(404, TOIL_ENTRY_NOT_FOUND));
  const badStatus = await as(admin, "GET", "/api/admin/toil?status=accepted");
  assert.deepEqual(
    [badStatus.status, badStatus.body],
    errorAnswer(400, "status: must be one of pending, approved, denied"),
  );
  const badReason = await as(admin, "POST", "/api/admin/toil/1/deny", { reason: 7 });
  assert.deepEqual([badReason.status, badReason.body], errorAnswer(400, "reason: must be text"));
});

Deno.test("TOIL requests spend the oldest hours first; the balance never goes below 0", async () => {
  const employee = await api.createUser({});
  for (const [workedOn, hours] of [["2026-05-01", 4], ["2026-06-01", 8]] as const) {
    await as(admin, "POST", "/api/admin/toil", { userId: employee.id, workedOn, hours });
  }
  assert.equal(await balanceOf(employee), 12);
  const spent = await spend(employee.id, "2026-06-15");
  assert.ok(spent > 4);
  assert.equal(await balanceOf(employee), 12 - spent);
  await spend(employee.id, "2026-06-16");
  await spend(employee.id, "2026-06-17");
  assert.equal(await balanceOf(employee), 0);
});

Deno.test("approved hours expire the months the administrator sets after the day worked", async () => {
  const employee = await api.createUser({});
  await as(admin, "POST", "/api/admin/toil", {
    userId: employee.id,
    workedOn: "2026-03-10",
    hours: 5,
  });
  assert.equal(await balanceOf(employee), 5);
  const saved = await as(admin, "PUT", "/api/admin/toil-settings", { toilExpiryMonths: 3 });
  assert.deepEqual([saved.status, saved.body], [200, { toilExpiryMonths: 3 }]);
  // 10 June: three months after 10 March, the hours are gone.
  assert.equal(await balanceOf(employee), 0);
  const own = await as(employee, "GET", "/api/toil");
  assert.equal(own.body.entries[0].expiresOn, "2026-06-10");
  api.setNow(new Date("2026-06-09T12:00:00Z"));
  try {
    assert.equal(await balanceOf(employee), 5);
  } finally {
    api.setNow(new Date("2026-06-10T12:00:00Z"));
  }
  const never = await as(admin, "PUT", "/api/admin/toil-settings", { toilExpiryMonths: null });
  assert.deepEqual(never.body, { toilExpiryMonths: null });
  assert.equal(await balanceOf(employee), 5);
  for (const value of [0, 37, 1.5, "3"]) {
    const refused = await as(admin, "PUT", "/api/admin/toil-settings", { toilExpiryMonths: value });
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(
        400,
        "toilExpiryMonths: must be whole months from 1 to 36, or none (never expires)",
      ),
    );
  }
  const audit = await api.db.privileged((tx) =>
    tx.query<{ before: number | null; after: number | null }>(
      `select (before ->> 'toil_expiry_months')::integer as before,
         (after ->> 'toil_expiry_months')::integer as after
       from public.audit_log where entity = 'company_settings' and actor_id = $1 order by id`,
      [admin.id],
    )
  );
  assert.deepEqual(audit, [{ before: null, after: 3 }, { before: 3, after: null }]);
  assert.deepEqual((await as(admin, "GET", "/api/admin/toil-settings")).body, {
    toilExpiryMonths: null,
  });
});
