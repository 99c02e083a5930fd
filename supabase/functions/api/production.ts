// Dependencies of the deployed function, from the Supabase environment.
import { configFromEnv } from "../_shared/config.ts";
import { connectPostgres } from "../_shared/db-postgres.ts";
import { logUnexpected } from "../_shared/errors.ts";
import { deliverDueMail } from "../_shared/outbox.ts";
import { mailerFromEnv } from "../_shared/transports.ts";
import type { Deps } from "./app.ts";

/**
 * The database the function uses: DATABASE_URL when set (the transaction pooler, port 6543: a
 * secret may not start with SUPABASE_), else the SUPABASE_DB_URL Supabase provides.
 */
export function databaseUrl(env: (name: string) => string | undefined): string {
  const url = env("DATABASE_URL") || env("SUPABASE_DB_URL");
  if (!url) throw new Error("DATABASE_URL or SUPABASE_DB_URL must be set");
  return url;
}

/**
 * Per isolate: two connections, closed after 10 s unused, so many isolates cannot hold the
 * database's connections; no statement runs longer than 10 s (the database cancels it: 503).
 */
export const FUNCTION_POOL = { max: 2, idleTimeout: 10, statementTimeout: 10_000 };

export function productionDeps(): Deps {
  const env = (name: string) => Deno.env.get(name);
  const db = connectPostgres(databaseUrl(env), FUNCTION_POOL);
  const edge = (globalThis as { EdgeRuntime?: { waitUntil(p: Promise<unknown>): void } })
    .EdgeRuntime;
  const mailer = mailerFromEnv(env);
  return {
    db,
    mailer,
    clock: () => new Date(),
    // Supabase's gateway appends the caller's address to X-Forwarded-For: one trusted proxy.
    config: configFromEnv((name) => env(name) ?? (name === "TRUSTED_PROXIES" ? "1" : undefined)),
    // Deliver queued mail after the answer is sent; the digest's per-minute job retries any
    // that fail (docs/digest-schedule.sql).
    onMailQueued: () => {
      const delivery = deliverDueMail(db, mailer).catch((error) => logUnexpected("outbox", error));
      edge?.waitUntil(delivery);
    },
    defer: (task) => {
      const running = task();
      edge?.waitUntil(running);
    },
  };
}
