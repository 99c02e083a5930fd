// PGlite has no autovacuum: a table it writes to is never vacuumed, so its visibility map stays
// empty and every index-only scan reads the table as well (an archive search over 19,000
// requests at 10x: 33 ms, 5.8 ms once vacuumed; a department's planning 9.9 ms, 1.3 ms). The
// local server on PGlite applies autovacuum's rule itself, every few minutes. Its statistics
// start empty at every start, so the first run after a start vacuums every table of some size:
// where nothing changed, the visibility map lets VACUUM skip every page.
import { schedule } from "../functions/_shared/schedule.ts";
import type { LocalDb } from "./database.ts";

/** Every 5 minutes; VACUUM_CRON overrides it. */
export const DEFAULT_VACUUM_CRON = "*/5 * * * *";

/**
 * The tables autovacuum would vacuum or analyse now, by PostgreSQL's default thresholds: vacuum
 * past 50 rows and 20 % dead or 1,000 rows and 20 % inserted, analyse past 50 rows and 10 %
 * changed. When $1, every table of 8 pages or more is vacuumed too (not analysed: at 10x the
 * requests take 0.5 s to analyse, 0.06-0.15 s to vacuum where nothing changed).
 */
const DUE = `
  select format('%I.%I', s.schemaname, s.relname) as name,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
      or ($1 and pg_catalog.pg_relation_size(c.oid) >= 8 * 8192) as vacuum,
    s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
  from pg_catalog.pg_stat_user_tables s
  join pg_catalog.pg_class c on c.oid = s.relid
  order by 1`;

/**
 * Vacuums or analyses each table that is due (PGlite only); `afterStart`: the first run since
 * the database was opened. The names of the tables it did.
 */
export async function vacuumWhereDue(db: LocalDb, afterStart = false): Promise<string[]> {
  // The counts of the latest statements reach the statistics at the end of a transaction, at
  // most once a second unless forced.
  await db.exec("select pg_catalog.pg_stat_force_next_flush()");
  const tables = await db.privileged((tx) =>
    tx.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE, [afterStart])
  );
  const due = tables.filter((table) => table.vacuum || table.analyze);
  // One statement each: VACUUM cannot run in a transaction block.
  for (const { name, vacuum, analyze } of due) {
    await db.exec(
      vacuum ? `vacuum${analyze ? " (analyze)" : ""} ${name}` : `analyze ${name}`,
    );
  }
  return due.map(({ name }) => name);
}

export function scheduleVacuum(db: LocalDb, cron?: string) {
  let afterStart = true;
  return schedule("vacuum", cron || DEFAULT_VACUUM_CRON, async () => {
    await vacuumWhereDue(db, afterStart);
    afterStart = false;
  });
}
