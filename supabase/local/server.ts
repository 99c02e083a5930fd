// The local stand-in for the Supabase platform: one HTTP server answering the API at /api and
// /functions/v1/api (as Supabase routes functions), the development mailbox at /dev/mailbox
// and the built web app with a history fallback. Used by `npm start`, the e2e tests and bench.
import { Hono } from "hono";
import { serveStatic } from "hono/deno";
import { clientAddress } from "../functions/_shared/rate-limit.ts";
import { createApp, type Deps } from "../functions/api/app.ts";
import type { DevMailbox } from "./dev-mailbox.ts";

const REPO_ROOT = new URL("../../", import.meta.url);

/** The built web app: web/dist, or WEB_DIST (the e2e runs serve a test build). */
export const WEB_DIST = new URL(
  (Deno.env.get("WEB_DIST") ?? "web/dist").replace(/\/?$/, "/"),
  REPO_ROOT,
);

/** Where the server listens unless HOST says otherwise: this machine only. */
export const DEFAULT_HOST = "127.0.0.1";

/**
 * The web pages' Content-Security-Policy: scripts and styles from our own origin only (inline
 * styles stay allowed: radix-ui positions popovers and FullCalendar sizes its grid with style
 * attributes), API calls to our origin and to the Supabase project the build was made for.
 */
export function webContentSecurityPolicy(apiOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface LocalServerOptions {
  deps: Deps;
  mailbox?: DevMailbox;
  port: number;
  hostname?: string;
}

/** True for a connection from this machine (127.0.0.0/8, ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, "");
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === "::1";
}

/** The whole product behind one fetch handler. */
export function createLocalHandler(deps: Deps, mailbox?: DevMailbox, webDist: URL = WEB_DIST) {
  const api = createApp(deps);
  const root = new Hono();
  const csp = webContentSecurityPolicy();
  root.use("*", async (c, next) => {
    await next();
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) {
      c.header("Content-Security-Policy", csp);
      c.header("Cache-Control", "no-cache");
    }
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
  // Reset links pass through the mailbox: it answers this machine only, whatever HOST is.
  if (mailbox) {
    root.get(
      "/dev/mailbox",
      (c) =>
        isLoopback(clientAddress(c)) // the connection's own address, never a header
          ? c.json(mailbox.messages.toReversed())
          : c.json({ error: "Not found" }, 404),
    );
  }
  const distRoot = decodeURIComponent(webDist.pathname);
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
      hostname: options.hostname ?? DEFAULT_HOST,
      onListen: () => {},
    },
    createLocalHandler(options.deps, options.mailbox),
  );
}
