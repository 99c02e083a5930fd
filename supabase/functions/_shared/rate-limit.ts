// Limits of the sign-in and reset-link calls (DESIGN section 2) and who a caller is for them.
// The counting itself happens in the database (private.rate_limited_until, record_attempt),
// so every instance of the function shares one count.
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

export interface RateLimit {
  /** Attempts allowed for one email inside the window. */
  perEmail: number;
  /** Attempts allowed from one client address inside the window. */
  perClient: number;
  windowMinutes: number;
}

/** Failed sign-ins: 10 per email or 30 per address in 15 minutes, then 429. */
export const LOGIN_LIMIT: RateLimit = { perEmail: 10, perClient: 30, windowMinutes: 15 };

/** Reset-link requests (every one counts): 5 per email or 20 per address in an hour. */
export const RESET_LIMIT: RateLimit = { perEmail: 5, perClient: 20, windowMinutes: 60 };

/**
 * The caller's address: the first X-Forwarded-For entry (set by the Supabase gateway or a
 * proxy), else the connection's address, else "unknown".
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no connection info, e.g. app.request in tests or a nested fetch
  }
}

/** 429 text: tryAgainMessage("Too many sign-in attempts.", 61) → "... Please try again in 2 minutes." */
export function tryAgainMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${what} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
