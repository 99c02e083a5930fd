// SQL of sign-in, sign-out and password reset: calls of the narrow security definer functions
// of supabase/schemas/86_sign_in.sql, 87_password_reset.sql and (sign-out) 85_sessions.sql.
// Every function takes the open transaction first.
import type { Tx } from "../../_shared/db.ts";
import type { MailMessage } from "../../_shared/mailer.ts";
import type { LoginLimit, RateLimit } from "../../_shared/rate-limit.ts";
import type { SessionUser } from "@shared/schemas/responses.ts";

export type { SessionUser };

export type SignInResult =
  | { outcome: "ok"; user: SessionUser }
  | { outcome: "failed" }
  | { outcome: "busy" }
  | { outcome: "limited"; retry_after: number };

/** Before a sign-in queues: refused by a limit, or open and from a known address or not. */
export type SignInCheck =
  | { outcome: "limited"; retry_after: number }
  | { outcome: "open"; is_known: boolean };

export type ResetRequestResult =
  | { outcome: "counted" }
  | { outcome: "limited"; retry_after: number };

/** Why a reset link was refused, or "ok" once the password is set. */
export type ResetOutcome = "ok" | "unknown" | "used" | "expired";

const minutes = (limit: RateLimit) => `${limit.windowMinutes} minutes`;
const loginLimits = (limit: LoginLimit) => [limit.perPair, limit.perClient, limit.perEmail];

/** The limits of a sign-in, read without a hash or a count, and whether its address is known. */
export async function checkSignIn(
  tx: Tx,
  email: string,
  client: string,
  limit: LoginLimit,
): Promise<SignInCheck> {
  const [{ result }] = await tx.query<{ result: SignInCheck }>(
    "select private.check_sign_in($1, $2, $3::integer[], $4::interval) as result",
    [email, client, loginLimits(limit), minutes(limit)],
  );
  return result;
}

/**
 * Checks credentials (one bcrypt comparison, in one of `hashSlots` database-wide slots) and
 * counts a failure; "busy" when every slot is taken. Run privileged.
 */
export async function signIn(
  tx: Tx,
  credentials: { email: string; password: string },
  client: string,
  limit: LoginLimit,
  hashSlots: number,
): Promise<SignInResult> {
  const [{ result }] = await tx.query<{ result: SignInResult }>(
    "select private.sign_in($1, $2, $3, $4::integer[], $5::interval, $6) as result",
    [
      credentials.email,
      credentials.password,
      client,
      loginLimits(limit),
      minutes(limit),
      hashSlots,
    ],
  );
  if (result.outcome === "failed") {
    await tx.query(
      `select private.audit_event(null, 'sign_in_failed', 'sessions', null,
         jsonb_build_object('email', $1::text, 'client', $2::text))`,
      [credentials.email, client],
    );
  }
  return result;
}

/** Counts a reset-link request against the limits: the same work for every email. */
export async function countResetRequest(
  tx: Tx,
  request: { email: string; client: string },
  limit: RateLimit,
): Promise<ResetRequestResult> {
  const [{ result }] = await tx.query<{ result: ResetRequestResult }>(
    "select private.count_reset_request($1, $2, $3, $4, $5::interval) as result",
    [request.email, request.client, limit.perEmail, limit.perClient, minutes(limit)],
  );
  return result;
}

/** For an active user, stores the token's hash and queues the mail; false for no account. */
export async function queueResetLink(
  tx: Tx,
  request: { email: string; tokenHash: string; mail: Omit<MailMessage, "to"> },
): Promise<boolean> {
  const { email, tokenHash, mail } = request;
  const [{ queued }] = await tx.query<{ queued: boolean }>(
    "select private.queue_reset_link($1, $2, $3, $4, $5) as queued",
    [email, tokenHash, mail.subject, mail.text, mail.html ?? null],
  );
  return queued;
}

/** Sets a password through a reset link, burning it and ending the user's sessions. */
export async function resetPassword(
  tx: Tx,
  tokenHash: string,
  password: string,
): Promise<ResetOutcome> {
  const [{ outcome }] = await tx.query<{ outcome: ResetOutcome }>(
    "select private.reset_password($1, $2) as outcome",
    [tokenHash, password],
  );
  return outcome;
}

/** Ends the caller's own session (run as the caller); false when it had already ended. */
export async function endSession(tx: Tx): Promise<boolean> {
  const [{ ended }] = await tx.query<{ ended: boolean }>(
    "select private.end_session() as ended",
  );
  return ended;
}

/** A new reset token: 32 random bytes, base64url (43 characters, safe in a URL path). */
export function newResetToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** What the database stores of a reset token: its sha256, in hex. */
export async function hashResetToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
