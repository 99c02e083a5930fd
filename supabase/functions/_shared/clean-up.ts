// The daily clean-up (private.clean_up): stale sign-in attempts, ended sessions, spent reset
// links, delivered mail over 30 days and stale known addresses go; the audit log records how
// many. Run by the local server at 03:30 London and by pg_cron on Supabase.
import type { Db } from "./db.ts";
import { schedule } from "./schedule.ts";

/** 03:30 every day in Europe/London; CLEAN_UP_CRON overrides it. */
export const DEFAULT_CLEAN_UP_CRON = "30 3 * * *";

/** How many rows of each kind one run removed. */
export interface Removed {
  auth_attempts: number;
  sessions: number;
  password_reset_tokens: number;
  email_outbox: number;
  known_sign_ins: number;
}

export async function cleanUp(db: Db): Promise<Removed> {
  const [row] = await db.privileged((tx) =>
    tx.query<{ removed: Removed }>("select private.clean_up() as removed")
  );
  return row.removed;
}

export function scheduleCleanUp(db: Db, cron?: string) {
  return schedule("clean-up", cron || DEFAULT_CLEAN_UP_CRON, () => cleanUp(db));
}
