import assert from "node:assert/strict";
import { createLocalHandler } from "../../local/server.ts";
import { setupApi } from "../../local/testing.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());

Deno.test("GET /api/health answers 200 from the database", async () => {
  const response = await api.request("GET", "/api/health");
  assert.equal(response.status, 200);
  assert.deepEqual(response.body, { status: "ok" });
});

Deno.test("API answers carry the security headers and are never cached", async () => {
  const { headers } = await api.request("GET", "/api/health");
  const csp = headers.get("Content-Security-Policy") ?? "";
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    assert.ok(csp.includes(directive), `CSP has ${directive}: ${csp}`);
  }
  assert.equal(headers.get("X-Content-Type-Options"), "nosniff");
  assert.equal(headers.get("Referrer-Policy"), "no-referrer");
  assert.equal(headers.get("Cache-Control"), "no-store");
});

Deno.test("an unknown API path answers 404 with a JSON error", async () => {
  const response = await api.request("GET", "/api/no-such-thing");
  assert.equal(response.status, 404);
  assert.deepEqual(response.body, { error: "Not found" });
});

Deno.test("the local server answers the API at /functions/v1/api as Supabase does", async () => {
  const handler = createLocalHandler(api.deps);
  const response = await handler(new Request("http://localhost/functions/v1/api/health"));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: "ok" });
});
