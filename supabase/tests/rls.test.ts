// The RLS matrix: for every public table, each app role and an anonymous caller try select,
// insert, update and delete of their own and others' rows, straight against the database as
// the Data API would run them. Each attempt runs in a transaction that is rolled back, and a
// refused one must fail with the SQLSTATE its case names.
import assert from "node:assert/strict";
import type { Claims, Tx } from "../functions/_shared/db.ts";
import { enterAsUser } from "../functions/_shared/db.ts";
import { freshDatabase } from "./harness.ts";

const db = await freshDatabase();

type Who = "anon" | "employee" | "sickness" | "admin";
const WHO: Who[] = ["anon", "employee", "sickness", "admin"];

// Fixture: two employees (own = E1, other = E2), a sickness user and an admin, with rows in
// every table owned by each employee.
const ids = await db.privileged(async (tx) => {
  const [dept] = await tx.query<{ id: number }>(
    "insert into public.departments (name) values ('RLS') returning id",
  );
  const user = async (email: string, role: string) =>
    (await tx.query<{ id: string }>(
      `insert into public.users (first_name, last_name, email, role, department_id)
       values ('F', 'L', $1, $2, $3) returning id`,
      [email, role, dept.id],
    ))[0].id;
  const own = await user("e1@rls.test", "employee");
  const other = await user("e2@rls.test", "employee");
  const sickness = await user("s@rls.test", "sickness_user");
  const admin = await user("a@rls.test", "global_admin");
  const request = async (userId: string, start: string, status: string) =>
    (await tx.query<{ id: number }>(
      `insert into public.holiday_requests (user_id, start_date, end_date, status)
       values ($1, $2, $2, $3) returning id`,
      [userId, start, status],
    ))[0].id;
  const sick = async (userId: string) => {
    const [log] = await tx.query<{ id: number }>(
      `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
       values ($1, '2026-03-02', '2026-03-03') returning id`,
      [userId],
    );
    await tx.query("insert into public.sickness_log_reasons (log_id, reason) values ($1, 'Flu')", [
      log.id,
    ]);
    return log.id;
  };
  const appointment = async (userId: string) =>
    (await tx.query<{ id: number }>(
      `insert into public.appointment_logs (user_id, event_from_date, event_to_date, reason)
       values ($1, '2026-03-04', '2026-03-04', 'Dentist') returning id`,
      [userId],
    ))[0].id;
  const sessions: Record<string, string> = {};
  for (const [key, id] of Object.entries({ own, sickness, admin })) {
    sessions[key] = (await tx.query<{ id: string }>(
      "insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id",
      [id],
    ))[0].id;
  }
  return {
    dept: dept.id,
    own,
    other,
    sickness,
    admin,
    sessions,
    ownPending: await request(own, "2026-03-02", "pending"),
    ownAccepted: await request(own, "2026-03-09", "accepted"),
    otherAccepted: await request(other, "2026-03-09", "accepted"),
    ownSick: await sick(own),
    otherSick: await sick(other),
    ownAppointment: await appointment(own),
    otherAppointment: await appointment(other),
  };
});

const claimsOf: Record<Exclude<Who, "anon">, Claims> = {
  employee: claims(ids.own, "employee", ids.sessions.own),
  sickness: claims(ids.sickness, "sickness_user", ids.sessions.sickness),
  admin: claims(ids.admin, "global_admin", ids.sessions.admin),
};

function claims(sub: string, appRole: Claims["app_role"], sid: string): Claims {
  return { sub, role: "authenticated", app_role: appRole, sid, exp: 2_000_000_000 };
}

class Rollback extends Error {}

/** Runs sql as `who`: the rows it returned (or affected), or the SQLSTATE it failed with. */
async function attempt(who: Who, sql: string, params: unknown[] = []): Promise<number | string> {
  let outcome: number | string = "not run";
  await db.privileged(async (tx: Tx) => {
    if (who === "anon") {
      await tx.query(
        "select set_config('request.jwt.claims', '{\"role\":\"anon\"}', true), set_config('role', 'anon', true)",
      );
    } else {
      await enterAsUser(tx, claimsOf[who]);
    }
    try {
      outcome = (await tx.query(sql, params)).length;
    } catch (error) {
      outcome = (error as { code?: string }).code ?? String(error);
    }
    throw new Rollback();
  }).catch((error) => {
    if (!(error instanceof Rollback)) throw error;
  });
  return outcome;
}

interface Case {
  name: string;
  sql: string;
  params?: unknown[];
  /**
   * Rows returned or affected per caller (0 where RLS hides the row), or the SQLSTATE the
   * attempt must fail with, so a typo in the SQL (42601, 42703, 42P01) fails the case.
   */
  expect: Record<Who, number | string>;
}

/** insufficient_privilege: no grant on the table, or a new row RLS's `with check` refuses. */
const denied = "42501";
// The holiday_requests guard trigger's own SQLSTATEs (supabase/schemas/40_holiday_requests.sql).
/** Not one's own request, or a new request that is not pending. */
const notAllowed = "LV403";
/** Dates a request may not have (24-31 December). */
const invalid = "LV400";
/** A change of status the caller may not make. */
const conflict = "LV409";
const onlyAdmin = (rows: number): Case["expect"] => ({
  anon: denied,
  employee: 0,
  sickness: 0,
  admin: rows,
});

const cases: Case[] = [
  // users
  {
    name: "users: select the fixture users",
    sql: "select id from public.users where email like '%@rls.test'",
    expect: { anon: denied, employee: 1, sickness: 4, admin: 4 },
  },
  {
    name: "users: insert",
    sql:
      "insert into public.users (first_name, last_name, email) values ('N', 'U', 'n@rls.test') returning id",
    expect: { anon: denied, employee: denied, sickness: denied, admin: 1 },
  },
  {
    name: "users: update own row",
    sql: "update public.users set total_vacation_hours = 999 where id = $1 returning id",
    params: [ids.own],
    expect: onlyAdmin(1),
  },
  {
    name: "users: update another's row",
    sql: "update public.users set role = 'global_admin' where id = $1 returning id",
    params: [ids.other],
    expect: onlyAdmin(1),
  },
  {
    name: "users: delete",
    sql: "delete from public.users where id = $1 returning id",
    params: [ids.other],
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
  // departments
  {
    name: "departments: select",
    sql: "select id from public.departments where id = $1",
    params: [ids.dept],
    expect: { anon: denied, employee: 1, sickness: 1, admin: 1 },
  },
  {
    name: "departments: insert",
    sql: "insert into public.departments (name) values ('New') returning id",
    expect: { anon: denied, employee: denied, sickness: denied, admin: 1 },
  },
  {
    name: "departments: update",
    sql: "update public.departments set name = 'Renamed' where id = $1 returning id",
    params: [ids.dept],
    expect: onlyAdmin(1),
  },
  {
    name: "departments: delete",
    sql: "delete from public.departments where id = $1 returning id",
    params: [ids.dept],
    expect: onlyAdmin(1),
  },
  // bank holidays
  {
    name: "bank_holidays: select",
    sql: "select day from public.bank_holidays where day = '2026-12-25'",
    expect: { anon: denied, employee: 1, sickness: 1, admin: 1 },
  },
  {
    name: "bank_holidays: insert",
    sql:
      "insert into public.bank_holidays (day, name) values ('2028-06-14', 'Company day') returning day",
    expect: { anon: denied, employee: denied, sickness: denied, admin: 1 },
  },
  {
    name: "bank_holidays: delete",
    sql: "delete from public.bank_holidays where day = '2026-12-25' returning day",
    expect: onlyAdmin(1),
  },
  // holiday requests
  {
    name: "holiday_requests: select the fixture requests",
    sql: "select id from public.holiday_requests where id = any($1)",
    params: [[ids.ownPending, ids.ownAccepted, ids.otherAccepted]],
    expect: { anon: denied, employee: 2, sickness: 0, admin: 3 },
  },
  {
    name: "holiday_requests: insert a pending request for oneself",
    sql:
      "insert into public.holiday_requests (user_id, start_date, end_date) values ((select auth.uid()), '2026-06-01', '2026-06-02') returning id",
    expect: { anon: denied, employee: 1, sickness: 1, admin: 1 },
  },
  {
    name: "holiday_requests: insert an already approved request for oneself",
    sql:
      "insert into public.holiday_requests (user_id, start_date, end_date, status) values ((select auth.uid()), '2026-06-01', '2026-06-02', 'accepted') returning id",
    expect: { anon: denied, employee: notAllowed, sickness: notAllowed, admin: 1 },
  },
  {
    name: "holiday_requests: request one's own days in 24-31 December",
    sql:
      "insert into public.holiday_requests (user_id, start_date, end_date) values ((select auth.uid()), '2026-12-29', '2026-12-30') returning id",
    // an admin's own request is an employee's request; only bookings for others may do this
    expect: { anon: denied, employee: invalid, sickness: invalid, admin: invalid },
  },
  {
    name: "holiday_requests: book 24-31 December for another user",
    sql:
      "insert into public.holiday_requests (user_id, start_date, end_date, status) values ($1, '2026-12-29', '2026-12-30', 'accepted') returning id",
    params: [ids.other],
    expect: { anon: denied, employee: notAllowed, sickness: notAllowed, admin: 1 },
  },
  {
    name: "holiday_requests: insert for another user",
    sql:
      "insert into public.holiday_requests (user_id, start_date, end_date) values ($1, '2026-06-01', '2026-06-02') returning id",
    params: [ids.other],
    expect: { anon: denied, employee: notAllowed, sickness: notAllowed, admin: 1 },
  },
  {
    name: "holiday_requests: approve one's own pending request",
    sql: "update public.holiday_requests set status = 'accepted' where id = $1 returning id",
    params: [ids.ownPending],
    expect: { anon: denied, employee: conflict, sickness: 0, admin: 1 },
  },
  {
    // the owner withdraws it (it becomes cancelled); an admin denies someone else's instead
    name: "holiday_requests: withdraw a pending request",
    sql: "update public.holiday_requests set status = 'cancelled' where id = $1 returning id",
    params: [ids.ownPending],
    expect: { anon: denied, employee: 1, sickness: 0, admin: conflict },
  },
  {
    name: "holiday_requests: withdraw a pending request and give it a denial reason",
    sql:
      "update public.holiday_requests set status = 'cancelled', deny_reason = 'x' where id = $1 returning id",
    params: [ids.ownPending],
    expect: { anon: denied, employee: conflict, sickness: 0, admin: conflict },
  },
  {
    name: "holiday_requests: change the hours of one's own request",
    sql:
      "update public.holiday_requests set requested_hours = 0, status = 'cancel_requested' where id = $1 returning requested_hours",
    params: [ids.ownAccepted],
    // the owner's cancellation goes through, but the hours stay what the database counted
    expect: { anon: denied, employee: 1, sickness: 0, admin: 1 },
  },
  {
    name: "holiday_requests: ask to cancel one's own approved request",
    sql:
      "update public.holiday_requests set status = 'cancel_requested' where id = $1 returning id",
    params: [ids.ownAccepted],
    expect: { anon: denied, employee: 1, sickness: 0, admin: 1 },
  },
  {
    name: "holiday_requests: cancel another's approved request",
    sql: "update public.holiday_requests set status = 'cancelled' where id = $1 returning id",
    params: [ids.otherAccepted],
    expect: onlyAdmin(1),
  },
  {
    name: "holiday_requests: delete",
    sql: "delete from public.holiday_requests where id = $1 returning id",
    params: [ids.ownPending],
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
  // sickness logs
  {
    name: "sickness_logs: select",
    sql: "select id from public.sickness_logs where id = any($1)",
    params: [[ids.ownSick, ids.otherSick]],
    expect: { anon: denied, employee: 0, sickness: 2, admin: 2 },
  },
  {
    name: "sickness_logs: insert",
    sql:
      "insert into public.sickness_logs (user_id, sick_from_date) values ($1, '2026-04-01') returning id",
    params: [ids.own],
    expect: { anon: denied, employee: denied, sickness: 1, admin: 1 },
  },
  {
    name: "sickness_logs: update",
    sql: "update public.sickness_logs set sick_to_date = '2026-03-05' where id = $1 returning id",
    params: [ids.otherSick],
    expect: { anon: denied, employee: 0, sickness: 1, admin: 1 },
  },
  {
    name: "sickness_logs: delete",
    sql: "delete from public.sickness_logs where id = $1 returning id",
    params: [ids.otherSick],
    expect: { anon: denied, employee: 0, sickness: 1, admin: 1 },
  },
  // sickness reasons: health data, global admins only
  {
    name: "sickness_log_reasons: select",
    sql: "select reason from public.sickness_log_reasons where log_id = any($1)",
    params: [[ids.ownSick, ids.otherSick]],
    expect: onlyAdmin(2),
  },
  {
    name: "sickness_log_reasons: update",
    sql: "update public.sickness_log_reasons set reason = 'x' where log_id = $1 returning log_id",
    params: [ids.otherSick],
    expect: onlyAdmin(1),
  },
  {
    name: "sickness_log_reasons: delete",
    sql: "delete from public.sickness_log_reasons where log_id = $1 returning log_id",
    params: [ids.otherSick],
    expect: onlyAdmin(1),
  },
  {
    name: "sickness_log_reasons: insert",
    sql:
      "insert into public.sickness_log_reasons (log_id, reason) values ($1, 'x') on conflict (log_id) do nothing returning log_id",
    params: [ids.ownSick],
    expect: { anon: denied, employee: denied, sickness: denied, admin: 0 },
  },
  // appointment logs: global admins only
  {
    name: "appointment_logs: select",
    sql: "select id from public.appointment_logs where id = any($1)",
    params: [[ids.ownAppointment, ids.otherAppointment]],
    expect: onlyAdmin(2),
  },
  {
    name: "appointment_logs: insert",
    sql:
      "insert into public.appointment_logs (user_id, event_from_date, event_to_date) values ($1, '2026-04-01', '2026-04-01') returning id",
    params: [ids.own],
    expect: { anon: denied, employee: denied, sickness: denied, admin: 1 },
  },
  {
    name: "appointment_logs: update own",
    sql: "update public.appointment_logs set reason = 'x' where id = $1 returning id",
    params: [ids.ownAppointment],
    expect: onlyAdmin(1),
  },
  {
    name: "appointment_logs: delete",
    sql: "delete from public.appointment_logs where id = $1 returning id",
    params: [ids.otherAppointment],
    expect: onlyAdmin(1),
  },
  // the audit log: admins read it, nobody changes it
  {
    name: "audit_log: select the fixture's history",
    sql: "select id from public.audit_log where entity = 'users' and entity_id = $1",
    params: [ids.other],
    expect: onlyAdmin(1),
  },
  {
    name: "audit_log: insert",
    sql: "insert into public.audit_log (action, entity) values ('forged', 'users') returning id",
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
  {
    name: "audit_log: update",
    sql: "update public.audit_log set action = 'forged' returning id",
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
  {
    name: "audit_log: delete",
    sql: "delete from public.audit_log returning id",
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
  // leave_types (issue 33): every signed-in user reads the active types, an admin every type
  // and alone writes them; the built-in Holiday is never deleted (the guard trigger)
  {
    name: "leave_types: select",
    sql: "select id from public.leave_types",
    expect: { anon: denied, employee: 1, sickness: 1, admin: 12 },
  },
  {
    name: "leave_types: insert",
    sql: `insert into public.leave_types (name, colour) values ('Sabbatical', '#93c5fd')
      returning id`,
    expect: { anon: denied, employee: denied, sickness: denied, admin: 1 },
  },
  {
    name: "leave_types: turn a ready-made type on",
    sql: "update public.leave_types set active = true where kind = 'compassionate' returning id",
    expect: onlyAdmin(1),
  },
  {
    name: "leave_types: change the built-in Holiday's rules",
    sql: "update public.leave_types set needs_approval = false where id = 1 returning id",
    expect: { anon: denied, employee: 0, sickness: 0, admin: "23514" },
  },
  {
    name: "leave_types: delete the built-in Holiday",
    sql: "delete from public.leave_types where id = 1 returning id",
    expect: { anon: denied, employee: 0, sickness: 0, admin: conflict },
  },
  // private schema: secrets are out of reach
  {
    name: "private.credentials: select",
    sql: "select user_id from private.credentials",
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
  {
    name: "private.sessions: select",
    sql: "select id from private.sessions",
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
];

for (const c of cases) {
  Deno.test(`RLS ${c.name}`, async () => {
    const actual = Object.fromEntries(
      await Promise.all(WHO.map(async (who) => [who, await attempt(who, c.sql, c.params)])),
    );
    assert.deepEqual(actual, c.expect);
  });
}

Deno.test("RLS: the owner's cancellation keeps the hours the database counted", async () => {
  const hours = await db.withUser(claimsOf.employee, async (tx) => {
    const [row] = await tx.query<{ requested_hours: number }>(
      `update public.holiday_requests set requested_hours = 0, status = 'cancel_requested'
       where id = $1 returning requested_hours`,
      [ids.ownAccepted],
    );
    throw Object.assign(new Rollback(), { hours: row.requested_hours });
  }).catch((error) => error.hours);
  assert.equal(hours, 10); // Monday 9 March 2026, one full day
});

Deno.test("RLS: the authenticated role is no superuser and does not bypass RLS", async () => {
  const [role] = await db.privileged((tx) =>
    tx.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      "select rolsuper, rolbypassrls from pg_roles where rolname = 'authenticated'",
    )
  );
  assert.deepEqual(role, { rolsuper: false, rolbypassrls: false });
  const tables = await db.privileged((tx) =>
    tx.query<{ relname: string }>(
      `select relname from pg_class where relnamespace = 'public'::regnamespace
       and relkind = 'r' and not relrowsecurity`,
    )
  );
  assert.deepEqual(tables, [], "every public table has RLS enabled");
});

Deno.test("RLS: a deactivated user's session is refused", async () => {
  await db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [ids.sickness])
  );
  await assert.rejects(
    db.withUser(claimsOf.sickness, (tx) => tx.query("select 1")),
    /session has ended/,
  );
});

Deno.test("exclusion constraint: overlapping requests written straight to the database", async () => {
  const insert = (tx: Tx, start: string, end: string, startType: string, endType: string) =>
    tx.query(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, start_day_type, end_day_type)
       values ($1, $2, $3, $4, $5)`,
      [ids.other, start, end, startType, endType],
    );
  await db.privileged(async (tx) => {
    await insert(tx, "2026-07-06", "2026-07-06", "morning", "morning");
    await insert(tx, "2026-07-06", "2026-07-07", "afternoon", "full"); // same day, other half
  });
  await assert.rejects(
    db.privileged((tx) => insert(tx, "2026-07-07", "2026-07-08", "full", "full")),
    (error: { code?: string }) => error.code === "23P01",
  );
  // a refused or cancelled request does not block the dates
  await db.privileged((tx) =>
    tx.query(
      "update public.holiday_requests set status = 'rejected', deny_reason = 'No' where user_id = $1 and start_date = '2026-07-06' and start_day_type = 'afternoon'",
      [ids.other],
    )
  );
  await db.privileged((tx) => insert(tx, "2026-07-07", "2026-07-08", "full", "full"));
});

Deno.test("audit log: every change is recorded and the log refuses updates, even privileged", async () => {
  const rows = await db.privileged((tx) =>
    tx.query<{ action: string; entity: string }>(
      "select action, entity from public.audit_log where entity_id = $1::text and entity = 'holiday_requests'",
      [ids.otherAccepted],
    )
  );
  assert.deepEqual(rows, [{ action: "insert", entity: "holiday_requests" }]);
  await assert.rejects(
    db.privileged((tx) => tx.query("delete from public.audit_log")),
    /append-only/,
  );
});

globalThis.addEventListener("unload", () => {
  db.close();
});
