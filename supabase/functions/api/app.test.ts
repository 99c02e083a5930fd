import assert from "node:assert/strict";
import { createLocalHandler } from "../../local/server.ts";
import { setupApi } from "../../tests/harness.ts";

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
  assert.deepEqual(response.body, { error: "Not found", code: "not_found" });
});

Deno.test("every error answer is { error, code } with the code of its status", async () => {
  const employee = await api.createUser();
  // the harness sends JSON's Content-Type: this one goes to the app as it is
  const plain = await api.app.request("/api/login", {
    method: "POST",
    body: "a",
    headers: { "Content-Type": "text/plain" },
  });
  const answers = {
    "bad JSON": await api.request("POST", "/api/login", { body: "{not json" }),
    "a field": await api.request("POST", "/api/login", { body: {} }),
    "no session": await api.request("GET", "/api/vacation-days"),
    "no right": await api.request("GET", "/api/admin/users", {
      token: employee.token,
    }),
    "no route": await api.request("GET", "/api/nowhere"),
    "too large": await api.request("POST", "/api/login", {
      body: "x".repeat(70 * 1024),
    }),
    "not JSON": { status: plain.status, body: await plain.json() },
  };
  const seen = Object.fromEntries(
    Object.entries(answers).map((
      [what, { status, body }],
    ) => [what, [status, body.code, body.field]]),
  );
  assert.deepEqual(seen, {
    "bad JSON": [400, "bad_request", undefined],
    "a field": [400, "bad_request", "email"],
    "no session": [401, "unauthorized", undefined],
    "no right": [403, "forbidden", undefined],
    "no route": [404, "not_found", undefined],
    "too large": [413, "payload_too_large", undefined],
    "not JSON": [415, "unsupported_media_type", undefined],
  });
  for (const { body } of Object.values(answers)) {
    assert.equal(typeof body.error, "string");
  }
});

Deno.test("the local server answers the API at /functions/v1/api as Supabase does", async () => {
  const handler = createLocalHandler(api.deps);
  const response = await handler(new Request("http://localhost/functions/v1/api/health"));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: "ok" });
});
