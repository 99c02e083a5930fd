// The Data API is no way around the API: a caller acting as PostgREST does (the role a token
// claims, `anon` or `authenticated`, and its claims in request.jwt.claims) reads and changes
// nothing of Leave's tables, whoever the token names, even a global admin with a live session.
// The api function's own transactions (leave_user) still read what RLS lets them.
import assert from "node:assert/strict";
import { enterAsUser, type Tx } from "../functions/_shared/db.ts";
import { setupApi } from "./harness.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser();

class Rollback extends Error {}

/** Runs `sql` the way PostgREST would for `claims`; the SQLSTATE it fails with, or "allowed". */
async function asDataApi(role: "anon" | "authenticated", sub: string | null, sql: string) {
  let outcome = "allowed";
  await api.db.privileged(async (tx: Tx) => {
    await tx.query(
      "select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)",
      [JSON.stringify({ role, sub, app_role: "global_admin" }), role],
    );
    try {
      await tx.query(sql);
    } catch (error) {
      outcome = (error as { code?: string }).code ?? "error";
    }
    throw new Rollback();
  }).catch((error) => {
    if (!(error instanceof Rollback)) throw error;
  });
  return outcome;
}

/** Every read and change of every table of public, as `role` with `sub` in its claims. */
async function directCalls(role: "anon" | "authenticated", sub: string | null) {
  const tables = await api.db.privileged((tx) =>
    tx.query<{ name: string; column: string }>(
      `select c.relname as name, (
         select column_name from information_schema.columns
         where table_schema = 'public' and table_name = c.relname
           and is_identity = 'NO' and is_generated = 'NEVER'
         order by ordinal_position limit 1) as column
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') order by 1`,
    )
  );
  assert.ok(tables.length >= 8, "every table of the app is checked");
  const outcomes: Record<string, string> = {};
  for (const { name, column } of tables) {
    for (
      const [what, sql] of [
        ["select", `select * from public.${name} limit 1`],
        ["insert", `insert into public.${name} default values`],
        ["update", `update public.${name} set ${column} = ${column}`],
        ["delete", `delete from public.${name}`],
      ]
    ) {
      outcomes[`${role} ${what} ${name}`] = await asDataApi(role, sub, sql);
    }
  }
  return Object.entries(outcomes).filter(([, outcome]) => outcome !== "42501");
}

Deno.test("anon and authenticated tokens read and change nothing of any table of public", async () => {
  assert.deepEqual(await directCalls("anon", null), [], "anon: permission denied everywhere");
  assert.deepEqual(
    await directCalls("authenticated", admin.id),
    [],
    "a global admin's live session: permission denied everywhere",
  );
});

Deno.test("a signed-out session reaches nothing, through the API or around it", async () => {
  const user = await api.createUser({ role: "global_admin" });
  assert.equal((await api.request("POST", "/api/logout", { token: user.token })).status, 200);
  const after = await api.request("GET", "/api/admin/users", { token: user.token });
  assert.equal(after.status, 401, "the API refuses the ended session");
  assert.deepEqual(await directCalls("authenticated", user.id), [], "and so does the Data API");
});

Deno.test("a table the migrations' role adds later is not granted to the Data API", async () => {
  // Supabase grants what `postgres` creates in public to anon and authenticated by default;
  // supabase/schemas/00_roles_and_schemas.sql revokes that default, so a future migration's table stays closed.
  const granted = await api.db.privileged(async (tx) => {
    await tx.query("create table public.added_later (id integer)");
    const [row] = await tx.query<{ anon: boolean; authenticated: boolean }>(
      `select has_table_privilege('anon', 'public.added_later', 'select') as anon,
              has_table_privilege('authenticated', 'public.added_later', 'select') as authenticated`,
    );
    await tx.query("drop table public.added_later");
    return row;
  });
  assert.deepEqual(granted, { anon: false, authenticated: false });
});

Deno.test("the API's own transactions still read what RLS allows", async () => {
  const claims = (user: typeof admin) => ({
    sub: user.id,
    role: "authenticated" as const,
    app_role: user.role,
    sid: "",
    exp: 0,
  });
  const read = (user: typeof admin) =>
    api.db.privileged(async (tx) => {
      const [session] = await tx.query<{ id: string }>(
        "select id from private.sessions where user_id = $1 and revoked_at is null limit 1",
        [user.id],
      );
      await enterAsUser(tx, { ...claims(user), sid: session.id });
      return (await tx.query("select id from public.users")).length;
    });
  assert.ok(await read(admin) >= 2, "an admin reads every user");
  assert.equal(await read(employee), 1, "an employee reads their own row");
});
