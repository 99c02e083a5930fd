// The local server as an outsider meets it: the development mailbox, the web pages' policy,
// the built files (precompressed, cached) and request bodies too large to read.
import assert from "node:assert/strict";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { BODY_LIMIT, BULK_BODY_LIMIT } from "../functions/api/app.ts";
import { createDevMailbox } from "./dev-mailbox.ts";
import { createLocalHandler, DEFAULT_HOST, isLoopback } from "./server.ts";
import { setupApi } from "../tests/harness.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());

/** A request as Deno.serve hands it over, from the given remote address. */
const from = (hostname: string) => ({
  remoteAddr: { hostname, port: 40000, transport: "tcp" as const },
});

Deno.test("the development mailbox answers this machine only", async () => {
  const mailbox = createDevMailbox({ quiet: true });
  await mailbox.send({ to: "admin@example.com", subject: "Reset", text: "link" });
  const handler = createLocalHandler(api.deps, mailbox) as (
    request: Request,
    info: unknown,
  ) => Promise<Response>;
  const ask = (hostname: string) =>
    handler(new Request("http://leave.example/dev/mailbox"), from(hostname));
  for (
    const outsider of ["203.0.113.9", "192.168.1.20", "10.0.0.5", "::ffff:203.0.113.9", "fe80::1"]
  ) {
    const response = await ask(outsider);
    assert.equal(response.status, 404, outsider);
    assert.ok(!(await response.text()).includes("admin@example.com"), outsider);
  }
  for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
    const response = await ask(local);
    assert.equal(response.status, 200, local);
    assert.equal((await response.json())[0].to, "admin@example.com");
  }
});

Deno.test("without a mailbox (a real database or a mail transport) there is none at all", async () => {
  const handler = createLocalHandler(api.deps) as (r: Request, i: unknown) => Promise<Response>;
  const response = await handler(
    new Request("http://leave.example/dev/mailbox"),
    from("127.0.0.1"),
  );
  assert.notEqual(response.headers.get("Content-Type"), "application/json");
  assert.ok(!(await response.text()).startsWith("["));
});

Deno.test("the server listens on loopback unless HOST says otherwise", () => {
  assert.equal(DEFAULT_HOST, "127.0.0.1");
  assert.ok(isLoopback(DEFAULT_HOST));
  assert.ok(!isLoopback(undefined));
  assert.ok(!isLoopback("127.example.com"));
});

Deno.test("web pages carry a strict Content-Security-Policy and are revalidated", async () => {
  const dist = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dist}/index.html`, "<!doctype html><title>Leave</title>");
  const handler = createLocalHandler(api.deps, undefined, new URL(`file://${dist}/`));
  for (const path of ["/", "/login", "/planning"]) {
    const response = await handler(new Request(`http://leave.example${path}`));
    assert.equal(response.status, 200, path);
    assert.match(await response.text(), /<title>Leave/);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    for (
      const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]
    ) {
      assert.ok(csp.includes(directive), `${path}: ${directive} in ${csp}`);
    }
    assert.ok(!/script-src[^;]*unsafe/.test(csp), `${path}: no unsafe script source`);
    assert.equal(response.headers.get("Cache-Control"), "no-cache", path);
  }
});

Deno.test("a body over 64 KB is refused with 413 before it is read; bulk adds may send 512 KB", async () => {
  const admin = await api.createUser({ role: "global_admin" });
  const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(BODY_LIMIT) });
  const declared = await api.request("POST", "/api/login", { body: big });
  assert.equal(declared.status, 413);
  assert.match(declared.body.error, /at most 64 KB/);

  // a streamed body with no Content-Length is cut off at the limit too
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent > 50 * BODY_LIMIT) return controller.close();
      sent += 16 * 1024;
      controller.enqueue(new Uint8Array(16 * 1024).fill(32));
    },
  });
  const streamed = await api.app.request("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: stream,
    // @ts-ignore: Deno's fetch needs half-duplex for a streamed request body
    duplex: "half",
  });
  assert.equal(streamed.status, 413);
  assert.ok(sent < 4 * BODY_LIMIT, `stopped reading after ${sent} bytes`);

  const userIds = Array.from({ length: 3000 }, () => crypto.randomUUID());
  const bulk = JSON.stringify({ userIds, startDate: "2026-03-02", endDate: "2026-03-02" });
  assert.ok(bulk.length > BODY_LIMIT && bulk.length < BULK_BODY_LIMIT);
  const answer = await api.request("POST", "/api/admin/bulk-holidays", {
    token: admin.token,
    body: bulk,
  });
  assert.notEqual(answer.status, 413, "a large bulk add is read");
});

/** A web build as Vite and web/compress-plugin.ts leave it: a hashed script with its .br and
 * .gz copies, an icon without any, and index.html. */
async function builtWeb() {
  const dist = await Deno.makeTempDir();
  await Deno.mkdir(`${dist}/assets`);
  const script = new TextEncoder().encode(
    Array.from({ length: 200 }, (_, i) => `export const line${i} = "leave ${i}";`).join("\n"),
  );
  const br = brotliCompressSync(script);
  const gz = gzipSync(script, { level: 9 });
  await Deno.writeFile(`${dist}/assets/index-Ab12Cd34.js`, script);
  await Deno.writeFile(`${dist}/assets/index-Ab12Cd34.js.br`, br);
  await Deno.writeFile(`${dist}/assets/index-Ab12Cd34.js.gz`, gz);
  await Deno.writeTextFile(`${dist}/favicon.svg`, "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await Deno.writeTextFile(`${dist}/index.html`, "<!doctype html><title>Leave</title>");
  const handler = createLocalHandler(api.deps, undefined, new URL(`file://${dist}/`));
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    handler(new Request(`http://leave.example${path}`, { method, headers }));
  return { dist, script, br, gz, get };
}

const SCRIPT = "/assets/index-Ab12Cd34.js";

Deno.test("built files go out brotli or gzip as the browser accepts, else as they are", async () => {
  const web = await builtWeb();
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  const brotli = await web.get(SCRIPT, { "Accept-Encoding": "gzip, deflate, br, zstd" });
  assert.equal(brotli.status, 200);
  assert.equal(brotli.headers.get("Content-Encoding"), "br");
  assert.equal(brotli.headers.get("Vary"), "Accept-Encoding");
  assert.match(brotli.headers.get("Content-Type") ?? "", /^text\/javascript/);
  assert.equal(brotli.headers.get("Content-Length"), String(web.br.length));
  const sent = await bytes(brotli);
  assert.deepEqual(sent, new Uint8Array(web.br));
  assert.deepEqual(new Uint8Array(brotliDecompressSync(sent)), web.script);

  for (const accepted of ["gzip", "br;q=0, gzip"]) {
    const gzip = await web.get(SCRIPT, { "Accept-Encoding": accepted });
    assert.equal(gzip.headers.get("Content-Encoding"), "gzip", accepted);
    assert.equal(gzip.headers.get("Vary"), "Accept-Encoding");
    assert.deepEqual(new Uint8Array(gunzipSync(await bytes(gzip))), web.script, accepted);
  }

  const plain = await web.get(SCRIPT);
  assert.equal(plain.headers.get("Content-Encoding"), null);
  assert.equal(plain.headers.get("Vary"), "Accept-Encoding");
  assert.equal(plain.headers.get("Content-Length"), String(web.script.length));
  assert.deepEqual(await bytes(plain), web.script);

  // a file without a compressed copy goes out as it is, whatever the browser accepts
  const icon = await web.get("/favicon.svg", { "Accept-Encoding": "br, gzip" });
  assert.equal(icon.status, 200);
  assert.equal(icon.headers.get("Content-Encoding"), null);
  assert.equal(await icon.text(), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});

Deno.test("hashed assets are cached for a year; index.html and app routes are revalidated", async () => {
  const web = await builtWeb();
  const script = await web.get(SCRIPT, { "Accept-Encoding": "br" });
  assert.equal(script.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
  assert.equal(script.headers.get("Content-Security-Policy"), null);
  await script.body?.cancel();
  for (const path of ["/", "/index.html", "/planning", "/reset_password/abc"]) {
    const page = await web.get(path, { "Accept-Encoding": "br, gzip" });
    assert.equal(page.status, 200, path);
    assert.equal(page.headers.get("Cache-Control"), "no-cache", path);
    assert.match(page.headers.get("Content-Security-Policy") ?? "", /script-src 'self'/, path);
    assert.match(await page.text(), /<title>Leave/, path);
  }
});

Deno.test("HEAD answers a file's headers without its body; a Range gets the whole file", async () => {
  const web = await builtWeb();
  const head = await web.get(SCRIPT, { "Accept-Encoding": "br" }, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("Content-Encoding"), "br");
  assert.equal(head.headers.get("Content-Length"), String(web.br.length));
  assert.equal(head.body, null);
  const page = await web.get("/planning", {}, "HEAD");
  assert.equal(page.status, 200);
  assert.equal(page.headers.get("Cache-Control"), "no-cache");

  const ranged = await web.get(SCRIPT, { Range: "bytes=0-9" });
  assert.equal(ranged.status, 200);
  assert.equal((await ranged.arrayBuffer()).byteLength, web.script.length);
});

Deno.test({
  name: "serving a compressed copy or a HEAD leaves no file open",
  ignore: Deno.build.os !== "linux",
  fn: async () => {
    const web = await builtWeb();
    // Descriptors open on the built files alone: other test files running beside this one
    // (deno test --parallel) open and close their own.
    const openFiles = () =>
      Array.from(Deno.readDirSync("/proc/self/fd")).filter(({ name }) => {
        try {
          return Deno.readLinkSync(`/proc/self/fd/${name}`).startsWith(web.dist);
        } catch {
          return false; // closed since the listing
        }
      }).length;
    const before = openFiles();
    for (let i = 0; i < 50; i++) {
      await (await web.get(SCRIPT, { "Accept-Encoding": "br" })).arrayBuffer();
      await web.get(SCRIPT, {}, "HEAD");
    }
    assert.ok(openFiles() - before < 10, `${openFiles() - before} more files open`);
  },
});
