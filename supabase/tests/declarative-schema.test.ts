// The declarative schema (supabase/schemas) against the migrations (supabase/migrations): a
// database built from each holds the same objects, with the same owners and grants, and the same
// rows. pg_dump dumps both, so it needs a real PostgreSQL server: the test runs with DATABASE_URL
// (CI runs the Deno suite again on PostgreSQL 15 with it) and is ignored without it.
import assert from "node:assert/strict";
import { connectPostgres } from "../functions/_shared/db-postgres.ts";
import { emptyPostgres, freshPostgres } from "./harness.ts";

const DATABASE_URL = Deno.env.get("DATABASE_URL");
const SCHEMAS_DIR = new URL("../schemas/", import.meta.url);
const BOOTSTRAP = new URL("../local/bootstrap.sql", import.meta.url);

// `auth` is the platform's (the migrations only call auth.uid() and auth.jwt()); as Supabase's
// `postgres`, pg_dump may not even lock auth.users. private.schema_migrations is the local
// runner's record of applied migrations (supabase/local/migrate.ts), not part of the schema.
const DUMP_ARGS = [
  "--schema-only",
  "--exclude-schema=auth",
  "--exclude-table=private.schema_migrations",
];
// Columns that hold when a row was written, not what it says.
const WRITTEN_AT: Record<string, string[]> = { "public.audit_log": ["at"] };

/** Applies supabase/schemas/*.sql in name order, from where the migrations start. */
async function applySchemaFiles(db: ReturnType<typeof connectPostgres>) {
  const [{ has_auth }] = await db.sql.unsafe<{ has_auth: boolean }[]>(
    "select exists (select 1 from pg_namespace where nspname = 'auth') as has_auth",
  );
  if (!has_auth) await db.exec(await Deno.readTextFile(BOOTSTRAP));
  const names = [...Deno.readDirSync(SCHEMAS_DIR)]
    .filter((entry) => entry.isFile && entry.name.endsWith(".sql"))
    .map((entry) => entry.name)
    .sort();
  for (const name of names) {
    const sql = await Deno.readTextFile(new URL(name, SCHEMAS_DIR));
    await db.exec(`begin;\n${sql}\n;\ncommit;`).catch((error) => {
      throw new Error(`supabase/schemas/${name}: ${error.message}`);
    });
  }
}

async function pgDump(url: string): Promise<string> {
  const { success, stdout, stderr } = await new Deno.Command("pg_dump", {
    args: [...DUMP_ARGS, `--dbname=${url}`],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  if (!success) throw new Error(`pg_dump failed: ${decode(stderr)}`);
  return decode(stdout);
}

/**
 * A dump as its entries, title ("Name: users; Type: TABLE; Schema: public; Owner: postgres") to
 * statements. pg_dump 15.14 and later fence a dump with `\restrict <random key>`, which differs
 * on every run; the grants of one object are sorted, as their order tells only the order they
 * were given in.
 */
function dumpEntries(dump: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const chunk of dump.split(/^--\n-- (?=(?:Data for )?Name: )/m).slice(1)) {
    const [title, ...body] = chunk.split("\n");
    let lines = body.filter((line) => line !== "--" && line.trim() !== "")
      .filter((line) => !/^\\(un)?restrict /.test(line));
    if (/; Type: (DEFAULT )?ACL;/.test(title)) lines = lines.sort();
    entries.set(title, lines.join("\n"));
  }
  return entries;
}

/** What the two dumps disagree on, object by object, as lines a reader can act on. */
function dumpDifferences(migrated: Map<string, string>, declared: Map<string, string>) {
  const only = (a: Map<string, string>, b: Map<string, string>) =>
    [...a.keys()].filter((title) => !b.has(title)).map((title) => `  ${title}`);
  const changed = [...migrated].filter(([title, body]) =>
    declared.has(title) && declared.get(title) !== body
  ).flatMap(([title, body]) => {
    const before = body.split("\n");
    const after = declared.get(title)!.split("\n");
    return [
      `  ${title}`,
      ...before.filter((line) => !after.includes(line)).slice(0, 5).map((l) => `    - ${l}`),
      ...after.filter((line) => !before.includes(line)).slice(0, 5).map((l) => `    + ${l}`),
    ];
  });
  return [
    ...section(
      "only after the migrations (missing from supabase/schemas):",
      only(migrated, declared),
    ),
    ...section(
      "only after supabase/schemas (missing from the migrations):",
      only(declared, migrated),
    ),
    ...section("defined differently (- migrations, + supabase/schemas):", changed),
  ];
}

function section(heading: string, lines: string[]) {
  return lines.length ? [heading, ...lines] : [];
}

/** Row count and checksum of every table, and where every sequence stands. */
async function contents(url: string): Promise<Record<string, string>> {
  const { sql } = connectPostgres(url, { max: 1 });
  try {
    const tables = await sql.unsafe<{ name: string }[]>(
      `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname in ('public', 'private')
         and (n.nspname, c.relname) <> ('private', 'schema_migrations')
       order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await sql.unsafe<{ rows: number; checksum: string }[]>(
        `select count(*)::integer as rows, coalesce(md5(string_agg(r, ',' order by r)), '') as checksum
         from (select (to_jsonb(t) - $1::text[])::text as r from ${name} t) rows`,
        [WRITTEN_AT[name] ?? []],
      );
      result[name] = `${row.rows} rows, md5 ${row.checksum}`;
    }
    const sequences = await sql.unsafe<{ name: string; last_value: string | null }[]>(
      `select schemaname || '.' || sequencename as name, last_value::text from pg_sequences
       where schemaname in ('public', 'private') order by 1`,
    );
    for (const { name, last_value } of sequences) result[name] = `at ${last_value ?? "start"}`;
    return result;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** One database migrated, one built from supabase/schemas, both dropped again on close. */
async function buildBoth(url: string) {
  const built = await Promise.allSettled([
    freshPostgres(url),
    emptyPostgres(url, 1).then(async (db) => {
      await applySchemaFiles(db).catch(async (error) => {
        await db.close();
        throw error;
      });
      return db;
    }),
  ]);
  const [migrated, declared] = built.map((result) =>
    result.status === "fulfilled" ? result.value : undefined
  );
  const failed = built.find((result) => result.status === "rejected");
  if (!migrated || !declared) {
    await (migrated ?? declared)?.close();
    throw (failed as PromiseRejectedResult).reason;
  }
  return { migrated, declared, close: () => Promise.all([migrated.close(), declared.close()]) };
}

Deno.test({
  name: "supabase/schemas builds the database the migrations build" +
    (DATABASE_URL ? "" : " (ignored: needs DATABASE_URL, pg_dump reads a real PostgreSQL)"),
  ignore: !DATABASE_URL,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const { migrated, declared, close } = await buildBoth(DATABASE_URL!);
    try {
      await t.step("the same objects, owners and grants (pg_dump --schema-only)", async () => {
        const [fromMigrations, fromSchemas] = await Promise.all([
          pgDump(migrated.url).then(dumpEntries),
          pgDump(declared.url).then(dumpEntries),
        ]);
        assert.ok(
          [...fromMigrations.keys()].some((title) => title.startsWith("Name: holiday_requests;")),
          "pg_dump's output is read object by object",
        );
        const differences = dumpDifferences(fromMigrations, fromSchemas);
        assert.ok(differences.length === 0, `the dumps differ:\n${differences.join("\n")}`);
      });
      await t.step("the same rows in every table and the same sequences", async () => {
        const [fromMigrations, fromSchemas] = await Promise.all([
          contents(migrated.url),
          contents(declared.url),
        ]);
        assert.deepEqual(fromSchemas, fromMigrations);
      });
    } finally {
      await close();
    }
  },
});
