// Timing helpers of the bench: sequential latency (median, p99), throughput, and one sign-in's
// password hash.
import type { Db } from "../supabase/functions/_shared/db.ts";

export interface Timing {
  median: number;
  p99: number;
  rows: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Runs `call` `warmup` times untimed, then `runs` times timed, one after the other. */
export async function timeSequential(
  call: (i: number) => Promise<{ ok: boolean; rows: number }>,
  options: { runs?: number; warmup?: number } = {},
): Promise<Timing> {
  const runs = options.runs ?? 200;
  const warmup = options.warmup ?? 20;
  for (let i = 0; i < warmup; i++) await call(i);
  const times: number[] = [];
  let rows = 0;
  let errors = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await call(warmup + i);
    times.push(performance.now() - started);
    rows = result.rows;
    if (!result.ok) errors++;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99), rows, errors };
}

/** Runs `call` from `clients` concurrent loops for `seconds`; requests per second and errors. */
export async function throughput(
  call: () => Promise<boolean>,
  options: { clients: number; seconds: number },
): Promise<{ rps: number; errors: number; p99: number; median: number }> {
  const deadline = performance.now() + options.seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        if (!(await call())) errors++;
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    rps: times.length / options.seconds,
    errors,
    median: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

/**
 * The median time of one password check (bcrypt, cost 10) in the bench database: the "one
 * hash" a sign-in may hold other requests up for (DESIGN section 7).
 */
export async function timeOneHash(db: Db, email = "admin@example.com"): Promise<number> {
  const timing = await timeSequential(async () => {
    const [row] = await db.privileged((tx) =>
      tx.query<{ ok: boolean }>(
        `select extensions.crypt('password', c.password_hash) = c.password_hash as ok
         from private.credentials c join public.users u on u.id = c.user_id
         where u.email = $1`,
        [email],
      )
    );
    return { ok: row?.ok === true, rows: 1 };
  }, { runs: 15, warmup: 2 });
  if (timing.errors) throw new Error(`bench: cannot check ${email}'s password in the database`);
  return timing.median;
}
