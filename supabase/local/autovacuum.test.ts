// The local server's stand-in for autovacuum on PGlite: a table filled since the last vacuum is
// vacuumed, in the session that filled it and after a restart (whose statistics start empty),
// and is not vacuumed again until it changes.
import assert from "node:assert/strict";
import { openPglite } from "./db-pglite.ts";
import { vacuumWhereDue } from "./autovacuum.ts";

async function open(dataDir: string) {
  return Object.assign(await openPglite(dataDir), { kind: "pglite" as const });
}

async function allVisiblePages(db: Awaited<ReturnType<typeof open>>, table: string) {
  const [row] = await db.privileged((tx) =>
    tx.query<{ pages: number }>(
      "select relallvisible as pages from pg_catalog.pg_class where oid = $1::regclass",
      [table],
    )
  );
  return row.pages;
}

async function pages(db: Awaited<ReturnType<typeof open>>, table: string) {
  const [row] = await db.privileged((tx) =>
    tx.query<{ pages: number }>("select pg_relation_size($1::regclass) / 8192 as pages", [table])
  );
  return row.pages;
}

Deno.test("PGlite's tables are vacuumed as autovacuum would, and again after a restart", async () => {
  const dataDir = await Deno.makeTempDir();
  try {
    let db = await open(dataDir);
    await db.exec(`create table public.filled (id integer primary key, note text);
      insert into public.filled select g, repeat('x', 40) from generate_series(1, 5000) g;
      create table public.small (id integer primary key);
      insert into public.small values (1);`);
    assert.equal(await allVisiblePages(db, "public.filled"), 0);
    assert.deepEqual(await vacuumWhereDue(db), ["public.filled"], "5,000 rows inserted");
    assert.ok(await allVisiblePages(db, "public.filled") > 0);
    assert.deepEqual(await vacuumWhereDue(db), [], "nothing changed since");

    await db.exec("update public.filled set note = 'y' where id % 2 = 0");
    assert.deepEqual(await vacuumWhereDue(db), ["public.filled"], "2,500 rows updated");

    // Changed again, then restarted before the next run: the statistics are gone, so the first
    // run after the start takes every table of 8 pages or more.
    await db.exec("update public.filled set note = 'z' where id % 2 = 1");
    await db.close();
    db = await open(dataDir);
    try {
      assert.deepEqual(await vacuumWhereDue(db), [], "no statistics since the start");
      assert.deepEqual(await vacuumWhereDue(db, true), ["public.filled"]);
      assert.equal(await allVisiblePages(db, "public.filled"), await pages(db, "public.filled"));
    } finally {
      await db.close();
    }
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});
