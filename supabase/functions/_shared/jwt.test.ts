import assert from "node:assert/strict";
import { SignJWT } from "jose";
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

/** Signs `payload` with the secret under any header, to try the headers signToken never writes. */
const signWith = (header: { alg: string; typ?: string }, payload: object, secret = SECRET) =>
  new SignJWT({ ...payload }).setProtectedHeader(header).sign(new TextEncoder().encode(secret));

Deno.test("a token signed with the secret verifies to its claims", async () => {
  assert.deepEqual(await verifyToken(await signToken(claims, SECRET), SECRET, NOW), claims);
});

Deno.test("expiry is read on the clock passed in, not the machine's", async () => {
  const token = await signToken(claims, SECRET);
  const aSecondBefore = new Date((claims.exp - 1) * 1000);
  assert.deepEqual(await verifyToken(token, SECRET, aSecondBefore), claims);
  assert.equal(await verifyToken(token, SECRET, new Date(claims.exp * 1000)), null);
  assert.equal(await verifyToken(token, SECRET, new Date((claims.exp + 1) * 1000)), null);
});

Deno.test("an HS256 token signed with another secret is refused", async () => {
  const token = await signToken(claims, "another-secret-of-at-least-thirty-two-chars");
  assert.equal(await verifyToken(token, SECRET, NOW), null);
});

Deno.test("a token whose payload was changed is refused", async () => {
  const [header, , signature] = (await signToken(claims, SECRET)).split(".");
  const forged = `${header}.${b64({ ...claims, app_role: "global_admin" })}.${signature}`;
  assert.equal(await verifyToken(forged, SECRET, NOW), null);
});

Deno.test("an unsigned token (alg none, empty signature) is refused", async () => {
  const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`;
  assert.equal(await verifyToken(unsigned, SECRET, NOW), null);
});

Deno.test("a token signed with the same secret under HS384 or HS512 is refused", async () => {
  for (const alg of ["HS384", "HS512"]) {
    assert.equal(await verifyToken(await signWith({ alg, typ: "JWT" }, claims), SECRET, NOW), null);
  }
});

Deno.test("an HS256 token relabelled as HS512 is refused", async () => {
  const [, payload, signature] = (await signToken(claims, SECRET)).split(".");
  const relabelled = `${b64({ alg: "HS512", typ: "JWT" })}.${payload}.${signature}`;
  assert.equal(await verifyToken(relabelled, SECRET, NOW), null);
});

Deno.test("a signed token of another type or without our claims is refused", async () => {
  const otherType = await signWith({ alg: "HS256", typ: "at+jwt" }, claims);
  assert.equal(await verifyToken(otherType, SECRET, NOW), null);
  const { sid: _, ...withoutSession } = claims;
  assert.equal(
    await verifyToken(await signWith({ alg: "HS256" }, withoutSession), SECRET, NOW),
    null,
  );
  const serviceRole = await signWith({ alg: "HS256" }, { ...claims, role: "service_role" });
  assert.equal(await verifyToken(serviceRole, SECRET, NOW), null);
});

Deno.test("a signed token without a typ header still verifies", async () => {
  assert.deepEqual(
    await verifyToken(await signWith({ alg: "HS256" }, claims), SECRET, NOW),
    claims,
  );
});

Deno.test("malformed tokens are refused, not thrown", async () => {
  for (const token of ["", "not-a-token", "a.b.c", "..", `${b64(claims)}.${b64(claims)}.%%`]) {
    assert.equal(await verifyToken(token, SECRET, NOW), null, token);
  }
});
