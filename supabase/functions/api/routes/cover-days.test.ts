// Cover's days kept per department (issue 32): private.cover_grid, which reads plain members'
// days from private.cover_days, counts every cell as the grid did before it (the definition of
// then, supabase/tests/cover-grid-reference.sql), over patterns, half days, skills, sickness (an
// open log, a log over a holiday), bank holidays of two nations and deactivated users; and the
// table the triggers keep is the table counted from scratch after every kind of write, racing
// writers included (on PostgreSQL they race; on PGlite they queue).
import assert from "node:assert/strict";
import { setupApi, type TestUser } from "../../../tests/harness.ts";

// Sunday 10 January 2027. The windows run over August 2027: Monday 2 August is Scotland's
// summer bank holiday, Monday 30 August England's.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

function sql(text: string, params: unknown[] = []) {
  return api.db.privileged((tx) => tx.query(text, params));
}

async function call(method: string, path: string, body?: unknown, token = admin.token) {
  const answer = await api.request(method, path, { token, body });
  assert.ok(
    answer.status < 300,
    `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`,
  );
  return answer.body;
}

/** An approved holiday (the administrator's Add). */
async function holiday(
  user: TestUser,
  startDate: string,
  endDate = startDate,
  startDayType = "full",
  endDayType = "full",
): Promise<number> {
  const body = await call("POST", "/api/admin/add-holiday", {
    selectedUser: user.id,
    startDate,
    endDate,
    startDayType,
    endDayType,
  });
  return body.id;
}

/** A pending holiday (the employee's own request). */
async function pending(
  user: TestUser,
  startDate: string,
  endDate = startDate,
  startDayType = "full",
  endDayType = "full",
): Promise<number> {
  const body = await call(
    "POST",
    "/api/vacation-request",
    { startDate, endDate, startDayType, endDayType },
    user.token,
  );
  return body.id;
}

async function sick(user: TestUser, from: string, to: string | null): Promise<number> {
  const [row] = await sql(
    `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
     values ($1, $2, $3) returning id::integer as id`,
    [user.id, from, to],
  );
  return row.id as number;
}

async function rota(user: TestUser, startsOn: string) {
  await sql(
    `with p as (
       insert into public.working_patterns (name, anchor, hours)
       select '4 on / 4 off ' || gen_random_uuid(), '2027-01-04', array(
         select case when k % 8 < 4 then 12 else 0 end from generate_series(0, 55) k)
       returning id)
     insert into public.user_working_patterns (user_id, starts_on, pattern_id)
     select $1, $2, p.id from p`,
    [user.id, startsOn],
  );
}

const CELLS = `c.department_id, c.rule_id, c.skill_id, c.mode, c.needed, c.day, c.scheduled,
  c.away, c.pending, c.present`;

/** The cells the grid and the grid of before differ by, both ways (numbers compared as numbers). */
async function differences(departments: number[] | null, from: string, to: string) {
  const ids = departments ? `{${departments.join(",")}}` : null;
  return await sql(
    `(select ${CELLS} from private.cover_grid($1::bigint[], $2::date, $3::date) c
      except all
      select ${CELLS} from private.cover_grid_reference($1::bigint[], $2::date, $3::date) c)
     union all
     (select ${CELLS} from private.cover_grid_reference($1::bigint[], $2::date, $3::date) c
      except all
      select ${CELLS} from private.cover_grid($1::bigint[], $2::date, $3::date) c)`,
    [ids, from, to],
  );
}

/** The windows and department sets every equality is checked over. */
async function assertGridAsBefore(label: string) {
  const departments = (await sql("select id::integer as id from public.departments order by id"))
    .map((row) => row.id as number);
  const windows: [string, string][] = [
    ["2027-07-26", "2027-09-12"], // the whole fixture, both bank holidays
    ["2027-08-02", "2027-08-15"], // a wallchart's fortnight
    ["2027-08-04", "2027-08-04"], // one day, inside spells
    ["2027-08-17", "2027-10-10"], // an open log's days, the rota from September
  ];
  for (const [from, to] of windows) {
    for (const set of [null, departments, ...departments.map((id) => [id])]) {
      const diff = await differences(set, from, to);
      assert.deepEqual(diff, [], `${label}: ${from} to ${to}, departments ${set ?? "all"}`);
    }
  }
  const [{ cells }] = await sql(
    "select count(*)::integer as cells from private.cover_grid(null, '2027-07-26', '2027-09-12')",
  );
  assert.ok(Number(cells) > 100, `${label}: ${cells} cells`);
}

/** The kept table, then counted from scratch: the same non-zero rows. */
async function assertKeptAsCounted(label: string) {
  const read = () =>
    sql(
      `select day::text, department_id::integer, away, pending from private.cover_days
       where away <> 0 or pending <> 0 order by 1, 2`,
    );
  const kept = await read();
  await sql("select private.cover_days_rebuild()");
  const counted = await read();
  assert.ok(counted.length > 0, label);
  assert.deepEqual(kept, counted, label);
}

await sql(
  await Deno.readTextFile(new URL("../../../tests/cover-grid-reference.sql", import.meta.url)),
);

// Days A: the company's week, a headcount rule and a Forklift rule. Days B keeps Scotland's
// holidays (Beth keeps England's). Days C has a rota worker.
const daysA = await api.createDepartment("Days A");
const daysB = await api.createDepartment("Days B");
const daysC = await api.createDepartment("Days C");
await sql("update public.departments set holiday_region = 'scotland' where id = $1", [daysB]);
const member = (firstName: string, department = daysA) =>
  api.createUser({ departmentId: department, firstName, lastName: "Days" });
const ann = await member("Ann");
const bob = await member("Bob");
const cat = await member("Cat");
const dee = await member("Dee");
const eli = await member("Eli");
const fay = await member("Fay");
const gus = await member("Gus");
const hal = await member("Hal");
const ivy = await member("Ivy");
const jon = await member("Jon");
const ben = await member("Ben", daysB);
const beth = await member("Beth", daysB);
const cal = await member("Cal", daysC);
const cora = await member("Cora", daysC);

const forklift = (await call("POST", "/api/admin/skills", { name: "Forklift" })).id as number;
for (const user of [gus, hal, ann]) {
  await call("PUT", `/api/admin/users/${user.id}/skills`, { skillIds: [forklift] });
}
await call("POST", "/api/admin/cover-rules", {
  departmentId: daysA,
  skillId: null,
  minimum: 6,
  mode: "warn",
});
await call("POST", "/api/admin/cover-rules", {
  departmentId: daysA,
  skillId: forklift,
  minimum: 2,
  mode: "warn",
});

// Ann: an approved week and a pending morning.
await holiday(ann, "2027-08-02", "2027-08-06");
await pending(ann, "2027-08-09", "2027-08-09", "morning", "morning");
// Bob: sick Tuesday to Thursday over a holiday Wednesday to Friday.
await holiday(bob, "2027-08-04", "2027-08-06");
await sick(bob, "2027-08-03", "2027-08-05");
// Cat: an approved afternoon and a pending morning of one day; an afternoon to a morning.
await holiday(cat, "2027-08-10", "2027-08-10", "afternoon", "afternoon");
await pending(cat, "2027-08-10", "2027-08-10", "morning", "morning");
await holiday(cat, "2027-08-11", "2027-08-12", "afternoon", "morning");
// Dee: off sick from Monday 16 August with no end, a holiday booked inside it.
await holiday(dee, "2027-08-18");
await sick(dee, "2027-08-16", null);
// Eli: a day asked to be cancelled (still off), a day denied (not off).
const toCancel = await holiday(eli, "2027-08-03");
await call("POST", `/api/holiday-requests/${toCancel}/request-cancellation`, undefined, eli.token);
const toDeny = await pending(eli, "2027-08-04");
await call("POST", `/api/admin/holiday-requests/${toDeny}/deny`, { reason: "Cover" });
// Fay: a holiday, then deactivated.
await holiday(fay, "2027-08-03");
await sql("update public.users set deactivated_at = now() where id = $1", [fay.id]);
// Gus (Forklift): a holiday. Hal (Forklift) on a rota, a holiday on one of his days.
await holiday(gus, "2027-08-05");
await rota(hal, "2027-01-04");
await holiday(hal, "2027-08-08");
// Ivy: a holiday in August, a rota from September.
await holiday(ivy, "2027-08-03", "2027-08-04");
await rota(ivy, "2027-09-06");
// Jon keeps Scotland's holidays: sick over its bank holiday.
await sql("update public.users set holiday_region = 'scotland' where id = $1", [jon.id]);
await sick(jon, "2027-08-02", "2027-08-03");
// Days B: Ben off over Scotland's bank holiday; Beth keeps England's, off over its own.
await holiday(ben, "2027-08-02", "2027-08-03");
await sql("update public.users set holiday_region = 'england-wales' where id = $1", [beth.id]);
await holiday(beth, "2027-08-27", "2027-08-31");
// Days C: Cal on a rota, Cora the company's week, both off.
await rota(cal, "2027-01-04");
await holiday(cal, "2027-08-08", "2027-08-09");
await holiday(cora, "2027-08-09", "2027-08-13", "afternoon", "full");

Deno.test("the grid counts every cell as it did before the kept days", async () => {
  await assertGridAsBefore("the fixture");
  await assertKeptAsCounted("the fixture");
});

Deno.test("every kind of write keeps the days as counted from scratch, and the grid as before", async () => {
  const steps: [string, () => Promise<unknown>][] = [
    ["a booking", () => pending(cora, "2027-08-23", "2027-08-24")],
    ["an approval", async () => {
      const id = await pending(ann, "2027-08-23", "2027-08-23", "afternoon", "afternoon");
      await call("POST", `/api/admin/holiday-requests/${id}/approve`, {});
    }],
    ["a cancellation", async () => {
      const id = await holiday(gus, "2027-08-24");
      await call("POST", `/api/admin/holiday-requests/${id}/cancel`, {});
    }],
    ["a bulk booking", () =>
      call("POST", "/api/admin/bulk-holidays", {
        userIds: [ann.id, bob.id, cat.id],
        startDate: "2027-08-26",
        endDate: "2027-08-27",
        startDayType: "full",
        endDayType: "full",
      })],
    ["a request denied", async () => {
      const id = await pending(dee, "2027-08-12");
      await call("POST", `/api/admin/holiday-requests/${id}/deny`, { reason: "Cover" });
    }],
    ["two requests' status at once", () =>
      sql(
        `update public.holiday_requests set status = 'accepted'
         where status = 'pending' and user_id = any ($1::uuid[])`,
        [`{${ann.id},${cat.id}}`],
      )],
    [
      "a request deleted",
      () =>
        sql(
          "delete from public.holiday_requests where user_id = $1 and start_date = '2027-08-05'",
          [
            gus.id,
          ],
        ),
    ],
    [
      "a log ended",
      () =>
        sql("update public.sickness_logs set sick_to_date = '2027-08-20' where user_id = $1", [
          dee.id,
        ]),
    ],
    [
      "a log opened again",
      () => sql("update public.sickness_logs set sick_to_date = null where user_id = $1", [dee.id]),
    ],
    ["a log moved", () =>
      sql(
        `update public.sickness_logs set sick_from_date = '2027-08-04', sick_to_date = '2027-08-06'
         where user_id = $1`,
        [bob.id],
      )],
    ["a log deleted", () => sql("delete from public.sickness_logs where user_id = $1", [jon.id])],
    ["two logs at once", () =>
      sql(
        `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
         values ($1, '2027-08-10', '2027-08-11'), ($1, '2027-08-11', null), ($2, '2027-08-12', null)`,
        [cat.id, eli.id],
      )],
    [
      "a move to another department",
      () => sql("update public.users set department_id = $2 where id = $1", [cat.id, daysC]),
    ],
    [
      "a deactivation",
      () => sql("update public.users set deactivated_at = now() where id = $1", [bob.id]),
    ],
    [
      "a reactivation",
      () => sql("update public.users set deactivated_at = null where id = $1", [fay.id]),
    ],
    [
      "another nation",
      () => sql("update public.users set holiday_region = 'scotland' where id = $1", [ann.id]),
    ],
    [
      "England again",
      () => sql("update public.users set holiday_region = null where id = $1", [jon.id]),
    ],
    [
      "a department's nation",
      () =>
        sql("update public.departments set holiday_region = 'england-wales' where id = $1", [
          daysB,
        ]),
    ],
    ["a pattern given", () => rota(cora, "2027-08-16")],
    [
      "a pattern taken away",
      () => sql("delete from public.user_working_patterns where user_id = $1", [ivy.id]),
    ],
    [
      "a pattern moved to another person",
      () =>
        sql("update public.user_working_patterns set user_id = $2 where user_id = $1", [
          hal.id,
          gus.id,
        ]),
    ],
  ];
  for (const [label, step] of steps) {
    await step();
    await assertKeptAsCounted(label);
  }
  await assertGridAsBefore("after every kind of write");
});

Deno.test("racing writers over one department and one person keep the days as counted", async () => {
  const department = await api.createDepartment("Days race");
  const people = await Promise.all(
    Array.from({ length: 8 }, (_, n) => member(`Racer${n}`, department)),
  );
  for (let round = 0; round < 3; round++) {
    // Monday to Wednesday of a week in September, a week a round
    const monday = 13 + 7 * round;
    const day = (offset: number) => `2027-09-${String(monday + offset).padStart(2, "0")}`;
    await Promise.all([
      // everyone asks for Monday, is given Tuesday and is logged sick Monday to Wednesday,
      // all at once: each person's days are counted by three writers racing
      ...people.map((person) => pending(person, day(0))),
      ...people.map((person) => holiday(person, day(1))),
      ...people.map((person) => sick(person, day(0), day(2))),
      // one of them moves department while it happens
      sql("update public.users set department_id = $2 where id = $1", [
        people[round].id,
        round % 2 === 0 ? daysC : department,
      ]),
    ]);
  }
  await assertKeptAsCounted("after racing writers");
  await assertGridAsBefore("after racing writers");
});

Deno.test("the overview names the first 250 away and counts them all", async () => {
  // Today is Monday 11 January 2027 (the API's clock): 260 people of a new department are off
  // sick from today, and one of them on holiday this week too.
  const department = await api.createDepartment("Days many");
  const ids = (await sql(
    `insert into public.users (first_name, last_name, email, department_id)
     select 'Many', 'Person ' || lpad(g::text, 3, '0'), 'many' || g || '@days.test', $1
     from generate_series(1, 260) g returning id`,
    [department],
  )).map((row) => row.id as string);
  await sql(
    `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
     select u, '2027-01-10', '2027-01-15' from unnest($1::uuid[]) u`,
    [`{${ids.join(",")}}`],
  );
  const overview = await call("GET", "/api/admin/overview");
  assert.equal(overview.awayToday.length, 250);
  assert.ok(overview.awayTodayTotal >= 260, String(overview.awayTodayTotal));
  assert.equal(overview.awayThisWeek.length, overview.awayThisWeekTotal);
});
