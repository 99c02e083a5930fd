// Applies supabase/local/bootstrap.sql where the database has no `auth` schema (the Supabase
// platform provides it), then every migration not yet recorded, in file-name order, each in
// its own transaction.
import type { Db } from "../functions/_shared/db.ts";

const here = new URL(".", import.meta.url);
export const MIGRATIONS_DIR = new URL("../migrations/", here);

export interface Migration {
  name: string;
  sql: string;
}

/** The migration files, sorted by their timestamped names. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.endsWith(".sql")) names.push(entry.name);
  }
  names.sort();
  return await Promise.all(
    names.map(async (name) => ({ name, sql: await Deno.readTextFile(new URL(name, dir)) })),
  );
}

/**
 * The migration that squashed the pre-release ones (issue 30), and the last of those it replaced:
 * a database that recorded that one holds everything the squash does, so the squash is recorded
 * there as applied instead of run.
 */
export const SQUASH = {
  name: "20261128001100_schema.sql",
  replaced: "20261128001000_leftover_grants.sql",
} as const;

/** Why a database migrated by some of the squashed migrations, not all, cannot be brought up. */
export const PARTLY_SQUASHED =
  "This database was migrated by pre-release migrations that were squashed before all of them " +
  "ran: start from an empty one (delete DATA_DIR, .data by default, or use an empty DATABASE_URL)";

/** Runs a script of many statements, rolling back an open transaction if it fails. */
export type ExecScript = (sql: string) => Promise<void>;

/** Brings the database up to date; returns the names of the migrations it applied. */
export async function migrate(
  db: Db,
  exec: ExecScript,
  migrations?: readonly Migration[],
): Promise<string[]> {
  const [{ has_auth }] = await db.privileged((tx) =>
    tx.query<{ has_auth: boolean }>(
      "select exists (select 1 from pg_namespace where nspname = 'auth') as has_auth",
    )
  );
  if (!has_auth) await exec(await Deno.readTextFile(new URL("bootstrap.sql", here)));
  await exec(`create schema if not exists private;
    create table if not exists private.schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`);
  const applied = new Set(
    (await db.privileged((tx) =>
      tx.query<{ name: string }>("select name from private.schema_migrations")
    )).map((row) => row.name),
  );
  if (!applied.has(SQUASH.name)) {
    if (applied.has(SQUASH.replaced)) {
      await db.privileged((tx) =>
        tx.query("insert into private.schema_migrations (name) values ($1)", [SQUASH.name])
      );
      applied.add(SQUASH.name);
    } else if ([...applied].some((name) => name < SQUASH.name)) {
      throw new Error(PARTLY_SQUASHED);
    }
  }
  const fresh = (migrations ?? await readMigrations()).filter((m) => !applied.has(m.name));
  for (const migration of fresh) {
    await execInTransaction(
      exec,
      `${migration.sql}
;
insert into private.schema_migrations (name) values ('${migration.name.replaceAll("'", "''")}');`,
    );
  }
  return fresh.map((m) => m.name);
}

function execInTransaction(exec: ExecScript, script: string): Promise<void> {
  return exec(`begin;
${script}
;
commit;`);
}
