import assert from "node:assert/strict";
import { messages } from "@shared/messages.ts";
import { todayInLondon, yearOf } from "@shared/dates.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";
import { USER_NOT_FOUND } from "../rules/messages.ts";
import { CANNOT_DELETE_SELF, CANNOT_DEMOTE_SELF } from "./admin-users.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin", lastName: "Admin" });
const employee = await api.createUser();
const sickness = await api.createUser({ role: "sickness_user" });
const year = yearOf(todayInLondon(api.deps.clock()));
const DUPLICATE = { error: "A user with this email already exists", code: "conflict" };

let clients = 0;
function login(email: string, password: string) {
  return api.request("POST", "/api/login", {
    body: { email, password },
    headers: { "X-Forwarded-For": `192.0.2.${++clients}` },
  });
}

const asAdmin = (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: admin.token, body });

/** The n-th Monday of February of a year (no bank holiday falls in February) plus `days`. */
function february(y: number, week: number, days = 0): string {
  const first = new Date(Date.UTC(y, 1, 1));
  const monday = 1 + ((8 - first.getUTCDay()) % 7) + (week - 1) * 7 + days;
  return `${y}-02-${String(monday).padStart(2, "0")}`;
}

async function addRequest(
  user: TestUser,
  day: string,
  status: string,
  dayType: "full" | "morning" = "full",
) {
  await api.db.privileged((tx) =>
    tx.query(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, start_day_type, end_day_type, status, deny_reason)
       values ($1, $2::date, $2::date, $3::public.day_type, $3::public.day_type,
         $4::public.request_status, case when $4::text = 'rejected' then 'Busy' end)`,
      [user.id, day, dayType, status],
    )
  );
}

function userRow(id: string) {
  return api.db.privileged(async (tx) =>
    (await tx.query<Record<string, unknown>>("select * from public.users where id = $1", [id]))[0]
  );
}

function auditOf(id: string) {
  return api.db.privileged((tx) =>
    tx.query<{ actor_id: string; action: string; before: any; after: any }>(
      "select actor_id, action, before, after from public.audit_log where entity = 'users' and entity_id = $1 order by id",
      [id],
    )
  );
}

const countUsers = () =>
  api.db.privileged(async (tx) =>
    (await tx.query<{ n: number }>("select count(*)::int as n from public.users"))[0].n
  );

Deno.test("a global admin lists every active user with department and remaining hours", async () => {
  const departmentId = await api.createDepartment("Engineers");
  const booked = await api.createUser({
    firstName: "Bea",
    lastName: "Booked",
    departmentId,
    totalVacationHours: 100,
    startDate: "2024-03-01",
  });
  await addRequest(booked, february(year, 1), "pending"); // 10
  await addRequest(booked, february(year, 1, 1), "accepted"); // 10
  await addRequest(booked, february(year, 1, 2), "cancel_requested", "morning"); // 5
  await addRequest(booked, february(year, 1, 3), "rejected"); // given back
  await addRequest(booked, february(year, 2), "cancelled"); // given back
  await addRequest(booked, february(year - 1, 2), "accepted"); // last year's
  const early = await api.createUser({ firstName: "Zed", lastName: "Booked" });
  const gone = await api.createUser({ lastName: "Booked" });
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );

  const { status, body } = await asAdmin("GET", "/api/admin/users");
  assert.equal(status, 200);
  const mine = body.filter((u: { lastName: string }) => u.lastName === "Booked");
  assert.deepEqual(mine.map((u: { id: string }) => u.id), [booked.id, early.id]);
  assert.deepEqual(mine[0], {
    id: booked.id,
    firstName: "Bea",
    lastName: "Booked",
    email: booked.email,
    role: "employee",
    department_id: departmentId,
    department: "Engineers",
    total_vacation_hours: 100,
    start_date: "2024-03-01",
    vacation_hours: 75,
  });
  assert.deepEqual(
    [mine[1].department_id, mine[1].department, mine[1].vacation_hours, mine[1].start_date],
    [null, "No Department", 160, "2025-01-01"],
  );
  const names: [string, string][] = body.map((u: { lastName: string; firstName: string }) => [
    u.lastName.toLowerCase(),
    u.firstName.toLowerCase(),
  ]);
  const byName = (a: [string, string], b: [string, string]) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
  assert.deepEqual(names, names.toSorted(byName), "ordered by last name, then first name");
  assert.ok(body.some((u: { id: string }) => u.id === admin.id));
});

Deno.test("employees and sickness users get 403 on every admin users route", async () => {
  const target = await api.createUser({ firstName: "Target" });
  const before = await countUsers();
  for (const user of [employee, sickness]) {
    const attempts = [
      await api.request("GET", "/api/admin/users", { token: user.token }),
      await api.request("POST", "/api/admin/users", {
        token: user.token,
        body: { firstName: "A", lastName: "B", email: "x@leave.test", password: "password1" },
      }),
      await api.request("PUT", `/api/admin/users/${target.id}`, {
        token: user.token,
        body: { firstName: "Hacked", role: "global_admin" },
      }),
      await api.request("DELETE", `/api/admin/users/${target.id}`, { token: user.token }),
    ];
    for (const attempt of attempts) {
      assert.deepEqual(
        [attempt.status, attempt.body],
        errorAnswer(403, "You do not have access to this"),
      );
    }
  }
  const visitor = await api.request("GET", "/api/admin/users");
  assert.equal(visitor.status, 401);
  const row = await userRow(target.id);
  assert.deepEqual([row.first_name, row.role, row.deactivated_at], ["Target", "employee", null]);
  assert.equal(await countUsers(), before);
});

Deno.test("a global admin creates a user who can then sign in; vacation_hours is ignored", async () => {
  const departmentId = await api.createDepartment("Floor");
  const created = await asAdmin("POST", "/api/admin/users", {
    firstName: " Nia ",
    lastName: "New",
    email: "Nia.New@Leave.test",
    password: "first-password",
    vacation_hours: 5,
    department_id: String(departmentId),
  });
  assert.equal(created.status, 201);
  const { id } = created.body;
  assert.deepEqual(created.body, {
    id,
    firstName: "Nia",
    lastName: "New",
    email: "nia.new@leave.test",
    role: "employee",
    department_id: departmentId,
    department: "Floor",
    total_vacation_hours: 160,
    start_date: "2025-01-01",
    vacation_hours: 160,
  });
  const signedIn = await login("nia.new@leave.test", "first-password");
  assert.equal(signedIn.status, 200);
  assert.equal(signedIn.body.user.department, "Floor");

  const withRole = await asAdmin("POST", "/api/admin/users", {
    firstName: "Sid",
    lastName: "Sick",
    email: "sid@leave.test",
    password: "sid-password",
    role: "sickness_user",
    total_vacation_hours: "200",
    start_date: "2026-04-01",
    department_id: null,
  });
  assert.equal(withRole.status, 201);
  assert.deepEqual(
    [withRole.body.role, withRole.body.total_vacation_hours, withRole.body.start_date],
    ["sickness_user", 200, "2026-04-01"],
  );

  const [audit] = await auditOf(id);
  assert.equal(audit.action, "insert");
  assert.equal(audit.actor_id, admin.id, "the admin is the actor");
  assert.equal(audit.after.email, "nia.new@leave.test");
  assert.ok(!JSON.stringify(audit.after).includes("first-password"), "no password in the log");
});

Deno.test("a bad or duplicate new user is refused and nothing is created", async () => {
  const before = await countUsers();
  const valid = {
    firstName: "Val",
    lastName: "Id",
    email: "val.id@leave.test",
    password: "long-enough",
  };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...valid, firstName: " " }, "firstName: is required"],
    [{ ...valid, email: "nope" }, "email: must be a valid email address"],
    [{ ...valid, password: "short" }, "password: must be at least 8 characters"],
    [{ ...valid, password: undefined }, "password: is required"],
    [{ ...valid, role: "owner" }, "role: must be one of employee, sickness_user, global_admin"],
    [
      { ...valid, total_vacation_hours: -1 },
      "total_vacation_hours: must be a whole number of hours, 0 or more",
    ],
    [{ ...valid, start_date: "2025-02-30" }, "start_date: must be a date in yyyy-MM-dd format"],
    [{ ...valid, department_id: 999999 }, "department_id: there is no such department"],
  ];
  for (const [payload, error] of cases) {
    const { status, body } = await asAdmin("POST", "/api/admin/users", payload);
    assert.deepEqual([status, body], errorAnswer(400, error));
  }
  const duplicate = await asAdmin("POST", "/api/admin/users", {
    ...valid,
    email: employee.email.toUpperCase(),
  });
  assert.deepEqual([duplicate.status, duplicate.body], [409, DUPLICATE]);
  assert.equal(await countUsers(), before);
});

Deno.test("an edit changes only the given fields, is audited and keeps the user signed in", async () => {
  const departmentId = await api.createDepartment("QC");
  const user = await api.createUser({ firstName: "Old", lastName: "Name", departmentId });
  const edited = await asAdmin("PUT", `/api/admin/users/${user.id}`, {
    id: user.id,
    firstName: "New",
    vacation_hours: 1,
    department: "Ignored",
    total_vacation_hours: 120,
  });
  assert.equal(edited.status, 200);
  assert.deepEqual(
    [edited.body.firstName, edited.body.lastName, edited.body.department, edited.body.email],
    ["New", "Name", "QC", user.email],
  );
  assert.deepEqual([edited.body.total_vacation_hours, edited.body.vacation_hours], [120, 120]);
  const stillIn = await api.request("GET", "/api/departments", { token: user.token });
  assert.equal(stillIn.status, 200, "a name change keeps the user's sessions");

  const cleared = await asAdmin("PUT", `/api/admin/users/${user.id}`, { department_id: null });
  assert.deepEqual([cleared.body.department_id, cleared.body.department], [null, "No Department"]);
  const unchanged = await asAdmin("PUT", `/api/admin/users/${user.id}`, {});
  assert.deepEqual(unchanged.body, cleared.body);

  const updates = (await auditOf(user.id)).filter((a) => a.action === "update");
  assert.equal(updates.length, 2);
  assert.equal(updates[0].actor_id, admin.id);
  assert.deepEqual([updates[0].before.first_name, updates[0].after.first_name], ["Old", "New"]);
});

Deno.test("a new password set by the admin replaces the old one and ends the user's sessions", async () => {
  const user = await api.createUser();
  const { status } = await asAdmin("PUT", `/api/admin/users/${user.id}`, {
    password: "set-by-admin",
  });
  assert.equal(status, 200);
  assert.equal((await api.request("GET", "/api/departments", { token: user.token })).status, 401);
  assert.deepEqual((await login(user.email, user.password)).body, {
    error: messages.loginFailed,
    code: "unauthorized",
  });
  assert.equal((await login(user.email, "set-by-admin")).status, 200);
  const blank = await asAdmin("PUT", `/api/admin/users/${user.id}`, { password: "" });
  assert.equal(blank.status, 200, "an empty password field leaves the password alone");
  assert.equal((await login(user.email, "set-by-admin")).status, 200);
});

Deno.test("a role change ends the user's sessions; the next sign-in carries the new role", async () => {
  const user = await api.createUser();
  const changed = await asAdmin("PUT", `/api/admin/users/${user.id}`, { role: "sickness_user" });
  assert.deepEqual([changed.status, changed.body.role], [200, "sickness_user"]);
  const old = await api.request("GET", "/api/departments", { token: user.token });
  assert.equal(old.status, 401);
  const fresh = await login(user.email, user.password);
  assert.equal(fresh.body.user.role, "sickness_user");
  const same = await asAdmin("PUT", `/api/admin/users/${user.id}`, { role: "sickness_user" });
  assert.equal(same.status, 200);
  const kept = await api.request("GET", "/api/departments", { token: fresh.body.token });
  assert.equal(kept.status, 200, "the same role again ends nothing");
});

Deno.test("bad edits answer 400, 404 or 409 and change nothing", async () => {
  const user = await api.createUser({ firstName: "Steady" });
  const gone = await api.createUser();
  await asAdmin("DELETE", `/api/admin/users/${gone.id}`);
  const cases: [string, unknown, number, string][] = [
    [user.id, { firstName: "" }, 400, "firstName: is required"],
    [user.id, { password: "short" }, 400, "password: must be at least 8 characters"],
    [user.id, { department_id: 999999 }, 400, "department_id: there is no such department"],
    [user.id, { email: employee.email }, 409, DUPLICATE.error],
    ["not-a-uuid", { firstName: "X" }, 400, "id: must be a UUID"],
    [crypto.randomUUID(), { firstName: "X" }, 404, USER_NOT_FOUND],
    [gone.id, { firstName: "X" }, 404, USER_NOT_FOUND],
    [admin.id, { role: "employee" }, 409, CANNOT_DEMOTE_SELF],
  ];
  for (const [id, payload, status, error] of cases) {
    const answer = await asAdmin("PUT", `/api/admin/users/${id}`, payload);
    assert.deepEqual(
      [answer.status, answer.body],
      errorAnswer(status, error),
      JSON.stringify(payload),
    );
  }
  const row = await userRow(user.id);
  assert.equal(row.first_name, "Steady");
  assert.equal((await userRow(admin.id)).role, "global_admin");
  assert.equal((await login(user.email, user.password)).status, 200);
  const self = await asAdmin("PUT", `/api/admin/users/${admin.id}`, { role: "global_admin" });
  assert.equal(self.status, 200, "an admin may save their own row unchanged");
});

Deno.test("deleting deactivates: hidden, signed out, history kept, email free again", async () => {
  const user = await api.createUser({ lastName: "Leaver" });
  await addRequest(user, february(year, 3), "accepted");
  const deleted = await asAdmin("DELETE", `/api/admin/users/${user.id}`);
  assert.deepEqual([deleted.status, deleted.body], [200, { message: "User deleted" }]);

  const list = await asAdmin("GET", "/api/admin/users");
  assert.ok(!list.body.some((u: { id: string }) => u.id === user.id));
  assert.equal((await api.request("GET", "/api/departments", { token: user.token })).status, 401);
  assert.deepEqual((await login(user.email, user.password)).body, {
    error: messages.loginFailed,
    code: "unauthorized",
  });
  const row = await userRow(user.id);
  assert.ok(row.deactivated_at, "the row stays, deactivated");
  const requests = await api.db.privileged((tx) =>
    tx.query("select id from public.holiday_requests where user_id = $1", [user.id])
  );
  assert.equal(requests.length, 1, "its requests stay");
  const audit = (await auditOf(user.id)).at(-1)!;
  assert.deepEqual([audit.action, audit.actor_id], ["deactivate", admin.id]);

  const again = await asAdmin("POST", "/api/admin/users", {
    firstName: "Second",
    lastName: "Leaver",
    email: user.email,
    password: "second-password",
  });
  assert.equal(again.status, 201, "the email is free again");
  assert.notEqual(again.body.id, user.id);
  assert.equal((await login(user.email, "second-password")).body.user.id, again.body.id);
});

Deno.test("an admin cannot delete themself; unknown or deleted users are 404", async () => {
  const self = await asAdmin("DELETE", `/api/admin/users/${admin.id}`);
  assert.deepEqual([self.status, self.body], errorAnswer(409, CANNOT_DELETE_SELF));
  assert.equal((await userRow(admin.id)).deactivated_at, null);
  assert.equal((await asAdmin("GET", "/api/admin/users")).status, 200, "still signed in");

  const unknown = await asAdmin("DELETE", `/api/admin/users/${crypto.randomUUID()}`);
  assert.deepEqual([unknown.status, unknown.body], errorAnswer(404, USER_NOT_FOUND));
  const bad = await asAdmin("DELETE", "/api/admin/users/42");
  assert.deepEqual([bad.status, bad.body], errorAnswer(400, "id: must be a UUID"));
  const user = await api.createUser();
  assert.equal((await asAdmin("DELETE", `/api/admin/users/${user.id}`)).status, 200);
  const twice = await asAdmin("DELETE", `/api/admin/users/${user.id}`);
  assert.deepEqual([twice.status, twice.body], errorAnswer(404, USER_NOT_FOUND));
});
