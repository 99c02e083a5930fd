// Delivers the email outbox. Rows are claimed with a short lease in one small transaction,
// sent outside any transaction (a slow mail server never holds the database), then marked
// sent; a failure schedules a retry with backoff, so a mail server that is down loses nothing.
import type { Db } from "./db.ts";
import { logUnexpected } from "./errors.ts";
import type { Mailer } from "./mailer.ts";

const LEASE_SECONDS = 300;
const MAX_BACKOFF_SECONDS = 3600;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
}

/** Sends every due message once; returns how many were delivered. */
export async function deliverDueMail(db: Db, mailer: Mailer, batch = 20): Promise<number> {
  const due = await db.privileged((tx) =>
    tx.query<OutboxRow>(
      `update private.email_outbox set attempts = attempts + 1,
         next_attempt_at = now() + make_interval(secs => $2)
       where id in (
         select id from private.email_outbox
         where sent_at is null and next_attempt_at <= now()
         order by next_attempt_at, id limit $1 for update skip locked)
       returning id, to_address, subject, body_text, body_html, attempts`,
      [batch, LEASE_SECONDS],
    )
  );
  let delivered = 0;
  for (const row of due) {
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
      });
      await db.privileged((tx) =>
        tx.query(
          "update private.email_outbox set sent_at = now(), last_error = null where id = $1",
          [row.id],
        )
      );
      delivered++;
    } catch (error) {
      const backoff = Math.min(MAX_BACKOFF_SECONDS, 15 * 2 ** (row.attempts - 1));
      await db.privileged((tx) =>
        tx.query(
          `update private.email_outbox
           set next_attempt_at = now() + make_interval(secs => $2), last_error = $3
           where id = $1`,
          [row.id, backoff, String((error as Error)?.message ?? error).slice(0, 500)],
        )
      );
    }
  }
  return delivered;
}

/** Runs deliverDueMail every `intervalMs` and whenever kicked; stop() ends it. */
export function startOutboxSender(db: Db, mailer: Mailer, intervalMs = 5000) {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDueMail(db, mailer)
      .catch((error) => logUnexpected("outbox", error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
    return running;
  };
  const timer = setInterval(run, intervalMs);
  return {
    kick: () => void run(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
