import assert from "node:assert/strict";
import { Hono } from "hono";
import { clientAddress, tryAgainMessage } from "./rate-limit.ts";

const appBehind = (proxies: number) =>
  new Hono().get("/", (c) => c.text(clientAddress(c, proxies)));
const address = async (headers: Record<string, string>, env?: unknown, proxies = 0) =>
  await (await appBehind(proxies).request("/", { headers }, env)).text();
const connection = { remoteAddr: { hostname: "192.0.2.44", port: 5123, transport: "tcp" } };

Deno.test("with no trusted proxy X-Forwarded-For is ignored: the connection's address counts", async () => {
  assert.equal(await address({ "X-Forwarded-For": "203.0.113.7" }, connection), "192.0.2.44");
  assert.equal(await address({ "X-Forwarded-For": "" }, connection), "192.0.2.44");
  assert.equal(await address({}, connection), "192.0.2.44");
  assert.equal(await address({ "X-Forwarded-For": "203.0.113.7" }), "unknown");
});

Deno.test("behind one proxy the entry it appended counts, not what the client wrote", async () => {
  const behindOne = (header: string) => address({ "X-Forwarded-For": header }, connection, 1);
  assert.equal(await behindOne("198.51.100.7"), "198.51.100.7");
  assert.equal(await behindOne("spoofed-1, 198.51.100.7"), "198.51.100.7");
  assert.equal(await behindOne(" 10.0.0.1 ,spoofed-2 , 198.51.100.7 "), "198.51.100.7");
  assert.equal(await address({}, connection, 1), "192.0.2.44", "no header: the connection");
  assert.equal(
    await address({ "X-Forwarded-For": "spoofed, 198.51.100.7, 10.0.0.9" }, connection, 2),
    "198.51.100.7",
    "behind two proxies, the entry the outer one appended",
  );
});

Deno.test("the 429 text says when to try again", () => {
  assert.equal(tryAgainMessage("Too many.", 900), "Too many. Please try again in 15 minutes.");
  assert.equal(tryAgainMessage("Too many.", 61), "Too many. Please try again in 2 minutes.");
  assert.equal(tryAgainMessage("Too many.", 5), "Too many. Please try again in 1 minute.");
});
