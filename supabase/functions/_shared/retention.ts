// The daily erasure of health data past the retention period (issue 18;
// private.erase_health_data): reasons, return-to-work notes and fit-note details of sickness
// logs that ended longer ago than the company keeps them. Run by the local server at 03:45
// London and by pg_cron on Supabase (docs/digest-schedule.sql).
import { todayInLondon } from "@shared/dates.ts";
import type { Db } from "./db.ts";
import { schedule } from "./schedule.ts";

/** 03:45 every day in Europe/London; RETENTION_CRON overrides it. */
export const DEFAULT_RETENTION_CRON = "45 3 * * *";

/** Erases what is past retention as of `now` (London's day); answers how many logs. */
export async function eraseHealthData(db: Db, now: Date): Promise<number> {
  const [row] = await db.privileged((tx) =>
    tx.query<{ logs: number }>("select private.erase_health_data($1::date) as logs", [
      todayInLondon(now),
    ])
  );
  return row.logs;
}

export function scheduleRetention(db: Db, options: { cron?: string; clock?: () => Date } = {}) {
  const clock = options.clock ?? (() => new Date());
  return schedule(
    "retention",
    options.cron || DEFAULT_RETENTION_CRON,
    () => eraseHealthData(db, clock()),
  );
}
