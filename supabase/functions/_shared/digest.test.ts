import assert from "node:assert/strict";
import { setupApi } from "../../tests/harness.ts";
import { startSmtpServer } from "../../tests/smtp-test-server.ts";
import {
  createDigestHandler,
  DEFAULT_DIGEST_CRON,
  scheduleDigest,
  sendPendingDigest,
} from "./digest.ts";
import { deliverDueMail } from "./outbox.ts";
import { smtpMailer } from "./transports.ts";

// The app's clock before the holidays below start, so their owners may still ask to cancel.
const api = await setupApi({ now: new Date("2026-12-01T09:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const APP_URL = "http://leave.test";
const DAY = 86_400_000;
const admin = await api.createUser({ role: "global_admin", firstName: "Ada" });
const otherAdmin = await api.createUser({ role: "global_admin", firstName: "Max" });
const formerAdmin = await api.createUser({ role: "global_admin" });
await api.db.privileged((tx) =>
  tx.query("update public.users set deactivated_at = now() where id = $1", [formerAdmin.id])
);

function outboxCount(): Promise<number> {
  return api.db.privileged(async (tx) =>
    (await tx.query<{ n: number }>("select count(*)::int as n from private.email_outbox"))[0].n
  );
}

/** A raw MIME message with folded headers joined and quoted-printable undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/\r\n[ \t]+/g, " ").replace(
    /=([0-9A-F]{2})/g,
    (_, hex) => String.fromCharCode(parseInt(hex, 16)),
  );
}

Deno.test("nothing is queued or sent when nothing waits for a decision", async () => {
  const employee = await api.createUser();
  await api.db.privileged((tx) =>
    tx.query(
      `insert into public.holiday_requests (user_id, start_date, end_date, status) values
         ($1, '2026-03-02', '2026-03-02', 'accepted'), ($1, '2026-03-09', '2026-03-09', 'cancelled')`,
      [employee.id],
    )
  );
  const smtp = await startSmtpServer();
  try {
    const before = await outboxCount();
    const result = await sendPendingDigest(api.db, { appUrl: APP_URL, now: new Date() });
    assert.deepEqual(result, { recipients: 0, pending: 0, cancellations: 0 });
    assert.equal(await outboxCount(), before);
    await deliverDueMail(api.db, smtpMailer(smtp.url, "Leave <leave@leave.test>"));
    assert.equal(smtp.received.length, 0);
  } finally {
    await smtp.stop();
  }
});

Deno.test("each active admin gets the digest on a real SMTP server, listing what waits", async () => {
  const production = await api.createDepartment("Production");
  const ann = await api.createUser({
    firstName: "Ann",
    lastName: "Smith",
    departmentId: production,
  });
  const bob = await api.createUser({ firstName: "Bob", lastName: "Jones" });
  const now = new Date();
  await api.db.privileged((tx) =>
    tx.query(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, start_day_type, end_day_type, created_at)
       values ($1, '2027-01-11', '2027-01-14', 'morning', 'afternoon', $2)`,
      [ann.id, new Date(now.getTime() - 3 * DAY - 3_600_000).toISOString()],
    )
  );
  const [accepted] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests (user_id, start_date, end_date, status, created_at)
       values ($1, '2027-02-01', '2027-02-01', 'accepted', now() - interval '40 days')
       returning id`,
      [bob.id],
    )
  );
  const asked = await api.request(
    "POST",
    `/api/holiday-requests/${accepted.id}/request-cancellation`,
    { token: bob.token },
  );
  assert.equal(asked.status, 200);

  const smtp = await startSmtpServer();
  try {
    const result = await sendPendingDigest(api.db, { appUrl: APP_URL, now });
    assert.deepEqual(result, { recipients: 2, pending: 1, cancellations: 1 });
    assert.equal(await deliverDueMail(api.db, smtpMailer(smtp.url, "Leave <leave@leave.test>")), 2);
    assert.deepEqual(
      smtp.received.map((m) => m.to[0]).sort(),
      [admin.email, otherAdmin.email].sort(),
    );
    const mail = decoded(smtp.received.find((m) => m.to[0] === admin.email)!.raw);
    assert.match(
      mail,
      /Subject: Leave: 1 holiday request and 1 cancellation request awaiting your decision/,
    );
    assert.match(mail, /Hello Ada,/);
    assert.match(mail, /1 holiday request is waiting for approval:/);
    assert.match(
      mail,
      /- Ann Smith \(Production\): 11\/01\/2027 \(Morning\) to 14\/01\/2027 \(Afternoon\), 30 hours, waiting 3 days/,
    );
    assert.match(mail, /Approve or deny them: http:\/\/leave\.test\/admin-approval/);
    assert.match(mail, /1 cancellation request is waiting for a decision:/);
    assert.match(
      mail,
      /- Bob Jones \(No Department\): 01\/02\/2027, 10 hours, waiting since today/,
      "a cancellation waits from when it was asked, not from the request",
    );
    assert.match(mail, /Approve or reject them: http:\/\/leave\.test\/cancel-requests/);
    assert.ok(!smtp.received.some((m) => m.to.includes(formerAdmin.email)));
  } finally {
    await smtp.stop();
  }
});

Deno.test("the schedule runs the digest on its cron; the default is weekdays 08:00 in London", async () => {
  const daily = scheduleDigest(api.db, { appUrl: APP_URL });
  try {
    const next = daily.nextRun()!;
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/London",
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).formatToParts(next).map((part) => [part.type, part.value]),
    );
    assert.equal(`${parts.hour}:${parts.minute}`, "08:00");
    assert.ok(["Mon", "Tue", "Wed", "Thu", "Fri"].includes(parts.weekday));
    assert.equal(DEFAULT_DIGEST_CRON, "0 8 * * 1-5");
  } finally {
    daily.stop();
  }
  assert.throws(() => scheduleDigest(api.db, { appUrl: APP_URL, cron: "not a cron" }));

  const before = await outboxCount();
  let kicks = 0;
  const everySecond = scheduleDigest(api.db, {
    appUrl: APP_URL,
    cron: "* * * * * *",
    onMailQueued: () => kicks++,
  });
  try {
    for (let i = 0; i < 80 && kicks === 0; i++) await new Promise((r) => setTimeout(r, 100));
  } finally {
    everySecond.stop();
  }
  await new Promise((r) => setTimeout(r, 200)); // let a run in flight finish
  assert.ok(kicks >= 1, "the sender was kicked");
  assert.ok(await outboxCount() >= before + 2, "one digest per active admin was queued");
});

Deno.test("the deployed function needs its secret, can wait for 08:00 London, and delivers mail", async () => {
  const options = { db: api.db, mailer: api.mailbox, appUrl: APP_URL, secret: "s3cret-digest" };
  const at = (iso: string) => createDigestHandler({ ...options, clock: () => new Date(iso) });
  const handler = at("2026-07-01T07:05:00Z"); // 08:05 in London (BST)
  const call = (init: RequestInit, run = handler) =>
    run(new Request("http://localhost/pending-approvals-digest", init));
  assert.equal((await call({ method: "GET" })).status, 405);
  assert.equal((await call({ method: "POST" })).status, 401);
  assert.equal(
    (await call({ method: "POST", headers: { Authorization: "Bearer wrong" } })).status,
    401,
  );
  const unset = createDigestHandler({ ...options, secret: undefined, clock: () => new Date() });
  assert.equal((await call({ method: "POST" }, unset)).status, 503);

  const headers = { Authorization: "Bearer s3cret-digest", "Content-Type": "application/json" };
  const wrongHour = await call(
    { method: "POST", headers, body: JSON.stringify({ londonHour: 8 }) },
    at("2026-07-01T08:05:00Z"), // 09:05 in London: the 08:00 UTC call of summer does nothing
  );
  assert.deepEqual(await wrongHour.json(), { skipped: true });

  const before = api.mailbox.messages.length;
  const ran = await call({ method: "POST", headers, body: JSON.stringify({ londonHour: 8 }) });
  assert.equal(ran.status, 200);
  const result = await ran.json();
  assert.deepEqual([result.recipients, result.pending, result.cancellations], [2, 1, 1]);
  assert.ok(result.delivered >= 2);
  const sent = api.mailbox.messages.slice(before);
  assert.ok(sent.some((m) => m.to === admin.email && m.text.includes("Ann Smith")));

  const queued = await outboxCount();
  await api.db.privileged((tx) =>
    tx.query("select private.enqueue_email('ann@leave.test', 'Decision', 'Approved')")
  );
  const flushed = await call({ method: "POST", headers, body: '{"deliverOnly": true}' });
  assert.deepEqual(await flushed.json(), { delivered: 1 });
  assert.equal(await outboxCount(), queued + 1, "no digest was queued");
  assert.equal(api.mailbox.messages.at(-1)!.subject, "Decision");
});
