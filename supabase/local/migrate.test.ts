// The local migration runner after the squash of the pre-release migrations (issue 30): a fresh
// database gets the one migration; a database the squashed migrations brought up to date records
// it as applied and runs nothing; one they brought only part of the way is refused, saying how to
// start again.
import assert from "node:assert/strict";
import { openPglite } from "./db-pglite.ts";
import { migrate, PARTLY_SQUASHED, readMigrations, SQUASH } from "./migrate.ts";

/** A database as the runner leaves it, with `names` recorded as applied and nothing else. */
async function recorded(names: string[]) {
  const db = await openPglite();
  await db.exec(`create schema private;
    create table private.schema_migrations (
      name text primary key, applied_at timestamptz not null default now());`);
  for (const name of names) {
    await db.privileged((tx) =>
      tx.query("insert into private.schema_migrations (name) values ($1)", [name])
    );
  }
  return db;
}

const appliedNames = (db: Awaited<ReturnType<typeof openPglite>>) =>
  db.privileged((tx) =>
    tx.query<{ name: string }>("select name from private.schema_migrations order by name")
  ).then((rows) => rows.map((row) => row.name));

Deno.test("the squash is the first migration: every later one comes after it", async () => {
  const [first] = await readMigrations();
  assert.equal(first.name, SQUASH.name);
});

Deno.test("a database migrated by every squashed migration records the squash and runs nothing", async () => {
  const db = await recorded(["20261122000100_foundation.sql", SQUASH.replaced]);
  // The migrations up to the squash: later ones would run, on tables this bare database lacks.
  const upToSquash = (await readMigrations()).filter((m) => m.name <= SQUASH.name);
  try {
    const ran = await migrate(db, db.exec, upToSquash);
    assert.deepEqual(ran.filter((name) => name <= SQUASH.name), []);
    assert.ok((await appliedNames(db)).includes(SQUASH.name));
    // Nothing of the squash ran: the tables it creates are not there.
    const [{ exists }] = await db.privileged((tx) =>
      tx.query<{ exists: boolean }>("select to_regclass('public.users') is not null as exists")
    );
    assert.equal(exists, false);
  } finally {
    await db.close();
  }
});

Deno.test("a database migrated by some squashed migrations, not all, is refused, saying why", async () => {
  const db = await recorded(["20261122000100_foundation.sql"]);
  try {
    await assert.rejects(() => migrate(db, db.exec), { message: PARTLY_SQUASHED });
  } finally {
    await db.close();
  }
});
