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
  };
}
