// When `npm start` starts the server again after it died. A crash now and then (out of memory
// under a burst, a kill -9) is restarted at once: every second down is a second nobody can book.
// Only a server that dies within seconds of starting, again and again (a broken database, a
// port taken), is given growing pauses, so a loop of crashes does not burn the machine.

/** A run shorter than this counts as dying at once. */
export const QUICK_DEATH_MS = 10_000;
/** Quick deaths in a row that are restarted at once, before any pause. */
export const RESTARTS_AT_ONCE = 3;
const FIRST_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 30_000;

/**
 * The pause before the next start, from how long each run lasted (oldest first):
 * [60_000, 200] → 0; [200, 200, 200] → 1000; [200 × 5] → 4000; capped at 30 s.
 */
export function restartDelay(runMs: readonly number[]): number {
  let quickDeaths = 0;
  for (let i = runMs.length - 1; i >= 0 && runMs[i] < QUICK_DEATH_MS; i--) quickDeaths++;
  if (quickDeaths < RESTARTS_AT_ONCE) return 0;
  return Math.min(FIRST_PAUSE_MS * 2 ** (quickDeaths - RESTARTS_AT_ONCE), MAX_PAUSE_MS);
}

/** The log line of a restart: what stopped it, and why there is a pause if there is one. */
export function restartMessage(reason: string, runMs: readonly number[]): string {
  const delay = restartDelay(runMs);
  if (delay === 0) return `The server stopped (${reason}); starting it again now`;
  const quickDeaths = runMs.length - runMs.findLastIndex((ms) => ms >= QUICK_DEATH_MS) - 1;
  return `The server stopped (${reason}) within seconds of starting, ${quickDeaths} times ` +
    `running; starting it again in ${delay / 1000} s`;
}
