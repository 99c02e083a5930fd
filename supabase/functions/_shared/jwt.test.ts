import assert from "node:assert/strict";
import type { Claims } from "./db.ts";
import { signToken, verifyToken } from "./jwt.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const NOW = new Date("2026-03-02T09:00:00Z");
const claims: Claims = {
  sub: "00000000-0000-4000-8000-000000000001",
  role: "authenticated",
  app_role: "employee",
  sid: "00000000-0000-4000-8000-0000000000aa",
  exp: NOW.getTime() / 1000 + 3600,
};

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

Deno.test("a token signed with the secret verifies to its claims", async () => {
  assert.deepEqual(await verifyToken(await signToken(claims, SECRET), SECRET, NOW), claims);
});

Deno.test("an expired token is refused", async () => {
  const token = await signToken(claims, SECRET);
  assert.equal(await verifyToken(token, SECRET, new Date(claims.exp * 1000)), null);
});

Deno.test("a token signed with another secret is refused", async () => {
  const token = await signToken(claims, "another-secret-of-at-least-thirty-two-chars");
  assert.equal(await verifyToken(token, SECRET, NOW), null);
});

Deno.test("a token whose payload was changed is refused", async () => {
  const [header, , signature] = (await signToken(claims, SECRET)).split(".");
  const forged = `${header}.${b64({ ...claims, app_role: "global_admin" })}.${signature}`;
  assert.equal(await verifyToken(forged, SECRET, NOW), null);
});

Deno.test("alg none and other algorithms are refused", async () => {
  const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`;
  assert.equal(await verifyToken(unsigned, SECRET, NOW), null);
  const [, payload, signature] = (await signToken(claims, SECRET)).split(".");
  const relabelled = `${b64({ alg: "HS512", typ: "JWT" })}.${payload}.${signature}`;
  assert.equal(await verifyToken(relabelled, SECRET, NOW), null);
  assert.equal(await verifyToken("not-a-token", SECRET, NOW), null);
});
