// The Supabase database linter's findings we clear (issue 13), run on every database the tests
// run on. Each query is the lint of supabase/splinter (lints/<number>_<name>.sql), cut down to
// what exists here: only our schemas `public` and `private`, and no roles or extensions of the
// Supabase platform. A lint passes when its query returns no rows.
import assert from "node:assert/strict";
import { freshDatabase } from "./harness.ts";

const SCHEMAS = "('public', 'private')";

// 0001_unindexed_foreign_keys: a foreign key whose columns, in order, are not the leading
// columns of a valid index (a composite index or primary key led by them covers it).
const unindexedForeignKeys = `
  with foreign_keys as (
    select cl.oid::regclass as table_, ct.conname as fkey_name, ct.conkey as col_attnums
    from pg_catalog.pg_constraint ct
      join pg_catalog.pg_class cl on ct.conrelid = cl.oid
      left join pg_catalog.pg_depend d on d.objid = cl.oid and d.deptype = 'e'
    where ct.contype = 'f'
      and d.objid is null
      and cl.relnamespace::regnamespace::text in ${SCHEMAS}
  ),
  index_ as (
    select indrelid::regclass as table_, indexrelid::regclass as index_,
      string_to_array(indkey::text, ' ')::smallint[] as col_attnums
    from pg_catalog.pg_index
    where indisvalid
  )
  select format('%s.%s', fk.table_, fk.fkey_name) as finding
  from foreign_keys fk
    left join index_ idx on fk.table_ = idx.table_
      and fk.col_attnums = idx.col_attnums[1:array_length(fk.col_attnums, 1)]
  where idx.index_ is null
  order by 1`;

// 0006_multiple_permissive_policies: more than one permissive policy applies to one role for
// one action on one table. The platform's admin roles do not exist here; superusers, like the
// roles with BYPASSRLS, never see a policy.
const multiplePermissivePolicies = `
  select format('%s.%s %s %s: %s', n.nspname, c.relname, r.rolname, act.cmd,
    array_agg(p.polname order by p.polname)) as finding
  from pg_catalog.pg_policy p
    join pg_catalog.pg_class c on p.polrelid = c.oid
    join pg_catalog.pg_namespace n on c.relnamespace = n.oid
    join pg_catalog.pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
    left join pg_catalog.pg_depend dep on c.oid = dep.objid and dep.deptype = 'e',
    lateral unnest(case p.polcmd
      when 'r' then array['SELECT']
      when 'a' then array['INSERT']
      when 'w' then array['UPDATE']
      when 'd' then array['DELETE']
      when '*' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE']
      else array['ERROR']
    end) act(cmd)
  where c.relkind = 'r'
    and p.polpermissive
    and n.nspname in ${SCHEMAS}
    and r.rolname not like 'pg_%'
    and not r.rolbypassrls
    and not r.rolsuper
    and dep.objid is null
  group by n.nspname, c.relname, r.rolname, act.cmd
  having count(*) > 1
  order by 1`;

// 0011_function_search_path_mutable: a function without its own search_path setting resolves
// unqualified names through the caller's search_path. Four are left so on purpose: a SQL
// function with a setting is never inlined, and these are inlined: the working-day count per
// row into the sickness queries (supabase/schemas/10_organisation.sql says why that is safe), the
// two rules as constants wherever they are named (supabase/schemas/40_holiday_requests.sql).
const INLINED = [
  "private.live_request_statuses()",
  "private.min_vacation_balance()",
  "private.mon_thu_days_before(p_day date)",
  "private.sick_days_of(p_from date, p_to date)",
  "private.sick_days_of(p_from date, p_to date, p_region text)",
  "private.user_sick_days_of(p_user uuid, p_from date, p_to date)",
];
const functionSearchPathMutable = `
  select format('%s.%s(%s)', n.nspname, p.proname,
    pg_catalog.pg_get_function_identity_arguments(p.oid)) as finding
  from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on p.pronamespace = n.oid
    left join pg_catalog.pg_depend dep on p.oid = dep.objid and dep.deptype = 'e'
  where n.nspname in ${SCHEMAS}
    and dep.objid is null
    and not exists (
      select 1 from unnest(coalesce(p.proconfig, '{}')) as config
      where config like 'search_path=%'
    )
  order by 1`;

const db = await freshDatabase();
globalThis.addEventListener("unload", () => void db.close());

/** The lint's findings, one line each; the assertion prints them when there are any. */
async function assertNoFindings(lint: string, sql: string, allowed: string[] = []) {
  const rows = await db.privileged((tx) => tx.query<{ finding: string }>(sql));
  const findings = rows.map((row) => row.finding).filter((finding) => !allowed.includes(finding));
  assert.deepEqual(findings, [], `${lint}:\n  ${findings.join("\n  ")}`);
}

Deno.test("linter 0001: every foreign key has a covering index", async () => {
  await assertNoFindings("unindexed_foreign_keys", unindexedForeignKeys);
});

Deno.test("linter 0006: one permissive policy per table, role and action", async () => {
  await assertNoFindings("multiple_permissive_policies", multiplePermissivePolicies);
});

Deno.test("linter 0011: every function sets its search_path but the inlined six", async () => {
  await assertNoFindings("function_search_path_mutable", functionSearchPathMutable, INLINED);
});
