// Cover (issue 17) through the API: rules by department and skill, warn and block, an
// administrator's override with a reason, the preview, the pending list, the heat-map and the
// overview. With no rule, no answer changes.
import assert from "node:assert/strict";
import { coverBlockedMessage, type CoverShortfall } from "@shared/schemas/cover.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

// Sunday 10 January 2027; Monday 1 February 2027 is a working day of everybody's default.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

let counter = 0;
async function team(size: number) {
  const name = `Line ${++counter}`;
  const departmentId = await api.createDepartment(name);
  const members: TestUser[] = [];
  for (let i = 0; i < size; i++) {
    members.push(await api.createUser({ departmentId, firstName: `M${i}`, lastName: name }));
  }
  return { departmentId, name, members };
}

async function adminCall(method: string, path: string, body?: unknown) {
  return await api.request(method, path, { token: admin.token, body });
}

async function rule(
  departmentId: number,
  minimum: number,
  mode = "warn",
  skillId = null as number | null,
) {
  const answer = await adminCall("POST", "/api/admin/cover-rules", {
    departmentId,
    skillId,
    minimum,
    mode,
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.id as number;
}

const day = (startDate: string, endDate = startDate, startDayType = "full") => ({
  startDate,
  endDate,
  startDayType,
  endDayType: "full",
});

function book(user: TestUser, range: ReturnType<typeof day>) {
  return api.request("POST", "/api/vacation-request", { token: user.token, body: range });
}

async function preview(user: TestUser, range: ReturnType<typeof day>) {
  const query = new URLSearchParams(range).toString();
  const answer = await api.request("GET", `/api/cover-preview?${query}`, { token: user.token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.shortfalls as CoverShortfall[];
}

/** An administrator's preview of `user`'s range, as the Add Holiday form asks for it. */
async function adminPreview(user: TestUser, range: ReturnType<typeof day>) {
  const query = new URLSearchParams({ ...range, userId: user.id }).toString();
  const answer = await adminCall("GET", `/api/cover-preview?${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.shortfalls as CoverShortfall[];
}

Deno.test("with no rule nothing is said and nothing is refused", async () => {
  const { members } = await team(2);
  assert.deepEqual(await preview(members[0], day("2027-02-01")), []);
  const booked = await book(members[0], day("2027-02-01"));
  assert.equal(booked.status, 201);
  assert.equal("cover_shortfalls" in booked.body, false);
  const pending = await adminCall("GET", "/api/admin/holiday-requests");
  const row = pending.body.find((r: { id: number }) => r.id === booked.body.id);
  assert.equal("cover_shortfalls" in row, false);
  const approved = await adminCall("POST", `/api/admin/holiday-requests/${booked.body.id}/approve`);
  assert.equal(approved.status, 200);
  assert.equal("cover_shortfalls" in approved.body, false);
});

Deno.test("a warn rule lets the request go and says who else is away", async () => {
  const { departmentId, members, name } = await team(4);
  await rule(departmentId, 3);
  // M1 is away on Monday already; M0's day would leave 2 of 3.
  await adminCall("POST", "/api/admin/add-holiday", {
    selectedUser: members[1].id,
    ...day("2027-02-01"),
  });
  const expected = [{
    day: "2027-02-01",
    ruleId: (await adminCall("GET", "/api/admin/cover-rules")).body
      .find((r: { departmentId: number }) => r.departmentId === departmentId).id,
    skill: null,
    mode: "warn",
    needed: 3,
    present: 2,
    awayNames: [`M1 ${name}`],
  }];
  // The employee is told the counts, never who is away (issue 28); the approver, the names.
  const counted = expected.map((shortfall) => ({ ...shortfall, awayNames: [] }));
  assert.deepEqual(await preview(members[0], day("2027-02-01")), counted);
  assert.deepEqual(await adminPreview(members[0], day("2027-02-01")), expected);
  // A morning leaves 2.5: still short, by half a person.
  assert.equal(
    (await preview(members[0], day("2027-02-01", "2027-02-01", "morning")))[0].present,
    2.5,
  );
  // Tuesday is fine.
  assert.deepEqual(await preview(members[0], day("2027-02-02")), []);
  const booked = await book(members[0], day("2027-02-01"));
  assert.equal(booked.status, 201);
  assert.deepEqual(booked.body.cover_shortfalls, counted);
  // The approver sees it beside the request; approving goes ahead.
  const pending = await adminCall("GET", "/api/admin/holiday-requests");
  const row = pending.body.find((r: { id: number }) => r.id === booked.body.id);
  assert.deepEqual(row.cover_shortfalls, expected);
  const approved = await adminCall("POST", `/api/admin/holiday-requests/${booked.body.id}/approve`);
  assert.equal(approved.status, 200);
  assert.equal(approved.body.status, "accepted");
});

Deno.test("a blocking skill rule refuses an employee; an administrator goes ahead with a reason", async () => {
  const { departmentId, members } = await team(4);
  const skill = await adminCall("POST", "/api/admin/skills", { name: `Forklift ${counter}` });
  assert.equal(skill.status, 201);
  for (const holder of members.slice(0, 2)) {
    const given = await adminCall("PUT", `/api/admin/users/${holder.id}/skills`, {
      skillIds: [skill.body.id],
    });
    assert.deepEqual(given.body, { skillIds: [skill.body.id] });
  }
  await rule(departmentId, 2, "block", skill.body.id);
  // A holder's day off leaves 1 forklift driver of 2: refused, naming the day and the rule.
  const shortfalls = await preview(members[0], day("2027-02-03"));
  assert.equal(shortfalls.length, 1);
  const refused = await book(members[0], day("2027-02-03"));
  assert.deepEqual(
    [refused.status, refused.body],
    errorAnswer(409, coverBlockedMessage(shortfalls), "cover_short"),
  );
  assert.match(refused.body.error, /03\/02\/2027/);
  // Someone without the skill is not held by it.
  assert.equal((await book(members[3], day("2027-02-03"))).status, 201);
  // The administrator's booking needs a reason, which is kept and audited.
  const body = { selectedUser: members[0].id, ...day("2027-02-03") };
  const noReason = await adminCall("POST", "/api/admin/add-holiday", body);
  assert.deepEqual([noReason.status, noReason.body.code], [409, "cover_short"]);
  const withReason = await adminCall("POST", "/api/admin/add-holiday", {
    ...body,
    coverOverrideReason: "Agency driver booked",
  });
  assert.equal(withReason.status, 201, JSON.stringify(withReason.body));
  assert.equal(withReason.body.cover_shortfalls[0].mode, "block");
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; reason: string }>(
      `select actor_id, after ->> 'cover_override_reason' as reason from public.audit_log
       where entity = 'holiday_requests' and entity_id = $1`,
      [String(withReason.body.id)],
    )
  );
  assert.deepEqual(audit, { actor_id: admin.id, reason: "Agency driver booked" });
});

Deno.test("approving against a blocking rule asks for a reason", async () => {
  const { departmentId, members } = await team(2);
  const booked = await book(members[0], day("2027-02-08"));
  assert.equal(booked.status, 201);
  // The rule comes after the request was filed.
  await rule(departmentId, 2, "block");
  const approve = `/api/admin/holiday-requests/${booked.body.id}/approve`;
  const refused = await adminCall("POST", approve);
  assert.deepEqual([refused.status, refused.body.code], [409, "cover_short"]);
  assert.match(refused.body.error, /^Not enough cover: /);
  const stillPending = await adminCall("GET", "/api/admin/holiday-requests");
  assert.equal(
    stillPending.body.find((r: { id: number }) => r.id === booked.body.id).status,
    "pending",
  );
  const approved = await adminCall("POST", approve, { coverOverrideReason: "Cover from Line 1" });
  assert.equal(approved.status, 200);
  assert.equal(approved.body.status, "accepted");
});

Deno.test("a blocking rule's refusal of a bulk booking is sent as cover_short, in the same words", async () => {
  const { departmentId, members } = await team(2);
  await rule(departmentId, 2, "block");
  const range = day("2027-02-10");
  const shortfalls = await adminPreview(members[0], range);
  const refused = await adminCall("POST", "/api/admin/bulk-holidays", {
    userIds: [members[0].id],
    ...range,
  });
  assert.deepEqual(
    [refused.status, refused.body],
    errorAnswer(409, coverBlockedMessage(shortfalls), "cover_short"),
  );
});

Deno.test("sickness counts as away, and the heat-map shows days, away and pending", async () => {
  const { departmentId, members, name } = await team(3);
  await rule(departmentId, 3);
  await api.db.privileged((tx) =>
    tx.query(
      "insert into public.sickness_logs (user_id, sick_from_date, sick_to_date) values ($1, '2027-02-01', null)",
      [members[2].id],
    )
  );
  await adminCall("POST", "/api/admin/add-holiday", {
    selectedUser: members[1].id,
    ...day("2027-02-02"),
  });
  await book(members[0], day("2027-02-03", "2027-02-03", "morning"));
  const heat = await adminCall(
    "GET",
    `/api/admin/cover-heatmap?startDate=2027-02-01&weeks=4&department=${departmentId}`,
  );
  assert.equal(heat.status, 200, JSON.stringify(heat.body));
  assert.equal(heat.body.length, 1);
  const cells = heat.body[0].cells as {
    day: string;
    away: number;
    pending: number;
    present: number;
    needed: number;
    short: boolean;
  }[];
  // Monday to Thursday only: Friday 5 February and the weekend are nobody's working days.
  assert.deepEqual(cells.slice(0, 5).map((c) => c.day), [
    "2027-02-01",
    "2027-02-02",
    "2027-02-03",
    "2027-02-04",
    "2027-02-08",
  ]);
  assert.deepEqual(
    cells.slice(0, 3).map((c) => [c.away, c.pending, c.present, c.needed, c.short]),
    [[1, 0, 2, 3, true], [2, 0, 1, 3, true], [1, 0.5, 1.5, 3, true]],
  );
  // Each day names the rule that fell short (no skill: the headcount), as the cell reads it.
  assert.equal(heat.body[0].hasRules, true);
  assert.deepEqual(heat.body[0].cells[1].shortfalls, [
    { skill: null, mode: "warn", needed: 3, present: 1 },
  ]);
  const away = await adminCall(
    "GET",
    `/api/admin/cover-heatmap/away?department=${departmentId}&day=2027-02-03`,
  );
  assert.deepEqual(away.body, [
    { name: `M0 ${name}`, kind: "pending", part: 0.5 },
    { name: `M2 ${name}`, kind: "away", part: 1 },
  ]);
  // All departments: this one among them.
  const all = await adminCall("GET", "/api/admin/cover-heatmap?startDate=2027-02-01");
  assert.ok(all.body.some((row: { departmentId: number }) => row.departmentId === departmentId));
});

Deno.test("the heat-map of a department without a rule is never short", async () => {
  const { departmentId, members } = await team(2);
  await adminCall("POST", "/api/admin/add-holiday", {
    selectedUser: members[0].id,
    ...day("2027-02-01"),
  });
  const heat = await adminCall(
    "GET",
    `/api/admin/cover-heatmap?startDate=2027-02-01&weeks=4&department=${departmentId}`,
  );
  assert.equal(heat.body[0].hasRules, false);
  const [monday] = heat.body[0].cells;
  assert.deepEqual(
    [monday.present, monday.scheduled, monday.needed, monday.short, monday.shortfalls],
    [1, 2, null, false, []],
  );
});

Deno.test("the heat-map counts a day away twice once, half days at a cut, and patterns' own days", async () => {
  const { departmentId, members } = await team(4);
  // M0 is sick from Monday 1 to Wednesday 10 February, with a holiday on 2 and 3 February too.
  // M2 works Friday to Sunday only, and is sick from Thursday 4 to Saturday 6 February.
  await api.db.privileged(async (tx) => {
    await tx.query(
      `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
       values ($1, '2027-02-01', '2027-02-10'), ($2, '2027-02-04', '2027-02-06')`,
      [members[0].id, members[2].id],
    );
    await tx.query(
      `with p as (
         insert into public.working_patterns (name, anchor, hours)
         values ('Weekends', '2026-01-05', '{0,0,0,0,8,8,8}') returning id)
       insert into public.user_working_patterns (user_id, starts_on, pattern_id)
       select $1, '2027-01-01', p.id from p`,
      [members[2].id],
    );
  });
  const holiday = await adminCall("POST", "/api/admin/add-holiday", {
    selectedUser: members[0].id,
    ...day("2027-02-02", "2027-02-03"),
  });
  assert.equal(holiday.status, 201, JSON.stringify(holiday.body));
  // M1 asks for Thursday 28 January to the morning of Thursday 4 February: the heat-map from
  // 1 February starts inside it.
  const pending = await book(members[1], {
    ...day("2027-01-28", "2027-02-04"),
    endDayType: "morning",
  });
  assert.equal(pending.status, 201, JSON.stringify(pending.body));
  const heat = await adminCall(
    "GET",
    `/api/admin/cover-heatmap?startDate=2027-02-01&weeks=4&department=${departmentId}`,
  );
  assert.equal(heat.status, 200, JSON.stringify(heat.body));
  const cells = heat.body[0].cells as {
    day: string;
    scheduled: number;
    away: number;
    pending: number;
    present: number;
  }[];
  assert.deepEqual(
    cells.slice(0, 8).map((c) => [c.day, c.scheduled, c.away, c.pending, c.present]),
    [
      ["2027-02-01", 3, 1, 1, 1],
      ["2027-02-02", 3, 1, 1, 1],
      ["2027-02-03", 3, 1, 1, 1],
      ["2027-02-04", 3, 1, 0.5, 1.5],
      ["2027-02-05", 1, 1, 0, 0],
      ["2027-02-06", 1, 1, 0, 0],
      ["2027-02-07", 1, 0, 0, 1],
      ["2027-02-08", 3, 1, 0, 2],
    ],
  );
});

Deno.test("the overview's week runs from today, and it counts the sickness follow-ups due", async () => {
  const { members, name } = await team(3);
  // Wednesday 13 January 2027: Monday's holiday is over, Thursday's is still to come.
  await adminCall("POST", "/api/admin/add-holiday", {
    selectedUser: members[0].id,
    ...day("2027-01-11", "2027-01-12"),
  });
  await adminCall("POST", "/api/admin/add-holiday", {
    selectedUser: members[1].id,
    ...day("2027-01-14"),
  });
  api.setNow(new Date("2027-01-13T12:00:00Z"));
  try {
    const before = (await adminCall("GET", "/api/admin/overview")).body.followUpsDue;
    const week = (await adminCall("GET", "/api/admin/overview")).body.awayThisWeek
      .filter((a: { department: string }) => a.department === name)
      .map((a: { name: string }) => a.name);
    assert.deepEqual(week, [`M1 ${name}`]);
    // Twelve days off sick and no fit note yet; an interview due after another log.
    await api.db.privileged(async (tx) => {
      await tx.query(
        `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
         values ($1, '2026-12-01', '2026-12-12')`,
        [members[2].id],
      );
      await tx.query(
        `with l as (
           insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
           values ($1, '2026-11-02', '2026-11-03') returning id)
         insert into public.sickness_follow_ups (log_id, rtw_status) select l.id, 'due' from l`,
        [members[2].id],
      );
    });
    const after = (await adminCall("GET", "/api/admin/overview")).body.followUpsDue;
    assert.deepEqual(after, {
      fitNotes: before.fitNotes + 1,
      interviews: before.interviews + 1,
    });
  } finally {
    api.setNow(new Date("2027-01-10T12:00:00Z"));
  }
});

Deno.test("the overview: who is away, what waits, tight days, hours and sick days", async () => {
  const { members, name } = await team(2);
  await api.db.privileged((tx) =>
    tx.query(
      "insert into public.sickness_logs (user_id, sick_from_date, sick_to_date) values ($1, '2027-01-05', '2027-01-12')",
      [members[1].id],
    )
  );
  await adminCall("POST", "/api/admin/add-holiday", {
    selectedUser: members[0].id,
    ...day("2027-01-11", "2027-01-14"),
  });
  // Monday 11 January.
  api.setNow(new Date("2027-01-11T12:00:00Z"));
  const overview = await adminCall("GET", "/api/admin/overview");
  assert.equal(overview.status, 200, JSON.stringify(overview.body));
  assert.equal(overview.body.today, "2027-01-11");
  const today = overview.body.awayToday.filter((a: { department: string }) =>
    a.department === name
  );
  assert.deepEqual(today, [
    { name: `M0 ${name}`, department: name, kind: "holiday" },
    { name: `M1 ${name}`, department: name, kind: "away" },
  ]);
  assert.equal(overview.body.sickDaysByMonth.length, 12);
  // 5-7 and 11-12 January: five Mon-Thu days.
  assert.ok(overview.body.sickDaysByMonth[0] >= 5);
  assert.ok(
    overview.body.hoursByDepartment.some((h: { department: string; hours: number }) =>
      h.department === name && h.hours === 40
    ),
  );
  assert.ok(overview.body.tightest.some((t: { department: string }) => t.department === name));
  assert.equal(typeof overview.body.waiting.requests, "number");
  api.setNow(new Date("2027-01-10T12:00:00Z"));
});

Deno.test("rules and skills are refused naming the field, and only administrators change them", async () => {
  const { departmentId, members } = await team(1);
  const zero = await adminCall("POST", "/api/admin/cover-rules", {
    departmentId,
    skillId: null,
    minimum: 0,
  });
  assert.equal(zero.status, 400);
  assert.match(zero.body.error, /^minimum: /);
  const mode = await adminCall("POST", "/api/admin/cover-rules", {
    departmentId,
    skillId: null,
    minimum: 1,
    mode: "stop",
  });
  assert.match(mode.body.error, /^mode: /);
  const unknown = await adminCall("POST", "/api/admin/cover-rules", {
    departmentId: 999999,
    skillId: null,
    minimum: 1,
  });
  assert.deepEqual([unknown.status, unknown.body.error], [
    400,
    "departmentId: there is no such department",
  ]);
  await rule(departmentId, 1);
  const twice = await adminCall("POST", "/api/admin/cover-rules", {
    departmentId,
    skillId: null,
    minimum: 2,
  });
  assert.equal(twice.status, 409);
  const employee = members[0];
  for (
    const [method, path] of [
      ["GET", "/api/admin/cover-rules"],
      ["GET", "/api/admin/skills"],
      ["GET", "/api/admin/overview"],
      ["GET", "/api/admin/cover-heatmap?startDate=2027-02-01"],
    ]
  ) {
    assert.equal((await api.request(method, path, { token: employee.token })).status, 403);
  }
  const other = await api.request(
    "GET",
    `/api/cover-preview?startDate=2027-02-01&endDate=2027-02-01&userId=${admin.id}`,
    { token: employee.token },
  );
  assert.equal(other.status, 403);
});

Deno.test("a preview's range is bounded and ordered before anything is counted (issue 28)", async () => {
  const { departmentId, members } = await team(2);
  await rule(departmentId, 2);
  for (const caller of [members[0], admin]) {
    const centuries = await api.request(
      "GET",
      `/api/cover-preview?startDate=1900-01-01&endDate=2999-12-31&userId=${members[0].id}`,
      { token: caller.token },
    );
    assert.deepEqual(
      [centuries.status, centuries.body],
      errorAnswer(400, "endDate: must be at most 366 days after startDate"),
    );
    const backwards = await api.request(
      "GET",
      `/api/cover-preview?startDate=2027-02-10&endDate=2027-02-01&userId=${members[0].id}`,
      { token: caller.token },
    );
    assert.deepEqual(
      [backwards.status, backwards.body],
      errorAnswer(400, "endDate: must not be before startDate"),
    );
  }
  // A year is the most a request spans, so a preview of one is answered.
  assert.equal((await preview(members[0], day("2027-02-01", "2028-02-01"))).length > 0, true);
});

Deno.test("an employee's preview names nobody and tells nothing of past days (issue 28)", async () => {
  const { departmentId, members, name } = await team(3);
  await rule(departmentId, 3);
  // M2 is logged sick over a past week and a coming one.
  await api.db.privileged((tx) =>
    tx.query(
      `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
       values ($1, '2026-12-07', '2026-12-09'), ($1, '2027-02-15', '2027-02-17')`,
      [members[2].id],
    )
  );
  // The past sick days: refused as a request starting before today would be.
  const past = await api.request(
    "GET",
    "/api/cover-preview?startDate=2026-12-07&endDate=2026-12-09",
    { token: members[0].token },
  );
  assert.deepEqual([past.status, past.body], errorAnswer(400, "startDate: must be today or later"));
  // A coming sick day: how many would be present, not who is away or why.
  const coming = await preview(members[0], day("2027-02-15"));
  assert.deepEqual(coming.map((s) => [s.present, s.needed, s.awayNames]), [[1, 3, []]]);
  assert.equal(JSON.stringify(coming).includes(`M2 ${name}`), false);
  // The approver booking for M0 sees the name, past days included.
  const approverPast = await adminPreview(members[0], day("2026-12-07"));
  assert.deepEqual(approverPast.map((s) => s.awayNames), [[`M2 ${name}`]]);
});

Deno.test({
  // On PostgreSQL the bookings race in parallel transactions; PGlite runs them one by one.
  name: "20 racing bookings against a blocking rule land one a day, 5 rounds (issue 28)",
  async fn() {
    const { departmentId, members } = await team(22);
    await rule(departmentId, 21, "block");
    const days = ["2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-03-08"];
    for (const date of days) {
      const answers = await Promise.all(
        members.slice(0, 20).map((member) => book(member, day(date))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [201, ...Array(19).fill(409)], date);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        assert.match(refused.body.error, /^Not enough cover: /);
        assert.equal(refused.body.code, "cover_short");
      }
    }
    const heat = await adminCall(
      "GET",
      `/api/admin/cover-heatmap?startDate=2027-03-01&weeks=4&department=${departmentId}`,
    );
    const cells = heat.body[0].cells as { day: string; present: number; pending: number }[];
    for (const cell of cells.filter((c) => days.includes(c.day))) {
      assert.equal(cell.present, 21, cell.day);
    }
  },
});

Deno.test("two saves of one user's skills at once: the last list stands whole (issue 28)", async () => {
  const { members } = await team(1);
  const ids: number[] = [];
  for (const name of ["Crane", "First aid", "Welding"]) {
    ids.push(
      (await adminCall("POST", "/api/admin/skills", { name: `${name} ${counter}` })).body.id,
    );
  }
  const other = await api.createUser({ role: "global_admin" });
  const path = `/api/admin/users/${members[0].id}/skills`;
  for (let round = 0; round < 10; round++) {
    await Promise.all([
      adminCall("PUT", path, { skillIds: ids.slice(0, 2) }),
      api.request("PUT", path, { token: other.token, body: { skillIds: ids.slice(2) } }),
    ]);
    const saved = (await adminCall("GET", path)).body.skillIds;
    assert.ok(
      [JSON.stringify(ids.slice(0, 2)), JSON.stringify(ids.slice(2))].includes(
        JSON.stringify(saved),
      ),
      `round ${round}: ${JSON.stringify(saved)}`,
    );
  }
});
