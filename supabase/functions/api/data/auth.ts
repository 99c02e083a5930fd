// SQL of sign-in, sign-out and password reset: calls of the narrow security definer functions
// of migration 20261122001000_sign_in.sql. Every function takes the open transaction first.
import type { AppRole } from "@shared/roles.ts";
import type { Tx } from "../../_shared/db.ts";
import type { MailMessage } from "../../_shared/mailer.ts";
import type { RateLimit } from "../../_shared/rate-limit.ts";

/** The user of a session, as the login answer and the web app's stored session carry it. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: AppRole;
  department_id: number | null;
  department: string;
}

export type SignInResult =
  | { outcome: "ok"; user: SessionUser }
  | { outcome: "failed" }
  | { outcome: "limited"; retry_after: number };

export type ResetRequestResult =
  | { outcome: "queued" | "no_account" }
  | { outcome: "limited"; retry_after: number };

/** Why a reset link was refused, or "ok" once the password is set. */
export type ResetOutcome = "ok" | "unknown" | "used" | "expired";

const minutes = (limit: RateLimit) => `${limit.windowMinutes} minutes`;

/** Checks credentials (one bcrypt comparison) and counts a failure. Run privileged. */
export async function signIn(
  tx: Tx,
  credentials: { email: string; password: string },
  client: string,
  limit: RateLimit,
): Promise<SignInResult> {
  const [{ result }] = await tx.query<{ result: SignInResult }>(
    "select private.sign_in($1, $2, $3, $4, $5, $6::interval) as result",
    [
      credentials.email,
      credentials.password,
      client,
      limit.perEmail,
      limit.perClient,
      minutes(limit),
    ],
  );
  return result;
}

/** Counts a reset-link request; for an active user stores the token's hash and queues the mail. */
export async function requestPasswordReset(
  tx: Tx,
  request: { email: string; client: string; tokenHash: string; mail: Omit<MailMessage, "to"> },
  limit: RateLimit,
): Promise<ResetRequestResult> {
  const { email, client, tokenHash, mail } = request;
  const [{ result }] = await tx.query<{ result: ResetRequestResult }>(
    `select private.request_password_reset($1, $2, $3, $4, $5, $6, $7, $8, $9::interval)
       as result`,
    [
      email,
      client,
      tokenHash,
      mail.subject,
      mail.text,
      mail.html ?? null,
      limit.perEmail,
      limit.perClient,
      minutes(limit),
    ],
  );
  return result;
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
