// The deployed function's database settings: which URL it uses, and a pool that lets go of
// its connections and of statements that run too long.
import assert from "node:assert/strict";
import { connectPostgres } from "../_shared/db-postgres.ts";
import { isDatabaseUnavailable } from "../_shared/errors.ts";
import { freshPostgres, waitFor } from "../../tests/harness.ts";
import { databaseUrl, FUNCTION_POOL } from "./production.ts";

Deno.test("DATABASE_URL (the pooler) wins over the SUPABASE_DB_URL Supabase provides", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  const pooler = "postgres://leave@pooler.example.com:6543/postgres";
  const direct = "postgres://leave@db.example.com:5432/postgres";
  assert.equal(databaseUrl(env({ DATABASE_URL: pooler, SUPABASE_DB_URL: direct })), pooler);
  assert.equal(databaseUrl(env({ SUPABASE_DB_URL: direct })), direct);
  assert.throws(() => databaseUrl(env({})), /DATABASE_URL or SUPABASE_DB_URL must be set/);
  assert.deepEqual(FUNCTION_POOL, { max: 2, idleTimeout: 10, statementTimeout: 10_000 });
});

const DATABASE_URL = Deno.env.get("DATABASE_URL");

Deno.test({
  name: "the function's pool cancels a long statement (503) and closes idle connections",
  ignore: !DATABASE_URL,
  async fn() {
    const database = await freshPostgres(DATABASE_URL!);
    const url = new URL(database.url);
    url.searchParams.set("application_name", "leave-pool-test");
    const pool = connectPostgres(url.toString(), { max: 2, idleTimeout: 1, statementTimeout: 200 });
    try {
      const error = await pool.privileged((tx) => tx.query("select pg_sleep(2)")).catch((e) => e);
      assert.equal(error.code, "57014");
      assert.ok(isDatabaseUnavailable(error), "answered as 503, try again");
      assert.deepEqual(await pool.privileged((tx) => tx.query("select 1 as ok")), [{ ok: 1 }]);
      // A user's transaction has the same bound, set by its one opening statement.
      const [user] = await database.privileged((tx) =>
        tx.query<{ id: string }>(
          "insert into public.users (first_name, last_name, email) values ('T', 'T', 't@example.com') returning id",
        )
      );
      const [session] = await database.privileged((tx) =>
        tx.query<{ id: string }>(
          "insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id",
          [user.id],
        )
      );
      const claims = {
        sub: user.id,
        role: "authenticated" as const,
        app_role: "employee" as const,
        sid: session.id,
        exp: 0,
      };
      const asUser = await pool.withUser(claims, (tx) => tx.query("select pg_sleep(2)"))
        .catch((e) => e);
      assert.equal(asUser.code, "57014");

      // Unused for a second, the pool's connections close (waiting for that state, at most 30 s).
      const open = async () =>
        (await database.privileged((tx) =>
          tx.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where application_name = 'leave-pool-test'`,
          )
        ))[0].n;
      assert.ok(await open() >= 1, "the pool's connection is seen by its application_name");
      await waitFor(
        "the idle connections to close",
        async () => (await open()) === 0 || undefined,
        {
          ms: 30_000,
        },
      );
    } finally {
      await pool.close();
      await database.close();
    }
  },
});
