import assert from "node:assert/strict";
import { NO_DEPARTMENT } from "@shared/departments.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin", lastName: "Aaadmin" });
const employee = await api.createUser();
const clerk = await api.createUser({ role: "sickness_user" });

function pick(user: TestUser, query = "") {
  return api.request("GET", `/api/users${query}`, { token: user.token });
}

Deno.test("a global admin and a sickness user pick users; an employee gets 403", async () => {
  for (const user of [admin, clerk]) {
    const answer = await pick(user);
    assert.equal(answer.status, 200);
    assert.ok(answer.body.some((u: { id: string }) => u.id === employee.id));
  }
  const refused = await pick(employee);
  assert.deepEqual(
    [refused.status, refused.body],
    errorAnswer(403, "You do not have access to this"),
  );
  assert.equal((await api.request("GET", "/api/users")).status, 401);
});

Deno.test("picker rows carry the department and nothing else: no hours, no role", async () => {
  const departmentId = await api.createDepartment("Warehouse");
  const kept = await api.createUser({
    firstName: "Keeley",
    lastName: "Shape",
    email: "keeley.shape@leave.test",
    departmentId,
  });
  const loose = await api.createUser({
    firstName: "Lou",
    lastName: "Shape",
    email: "lou@leave.test",
  });
  const answer = await pick(clerk, "?q=shape");
  assert.deepEqual(answer.body, [
    {
      id: kept.id,
      firstName: "Keeley",
      lastName: "Shape",
      email: "keeley.shape@leave.test",
      department_id: departmentId,
      department: "Warehouse",
    },
    {
      id: loose.id,
      firstName: "Lou",
      lastName: "Shape",
      email: "lou@leave.test",
      department_id: null,
      department: NO_DEPARTMENT,
    },
  ]);
});

Deno.test("only active users, by last name then first name, searchable by name or email", async () => {
  const tag = crypto.randomUUID().slice(0, 6);
  const make = (firstName: string, lastName: string) =>
    api.createUser({ firstName, lastName, email: `${firstName}.${tag}@Picker.test`.toLowerCase() });
  const zoe = await make("Zoe", "abbott");
  const amy = await make("Amy", "Brown");
  const bea = await make("Bea", "Brown");
  const gone = await make("Gus", "Abbott");
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );
  const ids = (body: { id: string }[]) => body.map((user) => user.id);

  const byEmail = await pick(admin, `?q=${tag}@PICKER`);
  assert.deepEqual(ids(byEmail.body), [zoe.id, amy.id, bea.id]);
  assert.equal(byEmail.headers.get("X-Total-Count"), "3");
  assert.deepEqual(ids((await pick(admin, "?q=BROW")).body), [amy.id, bea.id]);
  assert.deepEqual(ids((await pick(clerk, "?q=ZOE")).body), [zoe.id]);
  assert.deepEqual(ids((await pick(admin, "?q=Amy Brown")).body), [amy.id]);
  assert.deepEqual(ids((await pick(admin, "?q=gus")).body), []);
  assert.deepEqual((await pick(admin, "?q=%25")).body, []);

  const page = await pick(admin, `?q=${tag}&limit=1&offset=1`);
  assert.deepEqual(ids(page.body), [amy.id]);
  assert.equal(page.headers.get("X-Total-Count"), "3");

  // Without a limit the bulk screen gets every active user.
  const [{ active }] = await api.db.privileged((tx) =>
    tx.query<{ active: number }>(
      "select count(*)::integer as active from public.users where deactivated_at is null",
    )
  );
  const all = await pick(admin);
  assert.equal(all.body.length, active);
  assert.equal(all.headers.get("X-Total-Count"), String(active));
  assert.ok(!ids(all.body).includes(gone.id));

  const bad = await pick(admin, "?limit=abc");
  assert.deepEqual(
    [bad.status, bad.body],
    errorAnswer(400, "limit: must be an integer from 1 to 500"),
  );
});

Deno.test("a sickness user has no access to the admin user list", async () => {
  const answer = await api.request("GET", "/api/admin/users", { token: clerk.token });
  assert.deepEqual(
    [answer.status, answer.body],
    errorAnswer(403, "You do not have access to this"),
  );
  const forAdmin = await api.request("GET", "/api/admin/users", { token: admin.token });
  assert.equal(forAdmin.status, 200);
});
