import assert from "node:assert/strict";
import { freshDatabase } from "../../tests/harness.ts";
import { startSmtpServer } from "../../tests/smtp-test-server.ts";
import { deliverDueMail } from "./outbox.ts";
import { smtpMailer } from "./transports.ts";

Deno.test("the outbox delivers through SMTP, keeps mail while the server is down, and retries", async () => {
  const db = await freshDatabase();
  const smtp = await startSmtpServer();
  const mailer = smtpMailer(smtp.url, "Leave <leave@leave.test>");
  try {
    await db.privileged((tx) =>
      tx.query("select private.enqueue_email('ann@leave.test', 'Hello', 'First message')")
    );
    assert.equal(await deliverDueMail(db, mailer), 1);
    assert.equal(smtp.received.length, 1);
    assert.deepEqual(smtp.received[0].to, ["ann@leave.test"]);
    assert.match(smtp.received[0].raw, /Subject: Hello/);

    await smtp.stop();
    await db.privileged((tx) =>
      tx.query("select private.enqueue_email('bob@leave.test', 'Second', 'Sent later')")
    );
    assert.equal(await deliverDueMail(db, mailer), 0);
    const [queued] = await db.privileged((tx) =>
      tx.query<{ attempts: number; sent: boolean; last_error: string | null }>(
        `select attempts, sent_at is not null as sent, last_error from private.email_outbox
         where to_address = 'bob@leave.test'`,
      )
    );
    assert.equal(queued.sent, false);
    assert.equal(queued.attempts, 1);
    assert.ok(queued.last_error, "the failure is recorded");

    await smtp.start();
    // the retry is due after its backoff; bring it forward rather than sleeping
    await db.privileged((tx) =>
      tx.query("update private.email_outbox set next_attempt_at = now() where sent_at is null")
    );
    assert.equal(await deliverDueMail(db, mailer), 1);
    assert.equal(smtp.received.length, 2);
    assert.deepEqual(smtp.received[1].to, ["bob@leave.test"]);
    assert.equal(await deliverDueMail(db, mailer), 0, "nothing is sent twice");
  } finally {
    await smtp.stop();
    await db.close();
  }
});
