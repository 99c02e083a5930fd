// HS256 tokens with jose. Verification allows HS256 alone (so `none` and algorithm confusion are
// out), and jose checks the signature before it reads the payload's claims.
import { errors, jwtVerify, SignJWT } from "jose";
import { isUuid } from "@shared/schemas/common.ts";
import type { Claims } from "./db.ts";

const encoder = new TextEncoder();

/** Signs claims as an HS256 JWT. */
export async function signToken(claims: Claims, secret: string): Promise<string> {
  return await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(encoder.encode(secret));
}

/**
 * The HMAC key of `secret`, imported once rather than on every request's verify (a third of
 * its time). One secret at a time: a process has one; tests that change it import again.
 */
let verifyKey: { secret: string; key: Promise<CryptoKey> } | undefined;
function keyOf(secret: string): Promise<CryptoKey> {
  if (verifyKey?.secret !== secret) {
    const key = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    verifyKey = { secret, key };
  }
  return verifyKey.key;
}

/** The claims, or null when the token is malformed, not HS256, badly signed or expired at `now`. */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
): Promise<Claims | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ["HS256"],
      currentDate: now,
    });
    if (protectedHeader.typ !== undefined && protectedHeader.typ !== "JWT") return null;
    // sub and sid are looked up as UUIDs: anything else is a malformed token (401), not a 500.
    const isWellFormed = isUuid(payload.sub) && isUuid(payload.sid) &&
      typeof payload.exp === "number" && payload.role === "authenticated" &&
      typeof payload.app_role === "string";
    return isWellFormed ? payload as unknown as Claims : null;
  } catch (error) {
    // jose's own errors mean a bad token; anything else is a bug that should not look like one.
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
