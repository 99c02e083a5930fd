// Dependencies of the deployed function, from the Supabase environment.
import { configFromEnv } from "../_shared/config.ts";
import { connectPostgres } from "../_shared/db-postgres.ts";
import { logUnexpected } from "../_shared/errors.ts";
import { deliverDueMail } from "../_shared/outbox.ts";
import { mailerFromEnv } from "../_shared/transports.ts";
import type { Deps } from "./app.ts";

export function productionDeps(): Deps {
  const env = (name: string) => Deno.env.get(name);
  const url = env("SUPABASE_DB_URL") ?? env("DATABASE_URL");
  if (!url) throw new Error("SUPABASE_DB_URL or DATABASE_URL must be set");
  const db = connectPostgres(url, { max: 3 });
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
