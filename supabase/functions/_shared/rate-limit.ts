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

/** Sign-in limits also count failures per (email, address) pair. */
export interface LoginLimit extends RateLimit {
  /** Failures allowed for one email from one address inside the window. */
  perPair: number;
}

/**
 * Failed sign-ins: 10 per email and address pair, 30 per address, 10 per email in 15 minutes,
 * then 429. An address the user has signed in from before is held to the pair limit only.
 */
export const LOGIN_LIMIT: LoginLimit = {
  perPair: 10,
  perClient: 30,
  perEmail: 10,
  windowMinutes: 15,
};

/** Reset-link requests (every one counts): 5 per email or 20 per address in an hour. */
export const RESET_LIMIT: RateLimit = { perEmail: 5, perClient: 20, windowMinutes: 60 };

/**
 * The caller's address, which a caller cannot choose: with `trustedProxies` proxies in front
 * (Supabase's gateway is one), the X-Forwarded-For entry the outermost of them appended, so
 * whatever a client writes into the header itself is passed over; with none, the connection's
 * address; "unknown" without either. ("spoofed, 198.51.100.7", 1) → "198.51.100.7".
 */
export function clientAddress(c: Context, trustedProxies = 0): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header("X-Forwarded-For") ?? "").split(",").map((entry) => entry.trim())
      .filter(Boolean);
    const added = entries[Math.max(0, entries.length - trustedProxies)];
    if (added) return added.slice(0, 100);
  }
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
