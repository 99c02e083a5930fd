// Cover counts a request only when its leave type counts as away (issue 33): a type an
// administrator marks as not away leaves its people present on the heat-map, in a day's away
// list and in the pending list's shortfalls; turning the flag over moves the days of its
// requests, and the days kept per department stay the days counted from scratch.
import assert from "node:assert/strict";
import { setupApi, type TestUser } from "../../../tests/harness.ts";

// Sunday 10 January 2027; the days looked at are Tuesday 2 and Wednesday 3 February.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

/** The body of a call that must succeed, as the administrator unless `token` says who. */
const call = (method: string, path: string, body?: unknown, token = admin.token) =>
  api.ok(method, path, { token, body });

function sql(text: string, params: unknown[] = []) {
  return api.db.privileged((tx) => tx.query(text, params));
}

const departmentId = await api.createDepartment("Line T");
const members: TestUser[] = [];
for (const firstName of ["Ann", "Bob", "Cat"]) {
  members.push(await api.createUser({ departmentId, firstName, lastName: "Line" }));
}
await call("POST", "/api/admin/cover-rules", { departmentId, skillId: null, minimum: 3 });
const training = await call("POST", "/api/admin/leave-types", {
  name: "Training on site",
  colour: "#bef264",
  deductsFromAllowance: false,
  allowanceHours: null,
  needsApproval: true,
  colleaguesSeeName: true,
  countsAsAway: false,
  halfDays: true,
  noteRequired: false,
  filedBy: "employee",
});

/** A live request of a type, straight into the table as a booking route files it. */
async function request(user: TestUser, day: string, status: string, leaveTypeId: number) {
  const [row] = await sql(
    `insert into public.holiday_requests (user_id, start_date, end_date, status, leave_type_id)
     values ($1, $2, $2, $3, $4) returning id::integer as id`,
    [user.id, day, status, leaveTypeId],
  );
  return row.id as number;
}

// Ann trains on Tuesday (approved) and Cat asks to train on Wednesday; Bob is on holiday then.
await request(members[0], "2027-02-02", "accepted", training.id);
const catsRequest = await request(members[2], "2027-02-03", "pending", training.id);
await request(members[1], "2027-02-03", "accepted", 1);

/** Tuesday's and Wednesday's cells: [away, pending, present, short]. */
async function cells() {
  const heat = await call(
    "GET",
    `/api/admin/cover-heatmap?startDate=2027-02-01&weeks=4&department=${departmentId}`,
  );
  return (heat[0].cells as {
    day: string;
    away: number;
    pending: number;
    present: number;
    short: boolean;
  }[])
    .filter((cell) => cell.day === "2027-02-02" || cell.day === "2027-02-03")
    .map((cell) => [cell.day, cell.away, cell.pending, cell.present, cell.short]);
}

async function awayOn(day: string) {
  return await call("GET", `/api/admin/cover-heatmap/away?department=${departmentId}&day=${day}`);
}

async function catsShortfalls() {
  const pending = await call("GET", "/api/admin/holiday-requests");
  const cats = pending.find((row: { id: number }) => row.id === catsRequest);
  return cats.cover_shortfalls ?? [];
}

/** The kept days, then counted from scratch: the same rows. */
async function assertKeptAsCounted(label: string) {
  const read = () =>
    sql(
      `select day::text, department_id::integer, away, pending from private.cover_days
       where department_id = $1 and (away <> 0 or pending <> 0) order by 1`,
      [departmentId],
    );
  const kept = await read();
  await sql("select private.cover_days_rebuild()");
  assert.deepEqual(kept, await read(), label);
}

Deno.test("a type that does not count as away leaves its people present", async () => {
  assert.deepEqual(await cells(), [
    ["2027-02-02", 0, 0, 3, false],
    ["2027-02-03", 1, 0, 2, true],
  ]);
  assert.deepEqual(await awayOn("2027-02-02"), []);
  assert.deepEqual(await awayOn("2027-02-03"), [{ name: "Bob Line", kind: "holiday", part: 1 }]);
  assert.deepEqual(await catsShortfalls(), [], "Cat's training takes no cover");
  await assertKeptAsCounted("not away");
});

Deno.test("turning the flag over moves its requests' days, and back", async () => {
  await call("PATCH", `/api/admin/leave-types/${training.id}`, { countsAsAway: true });
  assert.deepEqual(await cells(), [
    ["2027-02-02", 1, 0, 2, true],
    ["2027-02-03", 1, 1, 1, true],
  ]);
  assert.deepEqual(await awayOn("2027-02-02"), [{ name: "Ann Line", kind: "holiday", part: 1 }]);
  assert.equal((await catsShortfalls()).length, 1, "Cat's training now leaves Wednesday short");
  await assertKeptAsCounted("away");

  await call("PATCH", `/api/admin/leave-types/${training.id}`, { countsAsAway: false });
  assert.deepEqual(await cells(), [
    ["2027-02-02", 0, 0, 3, false],
    ["2027-02-03", 1, 0, 2, true],
  ]);
  await assertKeptAsCounted("not away again");
});

Deno.test("a request moved to a type that does not count leaves the department's days", async () => {
  const holiday = await request(members[0], "2027-02-04", "accepted", 1);
  const thursday = async () =>
    (await sql(
      `select away from private.cover_days where department_id = $1 and day = '2027-02-04'`,
      [departmentId],
    ))[0]?.away ?? 0;
  assert.equal(await thursday(), 2);
  await sql("update public.holiday_requests set leave_type_id = $2 where id = $1", [
    holiday,
    training.id,
  ]);
  assert.equal(await thursday(), 0);
  await assertKeptAsCounted("moved");
});

Deno.test("filing or previewing a type that does not count as away checks no cover", async () => {
  const range = (day: string) => ({
    startDate: day,
    endDate: day,
    startDayType: "full",
    endDayType: "full",
  });
  const preview = (user: TestUser, day: string, leaveTypeId?: number) =>
    call(
      "GET",
      `/api/cover-preview?${new URLSearchParams({
        ...range(day),
        ...(leaveTypeId ? { leaveTypeId: String(leaveTypeId) } : {}),
      })}`,
      undefined,
      user.token,
    );
  // Every one of the three is needed on Monday 8 February: a holiday leaves the day short.
  assert.equal((await preview(members[1], "2027-02-08")).shortfalls.length, 1);
  assert.deepEqual(await preview(members[1], "2027-02-08", training.id), { shortfalls: [] });
  assert.equal((await preview(members[1], "2027-02-08", 1)).shortfalls.length, 1);

  const trained = await call(
    "POST",
    "/api/vacation-request",
    { ...range("2027-02-08"), leaveTypeId: training.id },
    members[1].token,
  );
  assert.equal(trained.cover_shortfalls, undefined);
  const holiday = await call(
    "POST",
    "/api/vacation-request",
    range("2027-02-09"),
    members[2].token,
  );
  assert.equal(holiday.cover_shortfalls.length, 1);

  const added = await call("POST", "/api/admin/add-holiday", {
    selectedUser: members[0].id,
    ...range("2027-02-10"),
    leaveTypeId: training.id,
  });
  assert.equal(added.cover_shortfalls, undefined);
  await assertKeptAsCounted("filed");
});

Deno.test("approving a request of a type that does not count as away needs no cover override", async () => {
  const line = await api.createDepartment("Line U");
  const dee = await api.createUser({ departmentId: line, firstName: "Dee", lastName: "Line" });
  await api.createUser({ departmentId: line, firstName: "Eve", lastName: "Line" });
  await call("POST", "/api/admin/cover-rules", {
    departmentId: line,
    skillId: null,
    minimum: 2,
    mode: "block",
  });
  const filed = await call("POST", "/api/vacation-request", {
    startDate: "2027-02-15",
    endDate: "2027-02-15",
    leaveTypeId: training.id,
  }, dee.token);
  const approved = await call("POST", `/api/admin/holiday-requests/${filed.id}/approve`, {});
  assert.deepEqual([approved.status, approved.cover_shortfalls], ["accepted", undefined]);
});
