// The Data API is no way around the API: a caller acting as PostgREST does (the role a token
// claims, `anon` or `authenticated`, and its claims in request.jwt.claims) reads and changes
// nothing of Leave's tables, whoever the token names, even a global admin with a live session.
// The api function's own transactions (leave_user) still read what RLS lets them.
import assert from "node:assert/strict";
import { enterAsUser, type Tx } from "../functions/_shared/db.ts";
import { setupApi } from "../local/testing.ts";

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

Deno.test("anon and authenticated tokens read and change nothing of any table of public", async () => {
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
    for (const [role, sub] of [["anon", null], ["authenticated", admin.id]] as const) {
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
  }
  const allowed = Object.entries(outcomes).filter(([, outcome]) => outcome !== "42501");
  assert.deepEqual(allowed, [], "every direct call is refused with permission denied");
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
