// Server configuration, read once from the environment by whoever starts the app.

export interface Config {
  /** HS256 secret for session tokens (the Supabase project's JWT secret when deployed). */
  jwtSecret: string;
  /** Public address of the web app, for links in emails. */
  appUrl: string;
  /** How long a signed-in session lasts. */
  sessionHours: number;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /**
   * Proxies in front of the server that append the caller's address to X-Forwarded-For: 0
   * locally (the connection's address counts), 1 on Supabase (its gateway's entry counts).
   */
  trustedProxies: number;
  /** Password hashes allowed at once in the whole database (every function instance). */
  hashSlots: number;
  /** Holiday requests a user may file for themself in one hour. */
  requestsPerHour: number;
}

export const SESSION_HOURS = 12;

/** Reads the config from environment variables; JWT_SECRET is required. */
export function configFromEnv(env: (name: string) => string | undefined): Config {
  const jwtSecret = env("JWT_SECRET");
  if (!jwtSecret || jwtSecret.length < 32) {
    throw new Error("JWT_SECRET must be set to a secret of at least 32 characters");
  }
  return {
    jwtSecret,
    appUrl: (env("APP_URL") ?? "http://localhost:8000").replace(/\/$/, ""),
    sessionHours: Number(env("SESSION_HOURS") ?? SESSION_HOURS),
    mailFrom: env("MAIL_FROM") ?? "Leave <leave@localhost>",
    trustedProxies: wholeNumber(env, "TRUSTED_PROXIES", 0),
    hashSlots: wholeNumber(env, "LOGIN_HASH_SLOTS", 2),
    requestsPerHour: wholeNumber(env, "REQUESTS_PER_HOUR", 30),
  };
}

function wholeNumber(env: (name: string) => string | undefined, name: string, fallback: number) {
  const value = env(name);
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number`);
  return Number(value);
}
