// Builds the whole /api contract as one Hono app from injected dependencies, so the same app
// answers in tests (app.request), in `npm start` and on Supabase.
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Db } from "../_shared/db.ts";
import type { Config } from "../_shared/config.ts";
import type { Mailer } from "../_shared/mailer.ts";
import { handleError } from "./http.ts";
import type { AppEnv } from "./http.ts";

export interface Deps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  config: Config;
  /** Called after a change queued mail, so the sender can deliver it now rather than later. */
  onMailQueued?: () => void;
}

/** The /api app; mount at the root, it answers under /api. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>().basePath("/api");

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "no-referrer",
      xContentTypeOptions: "nosniff",
    }),
  );
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/health", async (c) => {
    await deps.db.privileged((tx) => tx.query("select 1"));
    return c.json({ status: "ok" });
  });

  app.notFound((c) => c.json({ error: "Not found" }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
