// The local server's timed jobs (the digest, the daily clean-up): a cron expression read in
// Europe/London, one run at a time, and a failed run logged without stopping the schedule.
// On Supabase, pg_cron runs the same work (docs/digest-schedule.sql).
import { Cron } from "croner";
import { TIME_ZONE } from "@shared/constants.ts";
import { logUnexpected } from "./errors.ts";

export interface Schedule {
  stop: () => void;
  nextRun: () => Date | null;
}

/** Runs `task` on `cron` in London time; a bad expression throws at once. */
export function schedule(name: string, cron: string, task: () => Promise<unknown>): Schedule {
  const job = new Cron(cron, {
    timezone: TIME_ZONE,
    protect: true,
    catch: (error) => logUnexpected(name, error),
  }, async () => void await task());
  return { stop: () => job.stop(), nextRun: () => job.nextRun() };
}
