// Mail transports chosen by configuration. Later issues add SMTP and an HTTP email API; until
// a transport is configured the outbox keeps every message queued, so nothing is lost.
import type { Mailer } from "./mailer.ts";

export function mailerFromEnv(_env: (name: string) => string | undefined): Mailer {
  return {
    send: () => Promise.reject(new Error("No mail transport is configured (set SMTP_URL)")),
  };
}
