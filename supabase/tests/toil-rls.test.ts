// Time off in lieu (issue 33), straight against the database as the Data API would run it:
// each app role and an anonymous caller read, log, decide and delete entries, their own and
// others'. A user reads and logs their own (pending); a global admin reads and writes every
// entry but never decides their own (the guard trigger); nobody deletes one. Each attempt runs
// in a transaction that is rolled back.
import assert from "node:assert/strict";
import type { Claims, Tx } from "../functions/_shared/db.ts";
import { enterAsUser } from "../functions/_shared/db.ts";
import { freshDatabase } from "./harness.ts";

const db = await freshDatabase();
globalThis.addEventListener("unload", () => void db.close());

type Who = "anon" | "employee" | "sickness" | "admin";
const WHO: Who[] = ["anon", "employee", "sickness", "admin"];

const ids = await db.privileged(async (tx) => {
  const user = async (email: string, role: string) =>
    (await tx.query<{ id: string }>(
      `insert into public.users (first_name, last_name, email, role)
       values ('F', 'L', $1, $2) returning id`,
      [email, role],
    ))[0].id;
  const own = await user("e1@toil.test", "employee");
  const other = await user("e2@toil.test", "employee");
  const sickness = await user("s@toil.test", "sickness_user");
  const admin = await user("a@toil.test", "global_admin");
  const entry = async (userId: string) =>
    (await tx.query<{ id: number }>(
      `insert into public.toil_entries (user_id, worked_on, hours)
       values ($1, '2026-03-02', 2) returning id::integer as id`,
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
    own,
    other,
    sickness,
    admin,
    sessions,
    ownEntry: await entry(own),
    otherEntry: await entry(other),
    adminEntry: await entry(admin),
  };
});

const claims = (sub: string, appRole: Claims["app_role"], sid: string): Claims => ({
  sub,
  role: "authenticated",
  app_role: appRole,
  sid,
  exp: 2_000_000_000,
});
const claimsOf: Record<Exclude<Who, "anon">, Claims> = {
  employee: claims(ids.own, "employee", ids.sessions.own),
  sickness: claims(ids.sickness, "sickness_user", ids.sessions.sickness),
  admin: claims(ids.admin, "global_admin", ids.sessions.admin),
};
const selfOf: Record<Who, string> = {
  anon: ids.own,
  employee: ids.own,
  sickness: ids.sickness,
  admin: ids.admin,
};

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

const denied = "42501";

const cases: {
  name: string;
  sql: string;
  params: (who: Who) => unknown[];
  expect: Record<Who, number | string>;
}[] = [
  {
    name: "read entries (own only, or all for an admin)",
    sql: "select id from public.toil_entries",
    params: () => [],
    expect: { anon: denied, employee: 1, sickness: 0, admin: 3 },
  },
  {
    name: "log one's own, pending",
    sql: `insert into public.toil_entries (user_id, worked_on, hours) values ($1, '2026-03-03', 1)
      returning id`,
    params: (who) => [selfOf[who]],
    expect: { anon: denied, employee: 1, sickness: 1, admin: 1 },
  },
  {
    name: "log one's own, approved",
    sql: `insert into public.toil_entries (user_id, worked_on, hours, status)
      values ($1, '2026-03-03', 1, 'approved') returning id`,
    params: (who) => [selfOf[who]],
    expect: { anon: denied, employee: "LV403", sickness: "LV403", admin: "LV403" },
  },
  {
    name: "log someone else's",
    sql: `insert into public.toil_entries (user_id, worked_on, hours) values ($1, '2026-03-03', 1)
      returning id`,
    params: () => [ids.other],
    // the guard trigger refuses before RLS's with check would
    expect: { anon: denied, employee: "LV403", sickness: "LV403", admin: 1 },
  },
  {
    name: "approve someone else's",
    sql: "update public.toil_entries set status = 'approved' where id = $1 returning id",
    params: () => [ids.otherEntry],
    expect: { anon: denied, employee: 0, sickness: 0, admin: 1 },
  },
  {
    name: "approve one's own",
    sql: "update public.toil_entries set status = 'approved' where id = $1 returning id",
    params: (who) => [who === "admin" ? ids.adminEntry : ids.ownEntry],
    expect: { anon: denied, employee: 0, sickness: 0, admin: "LV403" },
  },
  {
    name: "change the hours worked",
    sql: "update public.toil_entries set hours = 10 where id = $1 returning id",
    params: () => [ids.otherEntry],
    expect: { anon: denied, employee: 0, sickness: 0, admin: "LV409" },
  },
  {
    name: "delete",
    sql: "delete from public.toil_entries where id = $1 returning id",
    params: () => [ids.otherEntry],
    expect: { anon: denied, employee: denied, sickness: denied, admin: denied },
  },
  {
    name: "read the balance (own, by RLS)",
    sql: "select 1 from (select private.toil_balance($1, '2026-06-01') as b) x where b = 0",
    params: () => [ids.other],
    expect: { anon: denied, employee: 1, sickness: 1, admin: 1 },
  },
];

for (const c of cases) {
  Deno.test(`toil_entries: ${c.name}`, async () => {
    const outcome: Partial<Record<Who, number | string>> = {};
    for (const who of WHO) outcome[who] = await attempt(who, c.sql, c.params(who));
    assert.deepEqual(outcome, c.expect);
  });
}
