import assert from "node:assert/strict";
import { Hono } from "hono";
import { clientAddress, tryAgainMessage } from "./rate-limit.ts";

const app = new Hono().get("/", (c) => c.text(clientAddress(c)));
const address = async (headers: Record<string, string>, env?: unknown) =>
  await (await app.request("/", { headers }, env)).text();

Deno.test("the client address is the first X-Forwarded-For entry", async () => {
  assert.equal(await address({ "X-Forwarded-For": " 203.0.113.7 , 10.0.0.1" }), "203.0.113.7");
});

Deno.test("without X-Forwarded-For it is the connection's address, else unknown", async () => {
  const env = { remoteAddr: { hostname: "192.0.2.44", port: 5123, transport: "tcp" } };
  assert.equal(await address({}, env), "192.0.2.44");
  assert.equal(await address({ "X-Forwarded-For": "" }, env), "192.0.2.44");
  assert.equal(await address({}), "unknown");
});

Deno.test("the 429 text says when to try again", () => {
  assert.equal(tryAgainMessage("Too many.", 900), "Too many. Please try again in 15 minutes.");
  assert.equal(tryAgainMessage("Too many.", 61), "Too many. Please try again in 2 minutes.");
  assert.equal(tryAgainMessage("Too many.", 5), "Too many. Please try again in 1 minute.");
});
