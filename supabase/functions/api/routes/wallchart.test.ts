// The wallchart (issue 31) through the API: each kind of day, half days, a rota and another
// nation's holiday, deactivated people left out, no reason leaving the server, the cover row,
// who may read it and its bounds.
import assert from "node:assert/strict";
import type { Wallchart, WallchartPerson } from "@shared/schemas/wallchart.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

// Sunday 10 January 2027. The wallchart shows Monday 2 to Sunday 15 August 2027: Monday 2 August
// is Scotland's summer bank holiday, not England's.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

const departmentId = await api.createDepartment("Wall A");
const otherId = await api.createDepartment("Wall B");
const member = (firstName: string, lastName: string, department = departmentId) =>
  api.createUser({ departmentId: department, firstName, lastName });
// Created out of order: the wallchart sorts by last name.
const eve = await member("Eve", "Park");
const ann = await member("Ann", "Lee");
const cara = await member("Cara", "Nash");
const bob = await member("Bob", "Moss");
const dan = await member("Dan", "Owen");
const fred = await member("Fred", "Quinn");
const zoe = await member("Zoe", "Able", otherId);

function sql(text: string, params: unknown[] = []) {
  return api.db.privileged((tx) => tx.query(text, params));
}

async function addHoliday(
  user: TestUser,
  startDate: string,
  endDate = startDate,
  startDayType = "full",
  endDayType = "full",
) {
  const answer = await api.request("POST", "/api/admin/add-holiday", {
    token: admin.token,
    body: { selectedUser: user.id, startDate, endDate, startDayType, endDayType },
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.id as number;
}

async function book(
  user: TestUser,
  startDate: string,
  endDate = startDate,
  startDayType = "full",
  endDayType = "full",
) {
  const answer = await api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: { startDate, endDate, startDayType, endDayType },
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
}

// Ann: an approved day, an approved afternoon, a pending morning, an approved day she asked to
// cancel (still off until decided) and an approved morning.
await addHoliday(ann, "2027-08-03");
await addHoliday(ann, "2027-08-04", "2027-08-04", "afternoon");
await book(ann, "2027-08-05", "2027-08-05", "morning");
const toCancel = await addHoliday(ann, "2027-08-09");
const cancelled = await api.request(
  "POST",
  `/api/holiday-requests/${toCancel}/request-cancellation`,
  { token: ann.token },
);
assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
await addHoliday(ann, "2027-08-12", "2027-08-12", "morning");
// Bob: sick on Monday and Tuesday, with a holiday on the Tuesday too.
await addHoliday(bob, "2027-08-03");
// Cara: an appointment on Wednesday, pending Monday 9 to the morning of Tuesday 10.
await book(cara, "2027-08-09", "2027-08-10", "full", "morning");
// Dan works 4 on / 4 off, 12 h, from Monday 4 January 2027: on 2-3, 8-11 August; a holiday on
// Sunday 8 August, one of his days.
// Eve keeps Scotland's holidays, and is sick over the bank holiday into Tuesday.
await sql(
  `with p as (
     insert into public.working_patterns (name, anchor, hours)
     select '4 on / 4 off', '2027-01-04', array(
       select case when k % 8 < 4 then 12 else 0 end from generate_series(0, 55) k)
     returning id)
   insert into public.user_working_patterns (user_id, starts_on, pattern_id)
   select $1, '2027-01-04', p.id from p`,
  [dan.id],
);
await addHoliday(dan, "2027-08-08");
await sql("update public.users set holiday_region = 'scotland' where id = $1", [eve.id]);
await sql(
  `with l as (
     insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
     values ($1, '2027-08-02', '2027-08-03'), ($2, '2027-08-02', '2027-08-03') returning id)
   insert into public.sickness_log_reasons (log_id, reason) select id, 'Migraine (private)' from l`,
  [bob.id, eve.id],
);
await sql(
  `insert into public.appointment_logs (user_id, event_from_date, event_to_date, reason)
   values ($1, '2027-08-04', '2027-08-04', 'Dentist (private)')`,
  [cara.id],
);
await addHoliday(fred, "2027-08-03");
await sql("update public.users set deactivated_at = now() where id = $1", [fred.id]);
// At least 5 of Wall A present: short every working day.
const rule = await api.request("POST", "/api/admin/cover-rules", {
  token: admin.token,
  body: { departmentId, skillId: null, minimum: 5, mode: "warn" },
});
assert.equal(rule.status, 201, JSON.stringify(rule.body));

async function wallchart(query: string, token = admin.token) {
  return await api.request<Wallchart>("GET", `/api/admin/wallchart?${query}`, { token });
}

const WEEKEND = ["off", "off", "off"]; // Friday to Sunday of the spec's Monday-Thursday week

Deno.test("each person's days: holiday, pending, halves, away, appointment, off, bank holiday", async () => {
  const answer = await wallchart(`startDate=2027-08-02&department=${departmentId}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.days.length, 14);
  assert.deepEqual(answer.body.days.slice(0, 3), ["2027-08-02", "2027-08-03", "2027-08-04"]);
  assert.equal(answer.body.departments.length, 1);
  const [department] = answer.body.departments;
  assert.deepEqual([department.id, department.name], [departmentId, "Wall A"]);
  const rows = Object.fromEntries(
    department.people.map((p: WallchartPerson) => [p.name, p.cells]),
  );
  // By last name; Fred Quinn is deactivated and left out.
  assert.deepEqual(department.people.map((p) => p.name), [
    "Ann Lee",
    "Bob Moss",
    "Cara Nash",
    "Dan Owen",
    "Eve Park",
  ]);
  assert.equal(department.people[0].id, ann.id);
  assert.deepEqual(rows["Ann Lee"], [
    "",
    "holiday",
    "holiday-afternoon",
    "pending-morning",
    ...WEEKEND,
    "holiday", // cancel requested: off until it is decided
    "",
    "",
    "holiday-morning",
    ...WEEKEND,
  ]);
  // Sick over a holiday: away.
  assert.deepEqual(rows["Bob Moss"], [
    "away",
    "away",
    "",
    "",
    ...WEEKEND,
    "",
    "",
    "",
    "",
    ...WEEKEND,
  ]);
  assert.deepEqual(rows["Cara Nash"], [
    "",
    "",
    "appointment",
    "",
    ...WEEKEND,
    "pending",
    "pending-morning",
    "",
    "",
    ...WEEKEND,
  ]);
  // The rota: a Sunday is a working day, a Wednesday may not be.
  assert.deepEqual(rows["Dan Owen"], [
    "",
    "",
    "off",
    "off",
    "off",
    "off",
    "holiday",
    "",
    "",
    "",
    "off",
    "off",
    "off",
    "off",
  ]);
  // Scotland's bank holiday over a sickness log; England works that Monday.
  assert.deepEqual(rows["Eve Park"], [
    "bank-holiday",
    "away",
    "",
    "",
    ...WEEKEND,
    "",
    "",
    "",
    "",
    ...WEEKEND,
  ]);
});

Deno.test("no reason, note or request detail leaves the server", async () => {
  const answer = await wallchart(`startDate=2027-08-02&weeks=6`);
  const text = JSON.stringify(answer.body);
  assert.equal(text.includes("Migraine"), false);
  assert.equal(text.includes("Dentist"), false);
  assert.equal(text.includes("Fred"), false);
  assert.equal(text.includes("requested_hours"), false);
});

Deno.test("the cover row: present of scheduled on the department's working days, short under its rule", async () => {
  const answer = await wallchart(`startDate=2027-08-02&department=${departmentId}`);
  const { cover } = answer.body.departments[0];
  // Days nobody of Wall A is scheduled (Friday 6, Saturday 7 August...) have no cell.
  assert.deepEqual(cover.map((c) => c.day), [
    "2027-08-02",
    "2027-08-03",
    "2027-08-04",
    "2027-08-05",
    "2027-08-08",
    "2027-08-09",
    "2027-08-10",
    "2027-08-11",
    "2027-08-12",
  ]);
  // Monday: Ann, Bob, Cara and Dan scheduled (Eve's bank holiday), Bob sick. Thursday: Dan off,
  // Ann's pending morning counts away. Sunday: Dan alone, on holiday.
  assert.deepEqual(cover[0], {
    day: "2027-08-02",
    scheduled: 4,
    present: 3,
    needed: 5,
    short: true,
  });
  assert.deepEqual(cover[3], {
    day: "2027-08-05",
    scheduled: 4,
    present: 3.5,
    needed: 5,
    short: true,
  });
  assert.deepEqual(cover[4], {
    day: "2027-08-08",
    scheduled: 1,
    present: 0,
    needed: 5,
    short: true,
  });
  // A department without a rule is never short.
  const other = await wallchart(`startDate=2027-08-02&department=${otherId}`);
  assert.deepEqual(other.body.departments[0].cover[0], {
    day: "2027-08-02",
    scheduled: 1,
    present: 1,
    needed: null,
    short: false,
  });
});

Deno.test("all departments by name, or one; England's bank holiday over six weeks", async () => {
  const all = await wallchart("startDate=2027-08-02&weeks=6");
  assert.equal(all.status, 200);
  assert.equal(all.body.days.length, 42);
  assert.deepEqual(all.body.departments.map((d) => d.name), ["Wall A", "Wall B"]);
  // Monday 30 August is England's summer bank holiday, not Scotland's.
  const rows = all.body.departments[0].people;
  const at = all.body.days.indexOf("2027-08-30");
  assert.equal(rows.find((p) => p.id === ann.id)!.cells[at], "bank-holiday");
  assert.equal(rows.find((p) => p.id === eve.id)!.cells[at], "");
  const one = await wallchart(`startDate=2027-08-02&department=${otherId}`);
  assert.deepEqual(one.body.departments.map((d) => d.people.map((p) => p.id)), [[zoe.id]]);
  const nobody = await wallchart("startDate=2027-08-02&department=999999");
  assert.deepEqual(nobody.body.departments, []);
});

Deno.test("only a global admin reads the wallchart", async () => {
  const path = "/api/admin/wallchart?startDate=2027-08-02";
  assert.equal((await api.request("GET", path)).status, 401);
  const clerk = await api.createUser({ role: "sickness_user" });
  for (const user of [ann, clerk]) {
    const refused = await api.request("GET", path, { token: user.token });
    assert.equal(refused.status, 403, user.role);
  }
  assert.equal((await api.request("GET", path, { token: admin.token })).status, 200);
});

Deno.test("the window is 2 to 6 weeks from a valid day, the department an id", async () => {
  for (
    const [query, error] of [
      ["startDate=2027-08-02&weeks=1", "weeks: must be an integer from 2 to 6"],
      ["startDate=2027-08-02&weeks=7", "weeks: must be an integer from 2 to 6"],
      ["startDate=2027-02-30", "startDate: must be a date in yyyy-MM-dd format"],
      ["weeks=2", "startDate: is required"],
      ["startDate=2027-08-02&department=x", "department: must be an integer from 1 to 2147483647"],
    ]
  ) {
    const answer = await api.request("GET", `/api/admin/wallchart?${query}`, {
      token: admin.token,
    });
    assert.deepEqual([answer.status, answer.body], errorAnswer(400, error), query);
  }
  assert.deepEqual(
    (await wallchart("startDate=2027-08-02&weeks=2")).body.days.at(-1),
    "2027-08-15",
  );
});

Deno.test("a pattern that starts and ends inside the window counts each day under its own", async () => {
  // Gus works the company's week, the rota from Sunday 8 August (one of its working days) and
  // the company's week again from Thursday 12 August (a rota day off).
  const gus = await member("Gus", "Hale", await api.createDepartment("Wall C"));
  await sql(
    `with p as (
       insert into public.working_patterns (name, anchor, hours)
       select '4 on / 4 off, crew C', '2027-01-04', array(
         select case when k % 8 < 4 then 12 else 0 end from generate_series(0, 55) k)
       returning id)
     insert into public.user_working_patterns (user_id, starts_on, pattern_id)
     select $1::uuid, '2027-08-08'::date, p.id from p
     union all select $1::uuid, '2027-08-12', null`,
    [gus.id],
  );
  const answer = await wallchart("startDate=2027-08-02");
  const row = answer.body.departments.find((d) => d.name === "Wall C")!.people;
  assert.deepEqual(row.map((p) => p.name), ["Gus Hale"]);
  assert.deepEqual(row[0].cells, [
    "",
    "",
    "",
    "",
    "off",
    "off",
    "", // Sunday 8: the rota's
    "",
    "",
    "",
    "", // Thursday 12: the company's week again
    "off",
    "off",
    "off",
  ]);
});

Deno.test("a department without a rule counts its cover row as the grid does", async () => {
  // Each department's row counted by private.cover_grid (under a rule) and by the API from its
  // people's days (without one): halves, pending, sickness over a holiday and a bank holiday,
  // another nation, a rota, a pattern changing inside the window.
  // Hal: an approved morning and a pending afternoon on one day; sick over a half holiday.
  const hal = await member("Hal", "Kerr", await api.createDepartment("Wall D"));
  await addHoliday(hal, "2027-08-03", "2027-08-03", "morning", "morning");
  await book(hal, "2027-08-03", "2027-08-03", "afternoon", "afternoon");
  await addHoliday(hal, "2027-08-10", "2027-08-10", "afternoon", "afternoon");
  await sql(
    `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
     values ($1, '2027-08-10', '2027-08-10')`,
    [hal.id],
  );
  const departments = (await wallchart("startDate=2027-08-02")).body.departments;
  assert.ok(departments.length >= 3);
  for (const { id, name } of departments) {
    const path = `startDate=2027-08-02&department=${id}`;
    const rules = await api.request<{ id: number; departmentId: number }[]>(
      "GET",
      "/api/admin/cover-rules",
      { token: admin.token },
    );
    const existing = rules.body.filter((r) => r.departmentId === id).map((r) => r.id);
    const added = existing.length > 0 ? null : await api.request("POST", "/api/admin/cover-rules", {
      token: admin.token,
      body: { departmentId: id, skillId: null, minimum: 1, mode: "warn" },
    });
    const byGrid = (await wallchart(path)).body.departments[0].cover;
    for (const ruleId of added ? [added.body.id] : existing) {
      const removed = await api.request("DELETE", `/api/admin/cover-rules/${ruleId}`, {
        token: admin.token,
      });
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
    }
    const byPeople = (await wallchart(path)).body.departments[0].cover;
    assert.ok(byGrid.length > 0, name);
    assert.deepEqual(
      byPeople,
      byGrid.map((c) => ({ ...c, needed: null, short: false })),
      name,
    );
  }
});

Deno.test("a few departments, read member by member, count what the whole company's read counts", async () => {
  // private.cover_grid reads up to ten departments through each member's own requests and logs,
  // every department through the range indexes: the same cells either way, for every shape of
  // absence the tests above made (halves, pending, sickness over a holiday, an open log, a rota,
  // another nation), and for a department of no one away.
  const ivy = await member("Ivy", "Lund", await api.createDepartment("Wall E"));
  await sql(
    `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
     values ($1, '2027-07-20', null)`,
    [ivy.id],
  );
  await api.createDepartment("Wall F");
  const cells = `c.department_id, c.rule_id, c.skill_id, c.mode, c.needed, c.day, c.scheduled,
    c.away, c.pending, c.present`;
  const ids = (await sql("select id from public.departments order by id")).map((r) => Number(r.id));
  assert.ok(ids.length >= 5 && ids.length <= 10, `${ids.length} departments`);
  const few = await sql(
    `select ${cells} from private.cover_grid($1::bigint[], '2027-08-02', '2027-08-29') c
     order by 1, 2 nulls first, 6`,
    [`{${ids.join(",")}}`],
  );
  const all = await sql(
    `select ${cells} from private.cover_grid(null, '2027-08-02', '2027-08-29') c
     order by 1, 2 nulls first, 6`,
  );
  assert.ok(few.some((c) => Number(c.away) > 0) && few.some((c) => Number(c.pending) > 0));
  assert.deepEqual(few, all);
  for (const id of ids) {
    const one = await sql(
      `select ${cells} from private.cover_grid(array[$1::bigint], '2027-08-02', '2027-08-29') c
       order by 1, 2 nulls first, 6`,
      [id],
    );
    assert.deepEqual(one, all.filter((c) => Number(c.department_id) === id), `department ${id}`);
  }
});

Deno.test("one department's wallchart, read person by person, is its part of every department's", async () => {
  // One department reads its people's own requests, logs and appointments through their
  // user_id indexes; every department reads the range's. The same rows either way, for each
  // department and window, with a holiday, a log and an appointment running into the window.
  const kit = await member("Kit", "Marsh", await api.createDepartment("Wall G"));
  await addHoliday(kit, "2027-07-26", "2027-08-04");
  await sql(
    `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
     values ($1, '2027-08-12', '2027-08-20')`,
    [kit.id],
  );
  await sql(
    `insert into public.appointment_logs (user_id, event_from_date, event_to_date, reason)
     values ($1, '2027-07-30', '2027-08-03', 'Course'), ($1, '2027-08-05', '2027-08-10', 'Course')`,
    [kit.id],
  );
  for (const window of ["startDate=2027-08-02", "startDate=2027-08-09&weeks=6"]) {
    const every = (await wallchart(window)).body.departments;
    for (const mark of ["appointment", "away", "holiday"] as const) {
      assert.ok(every.some((d) => d.people.some((p) => p.cells.includes(mark))), mark);
    }
    for (const department of every) {
      const one = (await wallchart(`${window}&department=${department.id}`)).body.departments;
      assert.deepEqual(one, [department], `${department.name}, ${window}`);
    }
  }
});

// Pages of departments (issue 32): a company of thousands asks for its first people at once and
// the rest page by page.

/** Every page from the first, `limit` people a page (whole departments), put together. */
async function inPages(window: string, limit: number) {
  const pages: Wallchart[] = [];
  const totals = new Set<string | null>();
  for (let offset = 0; pages.length < 50;) {
    const page = await wallchart(`${window}&offset=${offset}&limit=${limit}`);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    totals.add(page.headers.get("X-Total-Count"));
    pages.push(page.body);
    if (page.body.departments.length === 0) break;
    offset += page.body.departments.length;
  }
  return { pages, totals };
}

Deno.test("pages of departments put together are the whole wallchart", async () => {
  // A department of nobody active is left out of pages as of the whole.
  const gone = await member("Gil", "Vane", await api.createDepartment("Wall I"));
  await sql("update public.users set deactivated_at = now() where id = $1", [gone.id]);
  for (const window of ["startDate=2027-08-02", "startDate=2027-07-26&weeks=6"]) {
    const whole = await wallchart(window);
    assert.equal(whole.headers.get("X-Total-Count"), null, "the whole wallchart carries no total");
    const departments = whole.body.departments;
    assert.ok(departments.length >= 5, `${departments.length} departments`);
    assert.ok(!departments.some((d) => d.name === "Wall I"));
    const sizes = departments.map((d) => d.people.length);
    for (const limit of [1, 2, 3, 7, 10_000]) {
      const { pages, totals } = await inPages(window, limit);
      assert.deepEqual([...totals], [String(departments.length)], `${window}, ${limit}`);
      // Each page: whole departments, as many as it takes to hold `limit` people, at least one.
      let offset = 0;
      for (const page of pages.slice(0, -1)) {
        assert.deepEqual(page.days, whole.body.days);
        const held = page.departments.map((d) => d.people.length);
        const last = held.length - 1;
        assert.ok(held.length >= 1);
        assert.ok(held.slice(0, last).reduce((a, b) => a + b, 0) < limit, `${limit}: ${held}`);
        const next = sizes[offset + held.length];
        const sum = held.reduce((a, b) => a + b, 0);
        assert.ok(sum >= limit || next === undefined, `${limit}: ${held} then ${next}`);
        offset += held.length;
      }
      assert.deepEqual(pages.at(-1)!.departments, []);
      assert.deepEqual(
        pages.flatMap((page) => page.departments),
        departments,
        `${window}, ${limit} people a page`,
      );
    }
    // An offset alone: every department after it; a limit alone: the first page.
    const rest = await wallchart(`${window}&offset=2`);
    assert.deepEqual(rest.body.departments, departments.slice(2));
    assert.equal(rest.headers.get("X-Total-Count"), String(departments.length));
    const first = await wallchart(`${window}&limit=1`);
    assert.deepEqual(first.body.departments, departments.slice(0, 1));
    // Past the end: none, with the total.
    const past = await wallchart(`${window}&offset=2147483647&limit=10000`);
    assert.deepEqual([past.status, past.body.departments], [200, []]);
    assert.equal(past.headers.get("X-Total-Count"), String(departments.length));
    // One department, paged: itself, of one.
    const one = await wallchart(`${window}&department=${departmentId}&offset=0&limit=1`);
    assert.deepEqual(one.body.departments, departments.filter((d) => d.id === departmentId));
    assert.equal(one.headers.get("X-Total-Count"), "1");
    const none = await wallchart(`${window}&department=999999&limit=5`);
    assert.deepEqual([none.body.departments, none.headers.get("X-Total-Count")], [[], "0"]);
  }
});

Deno.test("a page's offset and limit are bounded, naming the field", async () => {
  for (
    const [query, error] of [
      ["offset=-1", "offset: must be an integer from 0 to 2147483647"],
      ["offset=2147483648", "offset: must be an integer from 0 to 2147483647"],
      ["offset=1.5", "offset: must be an integer from 0 to 2147483647"],
      ["limit=0", "limit: must be an integer from 1 to 10000"],
      ["limit=10001", "limit: must be an integer from 1 to 10000"],
      ["limit=many", "limit: must be an integer from 1 to 10000"],
    ]
  ) {
    const answer = await api.request("GET", `/api/admin/wallchart?startDate=2027-08-02&${query}`, {
      token: admin.token,
    });
    assert.deepEqual([answer.status, answer.body], errorAnswer(400, error), query);
  }
  // Empty values are absent: the whole wallchart, as before.
  const blank = await wallchart("startDate=2027-08-02&offset=&limit=");
  assert.equal(blank.status, 200);
  assert.equal(blank.headers.get("X-Total-Count"), null);
});
