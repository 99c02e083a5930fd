// Public holidays by nation (issue 29): a department keeps England & Wales's, Scotland's or
// Northern Ireland's, a user may keep their own, and every figure of theirs counts by it.
import assert from "node:assert/strict";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";
import { NO_WORKING_HOURS } from "./holidays.ts";

// Sunday 1 November 2026: St Andrew's Day is Monday 30 November.
const api = await setupApi({ now: new Date("2026-11-01T10:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const glasgow = await api.createDepartment("Glasgow works");
const leeds = await api.createDepartment("Leeds works");

const adminCall = (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: admin.token, body });

function book(user: TestUser, startDate: string, endDate = startDate) {
  return api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: { startDate, endDate },
  });
}

async function inNation(region: string, departmentId: number) {
  const set = await adminCall("PUT", `/api/admin/holiday-regions/departments/${departmentId}`, {
    region,
  });
  assert.equal(set.status, 200, JSON.stringify(set.body));
}

Deno.test("with nothing chosen everyone keeps England & Wales's holidays", async () => {
  const { status, body } = await adminCall("GET", "/api/admin/holiday-regions");
  assert.equal(status, 200);
  assert.ok(body.departments.every((d: { region: string }) => d.region === "england-wales"));
  assert.deepEqual(body.users, []);
  const scot = await api.createUser({ departmentId: glasgow });
  // St Andrew's Day is an ordinary Monday in England & Wales.
  const booked = await book(scot, "2026-11-30");
  assert.deepEqual([booked.status, booked.body.requested_hours], [201, 10]);
});

Deno.test("a Scottish department's day off costs nothing; its English colleagues' days do", async () => {
  await inNation("scotland", glasgow);
  const scot = await api.createUser({ departmentId: glasgow });
  const english = await api.createUser({ departmentId: leeds });
  // St Andrew's Day 2026 and 2 January 2029 (a Tuesday): Scotland's alone.
  for (const day of ["2026-11-30", "2029-01-02"]) {
    assert.deepEqual(
      await book(scot, day).then((a) => [a.status, a.body]),
      errorAnswer(400, NO_WORKING_HOURS),
    );
    assert.equal((await book(english, day)).body.requested_hours, 10, day);
  }
  // Easter Monday is England & Wales's alone: the week after Easter 2027 costs the Scot 40 h.
  const easter = await book(scot, "2027-03-29", "2027-04-01");
  assert.equal(easter.body.requested_hours, 40);
  const englishEaster = await book(english, "2027-03-29", "2027-04-01");
  assert.equal(englishEaster.body.requested_hours, 30);
  // Each reads their own nation's holidays.
  const days = async (user: TestUser) =>
    (await api.request("GET", "/api/bank-holidays?from=2029", { token: user.token })).body
      .map((h: { date: string }) => h.date);
  assert.ok((await days(scot)).includes("2029-01-02"));
  assert.ok(!(await days(english)).includes("2029-01-02"));
  // An administrator reads anyone's; an employee only their own.
  const forScot = await adminCall("GET", `/api/bank-holidays?from=2029&userId=${scot.id}`);
  assert.ok(forScot.body.some((h: { date: string }) => h.date === "2029-01-02"));
  const nosy = await api.request("GET", `/api/bank-holidays?from=2029&userId=${scot.id}`, {
    token: english.token,
  });
  assert.equal(nosy.status, 403);
});

Deno.test("a user may keep another nation's holidays than their department's", async () => {
  const belfast = await api.createUser({
    departmentId: leeds,
    firstName: "Orla",
    lastName: "Quinn",
  });
  const set = await adminCall("PUT", `/api/admin/holiday-regions/users/${belfast.id}`, {
    region: "northern-ireland",
  });
  assert.equal(set.status, 200);
  assert.deepEqual(
    set.body.users.find((u: { id: string }) => u.id === belfast.id),
    { id: belfast.id, name: "Orla Quinn", department: "Leeds works", region: "northern-ireland" },
  );
  // St Patrick's Day 2027 (a Wednesday) and the Twelfth (a Monday).
  for (const day of ["2027-03-17", "2027-07-12"]) {
    assert.deepEqual(
      await book(belfast, day).then((a) => [a.status, a.body]),
      errorAnswer(400, NO_WORKING_HOURS),
    );
  }
  // Sick days count by the nation too: Mon 15 to Thu 18 March 2027 holds St Patrick's Day.
  await api.db.privileged((tx) =>
    tx.query(
      "insert into public.sickness_logs (user_id, sick_from_date, sick_to_date) values ($1, '2027-03-15', '2027-03-18')",
      [belfast.id],
    )
  );
  const logs = await adminCall("GET", "/api/sickness-logs");
  const log = logs.body.find((l: { user_id: string }) => l.user_id === belfast.id);
  assert.equal(log.days, 3);
  // A closed log counts in its year's summary and the Bradford factor whatever today is.
  const summary = await adminCall("GET", "/api/sickness-summary/2027");
  const row = summary.body.find((r: { user_id: string }) => r.user_id === belfast.id);
  assert.equal(row.totalSickDays, 3);
  const bradford = await adminCall("GET", "/api/sickness-bradford?asOf=2027-05-31");
  const scored = bradford.body.rows.find((r: { user_id: string }) => r.user_id === belfast.id);
  assert.deepEqual([scored.spells, scored.days, scored.score], [1, 3, 3]);
  // Back to the department's: St Patrick's Day 2028 (a Friday) aside, 17 March 2027 counts.
  await adminCall("PUT", `/api/admin/holiday-regions/users/${belfast.id}`, { region: null });
  assert.equal((await book(belfast, "2027-03-16", "2027-03-17")).body.requested_hours, 20);
});

Deno.test("only administrators choose, a bad nation names the field, and each change is audited", async () => {
  const employee = await api.createUser({ departmentId: leeds });
  const refused = await api.request("PUT", `/api/admin/holiday-regions/departments/${leeds}`, {
    token: employee.token,
    body: { region: "scotland" },
  });
  assert.equal(refused.status, 403);
  const bad = await adminCall("PUT", `/api/admin/holiday-regions/departments/${leeds}`, {
    region: "wales",
  });
  assert.deepEqual(
    [bad.status, bad.body.error],
    [400, "region: must be one of england-wales, scotland, northern-ireland"],
  );
  const missing = await adminCall("PUT", "/api/admin/holiday-regions/departments/999999", {
    region: "scotland",
  });
  assert.equal(missing.status, 404);
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string }>(
      `select actor_id from public.audit_log where entity = 'departments' and entity_id = $1
       and after ->> 'holiday_region' = 'scotland'`,
      [String(glasgow)],
    )
  );
  assert.equal(audit.actor_id, admin.id);
});

Deno.test("cover counts each member on their own nation's working days", async () => {
  const edinburgh = await api.createDepartment("Edinburgh line");
  const york = await api.createDepartment("York line");
  await inNation("scotland", edinburgh);
  for (let i = 0; i < 3; i++) await api.createUser({ departmentId: edinburgh });
  const yorkers = [];
  for (let i = 0; i < 3; i++) yorkers.push(await api.createUser({ departmentId: york }));
  // One of York's keeps Scotland's holidays.
  await adminCall("PUT", `/api/admin/holiday-regions/users/${yorkers[0].id}`, {
    region: "scotland",
  });
  const scheduled = async (departmentId: number, startDate: string, day: string) => {
    const heat = await adminCall(
      "GET",
      `/api/admin/cover-heatmap?startDate=${startDate}&weeks=4&department=${departmentId}`,
    );
    assert.equal(heat.status, 200, JSON.stringify(heat.body));
    return heat.body[0]?.cells.find((c: { day: string }) => c.day === day)?.scheduled ?? 0;
  };
  // Monday 4 January 2027: Scotland's 2 January moved there; an ordinary Monday in England.
  assert.equal(await scheduled(edinburgh, "2027-01-04", "2027-01-04"), 0);
  assert.equal(await scheduled(york, "2027-01-04", "2027-01-04"), 2);
  // Easter Monday 2027: England & Wales's alone.
  assert.equal(await scheduled(edinburgh, "2027-03-29", "2027-03-29"), 3);
  assert.equal(await scheduled(york, "2027-03-29", "2027-03-29"), 1);
  // An ordinary Tuesday: everyone.
  assert.equal(await scheduled(york, "2027-03-29", "2027-03-30"), 3);
});
