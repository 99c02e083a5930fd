// The local stand-in for the Supabase platform: one HTTP server answering the API at /api and
// /functions/v1/api (as Supabase routes functions), the development mailbox at /dev/mailbox
// and the built web app with a history fallback. Used by `npm start`, the e2e tests and bench.
import { Hono } from "hono";
import { serveStatic } from "hono/deno";
import { createApp, type Deps } from "../functions/api/app.ts";
import type { DevMailbox } from "./dev-mailbox.ts";

const REPO_ROOT = new URL("../../", import.meta.url);

/** The built web app: web/dist, or WEB_DIST (the e2e runs serve a test build). */
export const WEB_DIST = new URL(
  (Deno.env.get("WEB_DIST") ?? "web/dist").replace(/\/?$/, "/"),
  REPO_ROOT,
);

export interface LocalServerOptions {
  deps: Deps;
  mailbox?: DevMailbox;
  port: number;
  hostname?: string;
}

/** The whole product behind one fetch handler. */
export function createLocalHandler(deps: Deps, mailbox?: DevMailbox) {
  const api = createApp(deps);
  const root = new Hono();
  root.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Frame-Options", "DENY");
  });
  root.all("/api/*", (c) => api.fetch(c.req.raw, c.env as object));
  root.all("/functions/v1/api/*", (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice("/functions/v1".length);
    return api.fetch(new Request(url, c.req.raw), c.env as object);
  });
  if (mailbox) root.get("/dev/mailbox", (c) => c.json(mailbox.messages.toReversed()));
  const distRoot = decodeURIComponent(WEB_DIST.pathname);
  root.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  root.use("/*", serveStatic({ root: distRoot }));
  // History fallback: every other GET is a route of the web app.
  root.get("*", async (c) => {
    try {
      return c.html(await Deno.readTextFile(`${distRoot}index.html`));
    } catch {
      return c.text("The web app is not built: run `npm run build`", 503);
    }
  });
  return root.fetch;
}

/** Starts the server; resolves once it listens. */
export function startLocalServer(options: LocalServerOptions) {
  return Deno.serve(
    {
      port: options.port,
      hostname: options.hostname ?? "0.0.0.0",
      onListen: () => {},
    },
    createLocalHandler(options.deps, options.mailbox),
  );
}
