import assert from "node:assert/strict";
import { messages } from "@shared/messages.ts";
import { setupApi } from "../../../tests/harness.ts";
import { signToken } from "../../_shared/jwt.ts";
import { LOGIN_LIMIT } from "../../_shared/rate-limit.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const departmentId = await api.createDepartment("Warehouse");
const admin = await api.createUser({ role: "global_admin", departmentId });
const employee = await api.createUser({ firstName: "Eve", lastName: "Stone" });
const sickness = await api.createUser({ role: "sickness_user" });
const FAILED = { error: messages.loginFailed, code: "unauthorized" };

let clients = 0;
/** A client address of its own, so one test's failures never count against another's. */
const newClient = () => `203.0.113.${++clients}`;

function login(email: string, password: string, client = newClient()) {
  return api.request("POST", "/api/login", {
    body: { email, password },
    // the web client sends its anon key before sign-in: login must ignore it
    headers: { Authorization: "Bearer local-anon-key", "X-Forwarded-For": client },
  });
}

function countRows(sql: string, params: unknown[] = []): Promise<number> {
  return api.db.privileged(async (tx) =>
    (await tx.query<{ n: number }>(`select count(*)::int as n from (${sql}) rows`, params))[0].n
  );
}

/** Lets the rate-limit window pass for every counted attempt. */
function passWindow() {
  return api.db.privileged((tx) =>
    tx.query("update private.auth_attempts set at = at - interval '1 hour'")
  );
}

Deno.test("every role signs in and gets a token and its user", async () => {
  for (const user of [admin, employee, sickness]) {
    const { status, body } = await login(user.email, user.password);
    assert.equal(status, 200);
    assert.equal(typeof body.token, "string");
    assert.equal(body.user.id, user.id);
    assert.equal(body.user.role, user.role);
    const list = await api.request("GET", "/api/departments", { token: body.token });
    assert.equal(list.status, 200, "the new token works");
  }
  const { body } = await login(admin.email, admin.password);
  assert.deepEqual(body.user, {
    id: admin.id,
    firstName: body.user.firstName,
    lastName: body.user.lastName,
    email: admin.email,
    role: "global_admin",
    department_id: departmentId,
    department: "Warehouse",
  });
  const { body: other } = await login(employee.email, employee.password);
  assert.deepEqual(
    [other.user.firstName, other.user.lastName, other.user.department_id, other.user.department],
    ["Eve", "Stone", null, "No Department"],
  );
});

Deno.test("the email is matched without regard to case or spaces", async () => {
  const { status } = await login(`  ${employee.email.toUpperCase()} `, employee.password);
  assert.equal(status, 200);
});

Deno.test("unknown email, wrong password and deactivated user get the same 401", async () => {
  const leaver = await api.createUser();
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [leaver.id])
  );
  const sessionsBefore = await countRows("select 1 from private.sessions");
  const answers = [
    await login("nobody@leave.test", "whatever-it-is"),
    await login(employee.email, "wrong-password"),
    await login(leaver.email, leaver.password),
  ];
  for (const answer of answers) assert.deepEqual([answer.status, answer.body], [401, FAILED]);
  assert.equal(await countRows("select 1 from private.sessions"), sessionsBefore);
});

Deno.test("a bad payload is a 400 naming the field and counts no attempt", async () => {
  const attemptsBefore = await countRows("select 1 from private.auth_attempts");
  const cases: [unknown, RegExp][] = [
    [{ password: "x" }, /^email: is required$/],
    [{ email: employee.email }, /^password: is required$/],
    [{ email: "  ", password: "" }, /^email: is required; password: is required$/],
    ["not json", /JSON/],
  ];
  for (const [payload, error] of cases) {
    const { status, body } = await api.request("POST", "/api/login", { body: payload });
    assert.equal(status, 400);
    assert.match(body.error, error);
  }
  assert.equal(await countRows("select 1 from private.auth_attempts"), attemptsBefore);
});

Deno.test("10 failures for one email lock it for 15 minutes, then it works again", async () => {
  const user = await api.createUser();
  for (let i = 0; i < LOGIN_LIMIT.perEmail; i++) {
    assert.equal((await login(user.email, "wrong-password")).status, 401);
  }
  // even the right password, from another address, is refused while the window lasts
  const locked = await login(user.email, user.password);
  assert.equal(locked.status, 429);
  assert.match(
    locked.body.error,
    /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/,
  );
  assert.ok(Number(locked.headers.get("Retry-After")) > 800);
  assert.equal((await login(employee.email, employee.password)).status, 200, "others sign in");

  const audit = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string | null; after: { limit: number; email: string } }>(
      `select actor_id, after from public.audit_log
       where action = 'rate_limited' and entity = 'login' and entity_id = $1`,
      [`email:${user.email}`],
    )
  );
  assert.equal(audit.length, 1, "the burst is audited once");
  assert.equal(audit[0].after.limit, LOGIN_LIMIT.perEmail);
  assert.equal(audit[0].after.email, user.email);
  assert.equal(await login(user.email, "wrong-again").then((r) => r.status), 429);
  assert.equal(
    await countRows(
      "select 1 from public.audit_log where action = 'rate_limited' and entity_id = $1",
      [`email:${user.email}`],
    ),
    1,
    "refused attempts write nothing more",
  );

  await passWindow();
  assert.equal((await login(user.email, user.password)).status, 200);
});

Deno.test("a right password clears the email's earlier failures", async () => {
  const user = await api.createUser();
  for (let i = 0; i < LOGIN_LIMIT.perEmail - 1; i++) await login(user.email, "typo-typo");
  assert.equal((await login(user.email, user.password)).status, 200);
  assert.equal((await login(user.email, "one-more-typo")).status, 401);
  assert.equal((await login(user.email, user.password)).status, 200);
});

Deno.test("30 failures from one address lock that address, not others", async () => {
  const client = newClient();
  for (let i = 0; i < LOGIN_LIMIT.perClient; i++) {
    assert.equal((await login(`guess${i}@leave.test`, "password1", client)).status, 401);
  }
  const locked = await login(employee.email, employee.password, client);
  assert.equal(locked.status, 429);
  assert.match(locked.body.error, /^Too many failed sign-in attempts\./);
  assert.equal((await login(employee.email, employee.password)).status, 200);
  assert.equal(
    await countRows(
      "select 1 from public.audit_log where action = 'rate_limited' and entity_id = $1",
      [`client:${client}`],
    ),
    1,
  );
  await passWindow();
  assert.equal((await login(employee.email, employee.password, client)).status, 200);
});

Deno.test("logout ends the session: the token then gets 401 everywhere", async () => {
  for (const user of [admin, employee, sickness]) {
    const first = (await login(user.email, user.password)).body.token;
    const second = (await login(user.email, user.password)).body.token;
    const out = await api.request("POST", "/api/logout", { token: first });
    assert.deepEqual([out.status, out.body], [200, { message: "You have been signed out" }]);
    const after = await api.request("GET", "/api/departments", { token: first });
    assert.equal(after.status, 401);
    assert.match(after.body.error, /session has ended/);
    assert.equal((await api.request("POST", "/api/logout", { token: first })).status, 401);
    assert.equal(
      (await api.request("GET", "/api/departments", { token: second })).status,
      200,
      "the user's other sessions go on",
    );
  }
  assert.equal((await api.request("POST", "/api/logout")).status, 401);
});

Deno.test("an expired token gets 401", async () => {
  const { token } = (await login(employee.email, employee.password)).body;
  const signedInAt = api.now();
  api.setNow(new Date(signedInAt.getTime() + (api.config.sessionHours + 1) * 3_600_000));
  try {
    const { status, body } = await api.request("GET", "/api/departments", { token });
    assert.equal(status, 401);
    assert.match(body.error, /expired/);
  } finally {
    api.setNow(signedInAt);
  }
  assert.equal((await api.request("GET", "/api/departments", { token })).status, 200);
});

Deno.test("a tampered or foreign token gets 401", async () => {
  const { token } = (await login(employee.email, employee.password)).body;
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/")));
  const forged = btoa(JSON.stringify({ ...claims, app_role: "global_admin" }))
    .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
  for (
    const bad of [`${header}.${forged}.${signature}`, `${header}.${payload}.${flipped}`, "x.y.z"]
  ) {
    const answer = await api.request("GET", "/api/admin/users", { token: bad });
    assert.equal(answer.status, 401, bad);
  }
});

Deno.test("a validly signed token whose sub or sid is no UUID gets 401, not 500 (issue 28)", async () => {
  const { token } = (await login(employee.email, employee.password)).body;
  const claims = JSON.parse(atob(token.split(".")[1].replaceAll("-", "+").replaceAll("_", "/")));
  for (const odd of [{ sub: "not-a-uuid" }, { sid: "1" }, { sub: `${claims.sub}'--` }]) {
    const signed = await signToken({ ...claims, ...odd }, api.config.jwtSecret);
    const answer = await api.request("GET", "/api/departments", { token: signed });
    assert.equal(answer.status, 401, JSON.stringify(odd));
  }
});
