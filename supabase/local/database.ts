// Opens the database the local server and tools use: DATABASE_URL when set, otherwise PGlite
// in a data folder; then migrates it and, where asked, seeds the demo data.
import type { Db } from "../functions/_shared/db.ts";
import { connectPostgres } from "../functions/_shared/db-postgres.ts";
import { isValidIsoDate } from "@shared/dates.ts";
import { openPglite } from "./db-pglite.ts";
import { migrate } from "./migrate.ts";

export type LocalDb = Db & { exec: (script: string) => Promise<void>; kind: "pglite" | "postgres" };

export async function openDatabase(
  options: { databaseUrl?: string; dataDir?: string },
): Promise<LocalDb> {
  if (options.databaseUrl) {
    return Object.assign(connectPostgres(options.databaseUrl), { kind: "postgres" as const });
  }
  if (options.dataDir) await Deno.mkdir(options.dataDir, { recursive: true });
  return Object.assign(await openPglite(options.dataDir), { kind: "pglite" as const });
}

/**
 * Migrates; seeds the demo data when `seed` is true and the database has no users yet, around
 * `today` (yyyy-MM-dd; the database's date when not given).
 */
export async function prepareDatabase(db: LocalDb, options: { seed: boolean; today?: string }) {
  const applied = await migrate(db, db.exec);
  let seeded = false;
  if (options.seed) {
    // Whether there is one, not how many: counting read every user at each start.
    const [{ hasUsers }] = await db.privileged((tx) =>
      tx.query<{ hasUsers: boolean }>(
        `select exists (select 1 from public.users) as "hasUsers"`,
      )
    );
    if (!hasUsers) {
      const seed = await Deno.readTextFile(new URL("../seed.sql", import.meta.url));
      const today = options.today && isValidIsoDate(options.today) ? options.today : "";
      await db.exec(
        `begin;\nselect set_config('leave.today', '${today}', true);\n${seed}\n;commit;`,
      );
      seeded = true;
    }
  }
  return { applied, seeded };
}
