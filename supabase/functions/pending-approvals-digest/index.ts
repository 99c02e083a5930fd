// The scheduled function: mails every global admin the requests and cancellations waiting for
// a decision. pg_cron + pg_net call it (docs/digest-schedule.sql).
import { createDigestHandler } from "../_shared/digest.ts";
import { productionDeps } from "../api/production.ts";

const deps = productionDeps();
Deno.serve(createDigestHandler({
  db: deps.db,
  mailer: deps.mailer,
  clock: deps.clock,
  appUrl: deps.config.appUrl,
  secret: Deno.env.get("DIGEST_SECRET"),
}));
