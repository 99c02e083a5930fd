// Builds the bench data set into a database: PGlite in .data-bench/ (reused while its seed is
// current) or the DATABASE_URL PostgreSQL. Run alone with `deno run -A bench/seed.ts`.
import { openDatabase, prepareDatabase } from "../supabase/local/database.ts";

export const BENCH_DATA_DIR = ".data-bench";
const SEED = new URL("./seed.sql", import.meta.url);

/** Opens, migrates and (if empty) seeds the bench database; reports the counts and time. */
export async function seedBench(options: { databaseUrl?: string; dataDir?: string } = {}) {
  const db = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.databaseUrl ? undefined : options.dataDir ?? BENCH_DATA_DIR,
  });
  await prepareDatabase(db, { seed: false });
  const [{ users }] = await db.privileged((tx) =>
    tx.query<{ users: number }>("select count(*)::int as users from public.users")
  );
  let seconds = 0;
  if (users === 0) {
    const started = performance.now();
    await db.exec(`begin;\n${await Deno.readTextFile(SEED)}\n;commit;`);
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
  return { db, counts, seconds };
}

if (import.meta.main) {
  const { db, counts, seconds } = await seedBench({ databaseUrl: Deno.env.get("DATABASE_URL") });
  console.log(counts, seconds ? `seeded in ${seconds.toFixed(1)} s` : "already seeded");
  await db.close();
}
