// PostgreSQL as installed, and Supabase, run with `jit = on`: a plan estimated above
// `jit_above_cost` is compiled before it runs, which for the cover check of every create took
// ~1 s where running it takes a millisecond (issue 32). The product's transactions turn JIT off
// whatever the server's setting. Here the database forces JIT on every query (all thresholds
// 0): outside the product's transactions a plan is compiled, inside none is, neither for a user
// nor for the app's own work, and a request is booked. Needs a real PostgreSQL (PGlite has no
// JIT): it runs with DATABASE_URL (CI's PostgreSQL 15 pass) and is ignored without it.
import assert from "node:assert/strict";
import type { Claims } from "../functions/_shared/db.ts";
import { connectPostgres } from "../functions/_shared/db-postgres.ts";
import { freshPostgres, setupApi } from "./harness.ts";

const DATABASE_URL = Deno.env.get("DATABASE_URL");

/** Whether PostgreSQL compiled the plan of `sql`, run through `run`. */
async function compiles(
  run: (sql: string) => Promise<Record<string, unknown>[]>,
  sql: string,
): Promise<boolean> {
  const [row] = await run(`explain (analyze, format json) ${sql}`);
  const [plan] = row["QUERY PLAN"] as { JIT?: { Functions: number } }[];
  return (plan.JIT?.Functions ?? 0) > 0;
}

Deno.test({
  name: "no JIT in the product's transactions on a PostgreSQL that forces it",
  ignore: !DATABASE_URL,
  fn: async () => {
    const base = await freshPostgres(DATABASE_URL!);
    const name = new URL(base.url).pathname.slice(1);
    for (const setting of ["jit_above_cost", "jit_inline_above_cost", "jit_optimize_above_cost"]) {
      await base.exec(`alter database ${name} set ${setting} = 0`);
    }
    await base.exec(`alter database ${name} set jit = on`);
    // Connections opened from now on start with the forced settings.
    const db = Object.assign(connectPostgres(base.url), { kind: "postgres" as const });
    const api = await setupApi({ db: Object.assign(db, { exec: base.exec }) });
    try {
      const cover = "select * from private.cover_grid(null, current_date, current_date + 13)";
      const [{ jit_available }] = await db.sql.unsafe<{ jit_available: boolean }[]>(
        "select pg_jit_available() as jit_available",
      );
      if (jit_available) {
        assert.ok(
          await compiles((sql) => db.sql.unsafe(sql), cover),
          "outside the product's transactions this server compiles every plan",
        );
      }
      assert.equal(await compiles((sql) => db.privileged((tx) => tx.query(sql)), cover), false);

      const employee = await api.createUser({ role: "employee" });
      const claims = JSON.parse(atob(employee.token.split(".")[1])) as Claims;
      const asEmployee = (sql: string) => db.withUser(claims, (tx) => tx.query(sql));
      assert.equal(
        await compiles(
          asEmployee,
          `select * from private.cover_shortfalls(array['${employee.id}']::uuid[], current_date,
             current_date + 4, 'full', 'full', true)`,
        ),
        false,
      );
      const [setting] = await asEmployee("select current_setting('jit') as jit");
      assert.equal(setting.jit, "off");

      const booked = await api.request("POST", "/api/vacation-request", {
        token: employee.token,
        body: {
          startDate: "2030-03-04",
          endDate: "2030-03-05",
          startDayType: "full",
          endDayType: "full",
        },
      });
      assert.equal(booked.status, 201, JSON.stringify(booked.body));
    } finally {
      await api.close();
      await db.sql.end({ timeout: 5 });
      await base.close();
    }
  },
});
