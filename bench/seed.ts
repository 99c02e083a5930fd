// Builds the bench data set into a database: PGlite in .data-bench/ or the DATABASE_URL
// PostgreSQL. A data set is reused only while it was built from the same sources (the
// migrations and bootstrap.sql, bench/seed.sql, this file) for the same year: the database
// keeps their hash, and a PGlite folder holding another one is deleted and built again.
// Run alone with `deno run -A bench/seed.ts [--scale N]`.
import { todayInLondon, yearOf } from "../shared/dates.ts";
import { readMigrations } from "../supabase/local/migrate.ts";
import { type LocalDb, openDatabase, prepareDatabase } from "../supabase/local/database.ts";

export const BENCH_DATA_DIR = ".data-bench";

/** The PGlite folder of a scale's data set: .data-bench, .data-bench-x10. */
export function benchDataDir(scale: number): string {
  return scale === 1 ? BENCH_DATA_DIR : `${BENCH_DATA_DIR}-x${scale}`;
}

/** `--scale N` (1 to 100) from the command line; 1 without it. */
export function scaleArgument(args: readonly string[]): number {
  const at = args.indexOf("--scale");
  if (at < 0) return 1;
  const scale = Number(args[at + 1]);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
    throw new Error("bench: --scale must be a whole number from 1 to 100");
  }
  return scale;
}
const SEED = new URL("./seed.sql", import.meta.url);
const BOOTSTRAP = new URL("../supabase/local/bootstrap.sql", import.meta.url);

/**
 * The bench's year: the one after today's in London on the real clock, which the bench's server
 * runs on. The heavy user books there, and an employee may only book from today on.
 */
export function benchYear(now = new Date()): number {
  return yearOf(todayInLondon(now)) + 1;
}

/**
 * The hash of what the data set is built from, and of `year`, the year the heavy user's
 * requests fall in: any change to a migration, the seed or this code makes a new data set.
 */
export async function dataSetHash(year: number, scale = 1): Promise<string> {
  const sources = [
    { name: "year", text: String(year) },
    { name: "scale", text: String(scale) },
    { name: "bench/seed.ts", text: await Deno.readTextFile(new URL(import.meta.url)) },
    { name: "bench/seed.sql", text: await Deno.readTextFile(SEED) },
    { name: "bootstrap.sql", text: await Deno.readTextFile(BOOTSTRAP) },
    ...(await readMigrations()).map((m) => ({ name: m.name, text: m.sql })),
  ];
  const bytes = new TextEncoder().encode(
    sources.map((s) => `${s.name}\0${s.text.length}\0${s.text}`).join("\0"),
  );
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The hash the database's data set was built from (null when none) and its user count. */
async function storedDataSet(db: LocalDb): Promise<{ hash: string | null; users: number }> {
  const [tables] = await db.privileged((tx) =>
    tx.query<{ has_users: boolean; has_marker: boolean }>(
      `select to_regclass('public.users') is not null as has_users,
              to_regclass('private.bench_data_set') is not null as has_marker`,
    )
  );
  if (!tables.has_users) return { hash: null, users: 0 };
  const [row] = await db.privileged((tx) =>
    tx.query<{ hash: string | null; users: number }>(
      `select ${tables.has_marker ? "(select hash from private.bench_data_set)" : "null"} as hash,
              (select count(*)::int from public.users) as users`,
    )
  );
  return row;
}

/**
 * Opens and migrates the bench database and seeds it unless it already holds the data set of
 * this hash; reports the counts and the seconds seeding took (0 when reused). A PGlite folder
 * with another data set is rebuilt; a DATABASE_URL one is refused (the bench never empties a
 * database it did not create).
 */
export async function seedBench(
  options: { databaseUrl?: string; dataDir?: string; year: number; scale?: number },
) {
  const scale = options.scale ?? 1;
  const dataDir = options.databaseUrl ? undefined : options.dataDir ?? benchDataDir(scale);
  const hash = await dataSetHash(options.year, scale);
  let db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  let stored = await storedDataSet(db);
  let rebuilt = false;
  if (stored.users > 0 && stored.hash !== hash) {
    await db.close();
    if (!dataDir) {
      throw new Error(
        "bench: the DATABASE_URL database holds data other than this bench data set (its " +
          "migrations, seed or year changed): give the bench an empty database",
      );
    }
    await Deno.remove(dataDir, { recursive: true });
    db = await openDatabase({ dataDir });
    stored = { hash: null, users: 0 };
    rebuilt = true;
  }
  await prepareDatabase(db, { seed: false });
  let seconds = 0;
  if (stored.users === 0) {
    const started = performance.now();
    await db.exec(`begin;
select set_config('bench.year', '${options.year}', true);
select set_config('bench.scale', '${scale}', true);
${await Deno.readTextFile(SEED)}
;
create table private.bench_data_set (hash text not null);
comment on table private.bench_data_set is 'What the bench data set was built from (bench/seed.ts).';
insert into private.bench_data_set (hash) values ('${hash}');
commit;`);
    // Settled, as autovacuum (PostgreSQL) or the local server's vacuum (PGlite, autovacuum.ts)
    // leaves a database minutes after a load: the visibility map set, the statistics fresh.
    await db.exec("vacuum analyze");
    seconds = (performance.now() - started) / 1000;
  }
  const [counts] = await db.privileged((tx) =>
    tx.query<Record<string, number>>(
      `select (select count(*)::int from public.users) as users,
              (select count(*)::int from public.holiday_requests) as holiday_requests,
              (select count(*)::int from public.sickness_logs) as sickness_logs,
              (select count(*)::int from public.appointment_logs) as appointment_logs`,
    )
  );
  return { db, counts, seconds, rebuilt, hash };
}

if (import.meta.main) {
  const { db, counts, seconds, rebuilt } = await seedBench({
    databaseUrl: Deno.env.get("DATABASE_URL") || undefined,
    year: benchYear(),
    scale: scaleArgument(Deno.args),
  });
  console.log(
    counts,
    seconds ? `seeded in ${seconds.toFixed(1)} s${rebuilt ? " (sources changed)" : ""}` : "reused",
  );
  await db.close();
}
