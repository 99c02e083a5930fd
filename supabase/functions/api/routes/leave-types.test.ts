// Leave types (issue 33): the built-in Holiday and the ready-made UK types, an administrator's
// own types; names unique in any case, colours readable, Holiday's rules kept, a type in use
// retired rather than deleted, every change audited, and only an administrator writes.
import assert from "node:assert/strict";
import { leaveTypeRowResponse, leaveTypeSummaryResponse } from "@shared/schemas/leave-types.ts";
import { errorAnswer, setupApi } from "../../../tests/harness.ts";
import { builtInRefusal, LEAVE_TYPE_DELETED, ONE_ALLOWANCE } from "./leave-types.ts";

const api = await setupApi({ now: new Date("2026-06-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());

const admin = await api.createUser({ role: "global_admin" });
const clerk = await api.createUser({ role: "sickness_user" });
const employee = await api.createUser({});

const ADMIN_PATH = "/api/admin/leave-types";
const READY_MADE = [
  "Adoption",
  "Compassionate leave",
  "Jury service",
  "Maternity",
  "Parental (unpaid)",
  "Paternity",
  "Shared parental",
  "Study leave",
  "Time off for dependants",
  "Time off in lieu",
  "Unpaid leave",
];

const newType = {
  name: "Sabbatical",
  colour: "#FDE68A",
  deductsFromAllowance: false,
  allowanceHours: 200,
  needsApproval: true,
  colleaguesSeeName: true,
  halfDays: false,
  noteRequired: true,
  filedBy: "employee",
};

const asAdmin = (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: admin.token, body });
const list = async () => (await asAdmin("GET", ADMIN_PATH)).body as { id: number; name: string }[];
const idOf = async (name: string) => (await list()).find((type) => type.name === name)!.id;

Deno.test("Holiday is built in and active; the ready-made types come inactive", async () => {
  const all = await asAdmin("GET", ADMIN_PATH);
  assert.equal(all.status, 200);
  assert.deepEqual(all.body[0], {
    id: 1,
    kind: "holiday",
    isBuiltIn: true,
    name: "Holiday",
    colour: "#93c5fd",
    deductsFromAllowance: true,
    allowanceHours: null,
    needsApproval: true,
    colleaguesSeeName: true,
    countsAsAway: true,
    halfDays: true,
    noteRequired: false,
    filedBy: "employee",
    active: true,
    requests: 0,
  });
  leaveTypeRowResponse.array().parse(all.body);
  const readyMade = all.body.slice(1);
  assert.deepEqual(readyMade.map((type: { name: string }) => type.name), READY_MADE);
  assert.ok(readyMade.every((type: { active: boolean }) => !type.active));
  // Everyone signed in reads the active types, and only what filing one needs.
  for (const user of [employee, clerk, admin]) {
    const active = await api.request("GET", "/api/leave-types", { token: user.token });
    leaveTypeSummaryResponse.array().parse(active.body);
    assert.deepEqual([active.status, active.body], [200, [{
      id: 1,
      name: "Holiday",
      colour: "#93c5fd",
      deductsFromAllowance: true,
      allowanceHours: null,
      needsApproval: true,
      halfDays: true,
      noteRequired: false,
      filedBy: "employee",
    }]]);
  }
  assert.equal((await api.request("GET", "/api/leave-types")).status, 401);
});

Deno.test("a request that names no type is a Holiday, and its answer is the spec's", async () => {
  const filed = await api.request("POST", "/api/vacation-request", {
    token: employee.token,
    body: { startDate: "2026-06-15", endDate: "2026-06-15" },
  });
  assert.equal(filed.status, 201);
  assert.equal("leave_type_id" in filed.body, false);
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ leave_type_id: number }>(
      "select leave_type_id::integer from public.holiday_requests where id = $1",
      [filed.body.id],
    )
  );
  assert.equal(row.leave_type_id, 1);
  assert.equal((await list())[0].name, "Holiday");
});

Deno.test("an administrator creates a type; its name is unique in any case", async () => {
  const created = await asAdmin("POST", ADMIN_PATH, newType);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  leaveTypeRowResponse.parse(created.body);
  assert.deepEqual(created.body, {
    ...newType,
    id: created.body.id,
    kind: null,
    isBuiltIn: false,
    colour: "#fde68a",
    countsAsAway: true,
    active: true,
    requests: 0,
  });
  for (const name of ["SABBATICAL", " sabbatical "]) {
    const again = await asAdmin("POST", ADMIN_PATH, { ...newType, name });
    assert.deepEqual(
      [again.status, again.body],
      errorAnswer(409, "name: a leave type with this name already exists"),
    );
  }
  const clash = await asAdmin("PATCH", `${ADMIN_PATH}/${await idOf("Jury service")}`, {
    name: "sabbatical",
  });
  assert.deepEqual(
    [clash.status, clash.body],
    errorAnswer(409, "name: a leave type with this name already exists"),
  );
  await asAdmin("DELETE", `${ADMIN_PATH}/${created.body.id}`);
});

Deno.test("a colour text cannot be read on is refused, naming the field", async () => {
  const dark = await asAdmin("POST", ADMIN_PATH, { ...newType, name: "Dark", colour: "#1e3a8a" });
  assert.equal(dark.status, 400);
  assert.match(dark.body.error, /^colour: is too dark: text on it would have a contrast of/);
  const white = await asAdmin("POST", ADMIN_PATH, { ...newType, name: "White", colour: "#fefefe" });
  assert.deepEqual(
    [white.status, white.body],
    errorAnswer(400, "colour: is too light: it would not show on the white page"),
  );
  const named = await asAdmin("POST", ADMIN_PATH, { ...newType, name: "Red", colour: "red" });
  assert.deepEqual(
    [named.status, named.body],
    errorAnswer(400, "colour: must be a colour as #rrggbb"),
  );
  const edit = await asAdmin("PATCH", `${ADMIN_PATH}/1`, { colour: "#000000" });
  assert.equal(edit.status, 400);
  assert.match(edit.body.error, /^colour: is too dark/);
});

Deno.test("a type takes hours from the holiday allowance or has its own, not both", async () => {
  const both = await asAdmin("POST", ADMIN_PATH, {
    ...newType,
    name: "Both",
    deductsFromAllowance: true,
  });
  assert.deepEqual([both.status, both.body], errorAnswer(400, ONE_ALLOWANCE));
  const paternity = await idOf("Paternity");
  const change = await asAdmin("PATCH", `${ADMIN_PATH}/${paternity}`, {
    deductsFromAllowance: true,
  });
  assert.deepEqual([change.status, change.body], errorAnswer(400, ONE_ALLOWANCE));
});

Deno.test("Holiday keeps the holiday's rules: only its colour changes, it is never deleted", async () => {
  for (
    const [field, value] of [
      ["needsApproval", false],
      ["active", false],
      ["name", "Vacation"],
      ["allowanceHours", 40],
      ["filedBy", "admin"],
    ] as const
  ) {
    const refused = await asAdmin("PATCH", `${ADMIN_PATH}/1`, { [field]: value });
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(409, builtInRefusal(field, "Holiday")),
    );
  }
  // Its rules sent back as they are (an edit dialog's whole form) are no change.
  const same = await asAdmin("PATCH", `${ADMIN_PATH}/1`, {
    name: "Holiday",
    needsApproval: true,
    colour: "#a5b4fc",
  });
  assert.deepEqual([same.status, same.body.colour, same.body.needsApproval], [
    200,
    "#a5b4fc",
    true,
  ]);
  await asAdmin("PATCH", `${ADMIN_PATH}/1`, { colour: "#93c5fd" });
  const deleted = await asAdmin("DELETE", `${ADMIN_PATH}/1`);
  assert.deepEqual(
    [deleted.status, deleted.body],
    errorAnswer(409, "Holiday is built in and cannot be deleted"),
  );
  const readyMade = await asAdmin("DELETE", `${ADMIN_PATH}/${await idOf("Maternity")}`);
  assert.deepEqual(
    [readyMade.status, readyMade.body],
    errorAnswer(409, "Maternity is ready-made and cannot be deleted: turn it off instead"),
  );
});

Deno.test("a ready-made type is turned on and off; a type in use is retired, keeping its requests", async () => {
  const compassionate = await idOf("Compassionate leave");
  const on = await asAdmin("PATCH", `${ADMIN_PATH}/${compassionate}`, { active: true });
  assert.deepEqual([on.status, on.body.active], [200, true]);
  const offered = await api.request("GET", "/api/leave-types", { token: employee.token });
  assert.deepEqual(offered.body.map((type: { name: string }) => type.name), [
    "Holiday",
    "Compassionate leave",
  ]);
  await asAdmin("PATCH", `${ADMIN_PATH}/${compassionate}`, { active: false });

  const created = await asAdmin("POST", ADMIN_PATH, { ...newType, name: "Gardening leave" });
  const id = created.body.id;
  const [request] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests (user_id, start_date, end_date, status, leave_type_id)
       values ($1, '2026-07-06', '2026-07-06', 'accepted', $2) returning id::integer`,
      [employee.id, id],
    )
  );
  const inUse = await asAdmin("DELETE", `${ADMIN_PATH}/${id}`);
  assert.deepEqual(
    [inUse.status, inUse.body],
    errorAnswer(409, "Gardening leave has requests and cannot be deleted: retire it instead"),
  );
  const retired = await asAdmin("PATCH", `${ADMIN_PATH}/${id}`, { active: false });
  assert.deepEqual([retired.status, retired.body.active, retired.body.requests], [200, false, 1]);
  const [kept] = await api.db.privileged((tx) =>
    tx.query<{ leave_type_id: number }>(
      "select leave_type_id::integer from public.holiday_requests where id = $1",
      [request.id],
    )
  );
  assert.equal(kept.leave_type_id, id);
  const offeredNow = await api.request("GET", "/api/leave-types", { token: employee.token });
  assert.deepEqual(offeredNow.body.map((type: { name: string }) => type.name), ["Holiday"]);

  const unused = await asAdmin("POST", ADMIN_PATH, { ...newType, name: "Never used" });
  const gone = await asAdmin("DELETE", `${ADMIN_PATH}/${unused.body.id}`);
  assert.deepEqual([gone.status, gone.body], [200, { message: LEAVE_TYPE_DELETED }]);
  const missing = await asAdmin("PATCH", `${ADMIN_PATH}/${unused.body.id}`, { active: true });
  assert.deepEqual([missing.status, missing.body], errorAnswer(404, "Leave type not found"));
});

Deno.test("only a global admin manages leave types", async () => {
  for (const user of [employee, clerk]) {
    const calls = [
      ["GET", ADMIN_PATH, undefined],
      ["POST", ADMIN_PATH, { ...newType, name: "Forged" }],
      ["PATCH", `${ADMIN_PATH}/2`, { active: true }],
      ["DELETE", `${ADMIN_PATH}/2`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const answer = await api.request(method, path, { token: user.token, body });
      assert.equal(answer.status, 403, `${method} ${path}`);
    }
  }
  assert.equal((await api.request("GET", ADMIN_PATH)).status, 401);
  assert.equal((await list()).find((type) => type.name === "Forged"), undefined);
  assert.equal((await list())[1].name, "Adoption");
});

Deno.test("every change of a leave type is audited with its author", async () => {
  const created = await asAdmin("POST", ADMIN_PATH, { ...newType, name: "Audited" });
  const id = created.body.id;
  await asAdmin("PATCH", `${ADMIN_PATH}/${id}`, { needsApproval: false });
  await asAdmin("DELETE", `${ADMIN_PATH}/${id}`);
  const audit = await api.db.privileged((tx) =>
    tx.query<{ action: string; before: string | null; after: string | null }>(
      `select action, before ->> 'needs_approval' as before, after ->> 'needs_approval' as after
         from public.audit_log
        where entity = 'leave_types' and entity_id = $1 and actor_id = $2 order by id`,
      [String(id), admin.id],
    )
  );
  assert.deepEqual(audit, [
    { action: "insert", before: null, after: "true" },
    { action: "update", before: "true", after: "false" },
    { action: "delete", before: "false", after: null },
  ]);
});
