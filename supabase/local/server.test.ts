// The local server as an outsider meets it: the development mailbox, the web pages' policy,
// and request bodies too large to read.
import assert from "node:assert/strict";
import { BODY_LIMIT, BULK_BODY_LIMIT } from "../functions/api/app.ts";
import { createDevMailbox } from "./dev-mailbox.ts";
import { createLocalHandler, DEFAULT_HOST, isLoopback } from "./server.ts";
import { setupApi } from "./testing.ts";

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
