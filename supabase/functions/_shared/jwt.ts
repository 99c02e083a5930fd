// HS256 tokens with WebCrypto. Verification refuses any header but {alg: HS256, typ: JWT}
// (so `none` and algorithm confusion are out) and checks the signature before the payload is
// read at all.
import type { Claims } from "./db.ts";

const encoder = new TextEncoder();
const HEADER = { alg: "HS256", typ: "JWT" };

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array {
  const padded = text.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(padded + "=".repeat((4 - (padded.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
}

/** Signs claims as an HS256 JWT. */
export async function signToken(claims: Claims, secret: string): Promise<string> {
  const body = `${base64url(encoder.encode(JSON.stringify(HEADER)))}.${
    base64url(encoder.encode(JSON.stringify(claims)))
  }`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

/** The token's claims, or null when it is malformed, not HS256, badly signed or expired. */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
): Promise<Claims | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  try {
    const isSigned = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(secret),
      fromBase64url(signature) as Uint8Array<ArrayBuffer>,
      encoder.encode(`${header}.${payload}`),
    );
    if (!isSigned) return null;
    const head = JSON.parse(new TextDecoder().decode(fromBase64url(header)));
    if (head?.alg !== "HS256" || (head.typ !== undefined && head.typ !== "JWT")) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload)));
    const isWellFormed = typeof claims?.sub === "string" && typeof claims.sid === "string" &&
      typeof claims.exp === "number" && claims.role === "authenticated" &&
      typeof claims.app_role === "string";
    if (!isWellFormed || claims.exp * 1000 <= now.getTime()) return null;
    return claims as Claims;
  } catch {
    return null;
  }
}
