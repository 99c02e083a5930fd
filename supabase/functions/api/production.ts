// Dependencies of the deployed function, from the Supabase environment.
import { configFromEnv } from "../_shared/config.ts";
import { connectPostgres } from "../_shared/db-postgres.ts";
import { mailerFromEnv } from "../_shared/transports.ts";
import type { Deps } from "./app.ts";

export function productionDeps(): Deps {
  const env = (name: string) => Deno.env.get(name);
  const url = env("SUPABASE_DB_URL") ?? env("DATABASE_URL");
  if (!url) throw new Error("SUPABASE_DB_URL or DATABASE_URL must be set");
  return {
    db: connectPostgres(url, { max: 3 }),
    mailer: mailerFromEnv(env),
    clock: () => new Date(),
    config: configFromEnv(env),
  };
}
