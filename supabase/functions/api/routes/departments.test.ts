import assert from "node:assert/strict";
import { errorAnswer, setupApi } from "../../../tests/harness.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser();
const sickness = await api.createUser({ role: "sickness_user" });

Deno.test("every signed-in role lists departments; a visitor gets 401", async () => {
  await api.createDepartment("Listed");
  for (const user of [admin, employee, sickness]) {
    const { status, body } = await api.request("GET", "/api/departments", { token: user.token });
    assert.equal(status, 200);
    assert.ok(body.some((d: { name: string }) => d.name === "Listed"));
  }
  assert.equal((await api.request("GET", "/api/departments")).status, 401);
});

Deno.test("a global admin creates, renames and deletes a department", async () => {
  const created = await api.request("POST", "/api/departments", {
    token: admin.token,
    body: { name: "  Packing " },
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.name, "Packing");
  const renamed = await api.request("PUT", `/api/departments/${created.body.id}`, {
    token: admin.token,
    body: { id: created.body.id, name: "Dispatch" },
  });
  assert.deepEqual(renamed.body, { id: created.body.id, name: "Dispatch" });
  const deleted = await api.request("DELETE", `/api/departments/${created.body.id}`, {
    token: admin.token,
  });
  assert.equal(deleted.status, 200);
  const again = await api.request("DELETE", `/api/departments/${created.body.id}`, {
    token: admin.token,
  });
  assert.deepEqual([again.status, again.body], errorAnswer(404, "Department not found"));
});

Deno.test("employees and sickness users cannot change departments", async () => {
  const departmentId = await api.createDepartment();
  for (const user of [employee, sickness]) {
    const attempts = [
      await api.request("POST", "/api/departments", { token: user.token, body: { name: "X" } }),
      await api.request("PUT", `/api/departments/${departmentId}`, {
        token: user.token,
        body: { name: "X" },
      }),
      await api.request("DELETE", `/api/departments/${departmentId}`, { token: user.token }),
    ];
    assert.deepEqual(attempts.map((a) => a.status), [403, 403, 403]);
  }
});

Deno.test("a blank or duplicate name is refused and changes nothing", async () => {
  await api.createDepartment("Unique");
  const blank = await api.request("POST", "/api/departments", {
    token: admin.token,
    body: { name: "   " },
  });
  assert.deepEqual([blank.status, blank.body], [400, {
    error: "name: is required",
    code: "bad_request",
    field: "name",
  }]);
  const duplicate = await api.request("POST", "/api/departments", {
    token: admin.token,
    body: { name: "unique" },
  });
  assert.deepEqual(
    [duplicate.status, duplicate.body],
    errorAnswer(409, "A department with this name already exists"),
  );
  const bad = await api.request("PUT", "/api/departments/abc", {
    token: admin.token,
    body: { name: "Y" },
  });
  assert.equal(bad.status, 400);
  assert.match(bad.body.error, /^id: /);
});

Deno.test("users of a deleted department keep working with no department", async () => {
  const departmentId = await api.createDepartment("Doomed");
  const member = await api.createUser({ departmentId });
  await api.request("DELETE", `/api/departments/${departmentId}`, { token: admin.token });
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ department_id: number | null }>(
      "select department_id from public.users where id = $1",
      [member.id],
    )
  );
  assert.equal(row.department_id, null);
  const list = await api.request("GET", "/api/departments", { token: member.token });
  assert.equal(list.status, 200);
});
