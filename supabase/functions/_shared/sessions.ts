// Server-side sessions: every token names one, so logout, password reset, deletion and role
// change can end a token before it expires.
import type { AppRole } from "@shared/roles.ts";
import type { Claims, Tx } from "./db.ts";
import { signToken } from "./jwt.ts";

/** Opens a session for the user and returns its signed token. Run privileged. */
export async function issueToken(
  tx: Tx,
  user: { id: string; role: AppRole },
  options: { secret: string; hours: number; now: Date },
): Promise<string> {
  const expires = new Date(options.now.getTime() + options.hours * 3_600_000);
  // The token's expiry is read on the app's clock, the session's on the database's: each is
  // set on the clock that checks it, so a moved app clock (LEAVE_TODAY) cannot end either early.
  const [session] = await tx.query<{ id: string }>(
    `insert into private.sessions (user_id, expires_at)
     values ($1, now() + make_interval(secs => $2)) returning id`,
    [user.id, options.hours * 3600],
  );
  const claims: Claims = {
    sub: user.id,
    role: "authenticated",
    app_role: user.role,
    sid: session.id,
    exp: Math.floor(expires.getTime() / 1000),
  };
  return await signToken(claims, options.secret);
}
