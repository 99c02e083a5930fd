// The local stand-in for the Supabase platform: one HTTP server answering the API at /api and
// /functions/v1/api (as Supabase routes functions), the development mailbox at /dev/mailbox
// and the built web app with a history fallback. Used by `npm start`, the e2e tests and bench.
import { join } from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { serveStatic } from "hono/serve-static";
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
  root.use("/*", serveBuiltFile({ root: distRoot }));
  // History fallback: every other GET is a route of the web app.
  root.get("*", serveBuiltFile({ root: distRoot, path: "index.html" }));
  root.get("*", (c) => c.text("The web app is not built: run `npm run build`", 503));
  return root.fetch;
}

/**
 * A file of the web build, or its `.br`/`.gz` copy (web/compress-plugin.ts) when the browser
 * takes that encoding: hono's serveStatic negotiates (Content-Encoding, Vary) and reads the
 * files here. Not hono/deno's reader: it opens the plain file, then drops it unclosed for its
 * copy, and leaks a descriptor on every HEAD too.
 */
function serveBuiltFile(options: { root: string; path?: string }): MiddlewareHandler {
  return serveStatic({
    ...options,
    precompressed: true,
    join,
    isDir: async (path) => (await Deno.stat(path).catch(() => undefined))?.isDirectory,
    getContent: async (path, c) => {
      const info = await Deno.stat(path).catch(() => undefined);
      if (!info?.isFile) return null;
      // The file found last is the one sent: the plain file, then maybe its copy.
      c.header("Content-Length", String(info.size));
      return openWhenRead(path);
    },
    // On a plain answer too, or a cache could hand the uncompressed file to every browser.
    onFound: (_path, c) => c.header("Vary", "Accept-Encoding"),
  });
}

/** The file's bytes, opened on the first read: a body never read holds no descriptor. */
function openWhenRead(path: string): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      reader ??= (await Deno.open(path)).readable.getReader();
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader?.cancel(reason),
  }, { highWaterMark: 0 });
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
