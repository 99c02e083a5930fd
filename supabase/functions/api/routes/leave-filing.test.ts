// Filing a leave type (issue 33): a request names its type and a note, and the type's rules are
// the database's (a caller with direct access meets them too): a type that does not deduct
// leaves the holiday balance and its floor alone; an own allowance is enforced, with the type
// and the hours left named, and holds against racing writers; a type without approval is
// approved on filing and never waits; half days and a note per type; a type not active cannot
// be filed but old requests keep it; a type only an administrator files.
import assert from "node:assert/strict";
import { addDays, dayOfWeek } from "@shared/dates.ts";
import { leaveTypeRefusals } from "@shared/leave-types.ts";
import { leaveBalanceResponse } from "@shared/schemas/leave-types.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

const api = await setupApi({ now: new Date("2026-06-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());

const admin = await api.createUser({ role: "global_admin" });
const ADMIN_PATH = "/api/admin/leave-types";

const asAdmin = (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: admin.token, body });

/** The id of a type by name, turned on. */
async function turnOn(name: string): Promise<number> {
  const all = (await asAdmin("GET", ADMIN_PATH)).body as { id: number; name: string }[];
  const id = all.find((type) => type.name === name)!.id;
  const on = await asAdmin("PATCH", `${ADMIN_PATH}/${id}`, { active: true });
  assert.equal(on.status, 200);
  return id;
}

/** A new type of the test's own (active). */
async function createType(name: string, rules: Record<string, unknown> = {}): Promise<number> {
  const created = await asAdmin("POST", ADMIN_PATH, {
    name,
    colour: "#fde68a",
    deductsFromAllowance: false,
    allowanceHours: null,
    needsApproval: true,
    colleaguesSeeName: true,
    halfDays: true,
    noteRequired: false,
    filedBy: "employee",
    ...rules,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

const file = (user: TestUser, body: Record<string, unknown>) =>
  api.request("POST", "/api/vacation-request", { token: user.token, body });
const balanceOf = async (user: TestUser) =>
  (await api.request("GET", "/api/vacation-days", { token: user.token })).body.vacation_hours;
const leaveBalances = async (user: TestUser, year?: number) =>
  await api.request("GET", `/api/leave-balances${year ? `?year=${year}` : ""}`, {
    token: user.token,
  });

/** A stored request's type, note and status. */
async function stored(id: number) {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ leave_type_id: number; note: string | null; status: string }>(
      "select leave_type_id::integer, note, status from public.holiday_requests where id = $1",
      [id],
    )
  );
  return row;
}

// With Holiday alone no type has an allowance of its own: no line at all.
const beforeAnyType = await api.request("GET", "/api/leave-balances", { token: admin.token });

const compassionate = await turnOn("Compassionate leave");
const paternity = await turnOn("Paternity");
const jury = await turnOn("Jury service");
const maternity = await turnOn("Maternity");

Deno.test("with no type named a request is a Holiday; a Holiday named is the same request", async () => {
  const user = await api.createUser();
  const plain = await file(user, { startDate: "2026-06-15", endDate: "2026-06-15" });
  const named = await file(user, {
    startDate: "2026-06-16",
    endDate: "2026-06-16",
    leaveTypeId: 1,
    note: null,
  });
  assert.deepEqual([plain.status, named.status], [201, 201]);
  assert.deepEqual(Object.keys(named.body).sort(), Object.keys(plain.body).sort());
  assert.deepEqual(await stored(named.body.id), {
    leave_type_id: 1,
    note: null,
    status: "pending",
  });
  assert.equal(await balanceOf(user), 140);
});

Deno.test("GET /api/leave-balances answers [] while only Holiday is active", () => {
  assert.deepEqual([beforeAnyType.status, beforeAnyType.body], [200, []]);
});

Deno.test("a type that does not deduct leaves the holiday balance and its floor alone", async () => {
  const user = await api.createUser({ totalVacationHours: 0 });
  // 40 h of compassionate leave: as a holiday it would leave -40, below the -30 h floor.
  const filed = await file(user, {
    startDate: "2026-06-22",
    endDate: "2026-06-25",
    leaveTypeId: compassionate,
    note: "  Grandmother's funeral ",
  });
  assert.equal(filed.status, 201, JSON.stringify(filed.body));
  assert.equal(filed.body.requested_hours, 40);
  assert.deepEqual(await stored(filed.body.id), {
    leave_type_id: compassionate,
    note: "Grandmother's funeral",
    status: "pending",
  });
  assert.equal(await balanceOf(user), 0);
  const breakdown = await api.request("GET", "/api/vacation-days/breakdown", { token: user.token });
  assert.deepEqual([breakdown.body.used, breakdown.body.pending, breakdown.body.remaining], [
    0,
    0,
    0,
  ]);
  // The administrator's list of users shows the same balance.
  const [listed] = await api.db.privileged((tx) =>
    tx.query<{ hours: number }>(
      "select private.vacation_balance($1, '2026-06-10') as hours",
      [user.id],
    )
  );
  assert.equal(listed.hours, 0);
  // A holiday still meets the floor as before: 40 h leave -40.
  const holiday = await file(user, { startDate: "2026-06-29", endDate: "2026-07-02" });
  assert.equal(holiday.status, 409);
});

Deno.test("an own allowance is enforced, naming the type and the hours left", async () => {
  const user = await api.createUser();
  // Paternity: 80 h a year, no half days. Two weeks of Monday to Thursday are 80 h.
  const first = await file(user, {
    startDate: "2026-07-06",
    endDate: "2026-07-09",
    leaveTypeId: paternity,
  });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  const lines = await leaveBalances(user, 2026);
  assert.deepEqual(
    lines.body.find((line: { leaveTypeId: number }) => line.leaveTypeId === paternity),
    {
      leaveTypeId: paternity,
      name: "Paternity",
      colour: "#7dd3fc",
      allowanceHours: 80,
      takenHours: 40,
      leftHours: 40,
    },
  );
  const second = await file(user, {
    startDate: "2026-07-13",
    endDate: "2026-07-15",
    leaveTypeId: paternity,
  });
  assert.equal(second.status, 201);
  // 10 h are left: two days (20 h) are refused.
  const refused = await file(user, {
    startDate: "2026-07-20",
    endDate: "2026-07-21",
    leaveTypeId: paternity,
  });
  assert.deepEqual(
    [refused.status, refused.body],
    errorAnswer(409, leaveTypeRefusals.allowanceSpent("Paternity", 20, 10)),
  );
  assert.equal(
    refused.body.error,
    "Paternity: this request needs 20 h and 10 h are left this year",
  );
  // The next year has its own allowance; the holiday balance never moved.
  const nextYear = await file(user, {
    startDate: "2027-01-04",
    endDate: "2027-01-07",
    leaveTypeId: paternity,
  });
  assert.equal(nextYear.status, 201);
  assert.equal(await balanceOf(user), 160);
  // An administrator's booking for them meets the allowance too.
  const booked = await asAdmin("POST", "/api/admin/add-holiday", {
    selectedUser: user.id,
    startDate: "2026-07-27",
    endDate: "2026-07-28",
    leaveTypeId: paternity,
  });
  assert.deepEqual(
    [booked.status, booked.body],
    errorAnswer(409, leaveTypeRefusals.allowanceSpent("Paternity", 20, 10)),
  );
});

Deno.test("a type approved on filing skips the pending list", async () => {
  const dependants = await turnOn("Time off for dependants");
  const user = await api.createUser();
  const filed = await file(user, {
    startDate: "2026-08-03",
    endDate: "2026-08-03",
    leaveTypeId: dependants,
  });
  assert.equal(filed.status, 201, JSON.stringify(filed.body));
  assert.equal(filed.body.status, "accepted");
  const pending = await asAdmin("GET", "/api/admin/holiday-requests");
  assert.ok(!pending.body.some((row: { id: number }) => row.id === filed.body.id));
  const own = await api.request("GET", "/api/user/holiday-requests", { token: user.token });
  assert.equal(own.body.find((row: { id: number }) => row.id === filed.body.id).status, "accepted");
  // Its filing is audited as any request's.
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; status: string }>(
      `select actor_id, after ->> 'status' as status from public.audit_log
       where entity = 'holiday_requests' and entity_id = $1::text`,
      [String(filed.body.id)],
    )
  );
  assert.deepEqual(audit, { actor_id: user.id, status: "accepted" });
});

Deno.test("half days per type: a type without them refuses either half, naming the field", async () => {
  const user = await api.createUser();
  const morning = await file(user, {
    startDate: "2026-09-07",
    endDate: "2026-09-07",
    startDayType: "morning",
    leaveTypeId: paternity,
  });
  assert.deepEqual(
    [morning.status, morning.body],
    errorAnswer(400, leaveTypeRefusals.noHalfDays("startDayType", "Paternity")),
  );
  const lastAfternoon = await file(user, {
    startDate: "2026-09-07",
    endDate: "2026-09-08",
    endDayType: "morning",
    leaveTypeId: paternity,
  });
  assert.deepEqual(
    [lastAfternoon.status, lastAfternoon.body],
    errorAnswer(400, leaveTypeRefusals.noHalfDays("endDayType", "Paternity")),
  );
  // A type with half days (compassionate leave) takes one.
  const half = await file(user, {
    startDate: "2026-09-07",
    endDate: "2026-09-07",
    startDayType: "afternoon",
    leaveTypeId: compassionate,
  });
  assert.deepEqual([half.status, half.body.requested_hours], [201, 5]);
});

Deno.test("a type that needs a note refuses a request without one", async () => {
  const user = await api.createUser();
  for (const note of [undefined, null, "", "   "]) {
    const refused = await file(user, {
      startDate: "2026-09-14",
      endDate: "2026-09-14",
      leaveTypeId: jury,
      note,
    });
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(400, leaveTypeRefusals.noteRequired("Jury service")),
    );
  }
  const tooLong = await file(user, {
    startDate: "2026-09-14",
    endDate: "2026-09-14",
    leaveTypeId: jury,
    note: "x".repeat(501),
  });
  assert.deepEqual(
    [tooLong.status, tooLong.body],
    errorAnswer(400, "note: must be at most 500 characters"),
  );
  const filed = await file(user, {
    startDate: "2026-09-14",
    endDate: "2026-09-14",
    leaveTypeId: jury,
    note: "Crown Court summons",
  });
  assert.equal(filed.status, 201);
  assert.equal((await stored(filed.body.id)).note, "Crown Court summons");
});

Deno.test("a type not active or unknown cannot be filed; old requests keep their type", async () => {
  const user = await api.createUser();
  const study = await createType("Exam leave");
  const filed = await file(user, {
    startDate: "2026-10-05",
    endDate: "2026-10-05",
    leaveTypeId: study,
  });
  assert.equal(filed.status, 201);
  assert.equal((await asAdmin("PATCH", `${ADMIN_PATH}/${study}`, { active: false })).status, 200);
  const refused = await file(user, {
    startDate: "2026-10-06",
    endDate: "2026-10-06",
    leaveTypeId: study,
  });
  assert.deepEqual(
    [refused.status, refused.body],
    errorAnswer(400, leaveTypeRefusals.notActive("Exam leave")),
  );
  assert.equal((await stored(filed.body.id)).leave_type_id, study);
  // Unknown ids, and ids that are not ids.
  const unknown = await file(user, {
    startDate: "2026-10-06",
    endDate: "2026-10-06",
    leaveTypeId: 999_999,
  });
  assert.deepEqual([unknown.status, unknown.body], errorAnswer(400, leaveTypeRefusals.unknown));
  for (const leaveTypeId of [0, -1, 1.5, "2", true, 2 ** 31]) {
    const bad = await file(user, { startDate: "2026-10-06", endDate: "2026-10-06", leaveTypeId });
    assert.deepEqual(
      [bad.status, bad.body],
      errorAnswer(400, "leaveTypeId: must be a leave type's id (a positive whole number)"),
    );
  }
  // An administrator cannot book it either.
  const booked = await asAdmin("POST", "/api/admin/add-holiday", {
    selectedUser: user.id,
    startDate: "2026-10-06",
    endDate: "2026-10-06",
    leaveTypeId: study,
  });
  assert.deepEqual(
    [booked.status, booked.body],
    errorAnswer(400, leaveTypeRefusals.notActive("Exam leave")),
  );
});

Deno.test("a type only an administrator files: refused to an employee, booked by an admin", async () => {
  const user = await api.createUser();
  const refused = await file(user, {
    startDate: "2026-11-02",
    endDate: "2026-11-05",
    leaveTypeId: maternity,
  });
  assert.deepEqual(
    [refused.status, refused.body],
    errorAnswer(403, leaveTypeRefusals.adminOnly("Maternity")),
  );
  // Nor for the administrator's own request.
  const own = await file(admin, {
    startDate: "2026-11-02",
    endDate: "2026-11-05",
    leaveTypeId: maternity,
  });
  assert.deepEqual(
    [own.status, own.body],
    errorAnswer(403, leaveTypeRefusals.adminOnly("Maternity")),
  );
  const booked = await asAdmin("POST", "/api/admin/add-holiday", {
    selectedUser: user.id,
    startDate: "2026-11-02",
    endDate: "2026-11-05",
    leaveTypeId: maternity,
    note: "Expected week of childbirth 9 November",
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal(booked.body.status, "accepted");
  assert.deepEqual(await stored(booked.body.id), {
    leave_type_id: maternity,
    note: "Expected week of childbirth 9 November",
    status: "accepted",
  });
  // Maternity does not deduct: the holiday balance is whole.
  assert.equal(await balanceOf(user), 160);
});

Deno.test("the database holds the rules for a caller with direct access", async () => {
  const user = await api.createUser();
  const asCaller = (sql: string, params: unknown[]) =>
    api.db.privileged(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'leave_user', true)`,
        [JSON.stringify({ sub: user.id, role: "authenticated" })],
      );
      return await tx.query(sql, params);
    });
  const insert = (type: number, status = "pending", dayType = "full") =>
    asCaller(
      `insert into public.holiday_requests (user_id, start_date, end_date, start_day_type,
         leave_type_id, status) values ($1, '2026-11-16', '2026-11-16', $3, $2, $4)
       returning status`,
      [user.id, type, dayType, status],
    );
  await assert.rejects(insert(maternity), { message: leaveTypeRefusals.adminOnly("Maternity") });
  await assert.rejects(insert(paternity, "pending", "morning"), {
    message: leaveTypeRefusals.noHalfDays("startDayType", "Paternity"),
  });
  await assert.rejects(insert(jury), { message: leaveTypeRefusals.noteRequired("Jury service") });
  // Approved at once only where the type needs no approval.
  await assert.rejects(insert(compassionate, "accepted"), {
    message: "A new request starts pending",
  });
  const dependants = (await asAdmin("GET", "/api/leave-types")).body
    .find((type: { name: string }) => type.name === "Time off for dependants")?.id ??
    await turnOn("Time off for dependants");
  assert.deepEqual(await insert(dependants, "pending"), [{ status: "accepted" }]);
});

Deno.test({
  // On PostgreSQL the requests race in parallel transactions; PGlite runs them one by one.
  name: "20 racing requests of a type with an own allowance never take more than it holds",
  async fn() {
    const type = await createType("Volunteering", { allowanceHours: 40 });
    const user = await api.createUser();
    // Twenty working days (Mon-Thu) of 10 h each from 1 June 2027; the allowance holds four.
    const days: string[] = [];
    for (let day = "2027-06-01"; days.length < 20; day = addDays(day, 1)) {
      if (dayOfWeek(day) >= 1 && dayOfWeek(day) <= 4) days.push(day);
    }
    const answers = await Promise.all(
      days.map((day) => file(user, { startDate: day, endDate: day, leaveTypeId: type })),
    );
    assert.equal(answers.filter((a) => a.status === 201).length, 4);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      assert.deepEqual(
        [refused.status, refused.body],
        errorAnswer(409, leaveTypeRefusals.allowanceSpent("Volunteering", 10, 0)),
      );
    }
    const line = (await leaveBalances(user, 2027)).body
      .find((l: { leaveTypeId: number }) => l.leaveTypeId === type);
    assert.deepEqual([line.takenHours, line.leftHours], [40, 0]);
  },
});

Deno.test("GET /api/leave-balances: signed in, own, bounded year", async () => {
  assert.equal((await api.request("GET", "/api/leave-balances")).status, 401);
  const user = await api.createUser();
  const lines = await leaveBalances(user);
  assert.equal(lines.status, 200);
  leaveBalanceResponse.array().parse(lines.body);
  // Only active types with an allowance of their own: Paternity here, and the test's own.
  assert.ok(lines.body.every((line: { allowanceHours: number }) => line.allowanceHours > 0));
  assert.ok(lines.body.some((line: { name: string }) => line.name === "Paternity"));
  assert.ok(!lines.body.some((line: { name: string }) => line.name === "Holiday"));
  for (const bad of ["1899", "3000", "abc", "2026.5"]) {
    const refused = await api.request("GET", `/api/leave-balances?year=${bad}`, {
      token: user.token,
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.error, /^year: /);
  }
});
