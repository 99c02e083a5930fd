import assert from "node:assert/strict";
import { messages } from "@shared/messages.ts";
import { errorAnswer, setupApi } from "../../../tests/harness.ts";
import { startSmtpServer } from "../../../tests/smtp-test-server.ts";
import { deliverDueMail } from "../../_shared/outbox.ts";
import { RESET_LIMIT } from "../../_shared/rate-limit.ts";
import { smtpMailer } from "../../_shared/transports.ts";
import type { Deps } from "../app.ts";
import { LINK_REFUSED, RESET_REQUESTED } from "./password-reset.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const NEW_PASSWORD = "a-brand-new-secret";

let clients = 0;
/** A client address of its own, so one test's requests never count against another's. */
const newClient = () => `198.51.100.${++clients}`;

function requestReset(email: string, client = newClient()) {
  return api.request("POST", "/api/request-reset-password", {
    body: { email },
    headers: { Authorization: "Bearer local-anon-key", "X-Forwarded-For": client },
  });
}

function resetPassword(token: string, password: string) {
  return api.request("POST", `/api/reset-password/${token}`, {
    body: { password },
    headers: { Authorization: "Bearer local-anon-key" },
  });
}

function login(email: string, password: string) {
  return api.request("POST", "/api/login", {
    body: { email, password },
    headers: { "X-Forwarded-For": newClient() },
  });
}

function queuedTo(email: string) {
  return api.db.privileged((tx) =>
    tx.query<{ subject: string; body_text: string }>(
      "select subject, body_text from private.email_outbox where to_address = $1 order by id",
      [email],
    )
  );
}

/** Delivers whatever earlier tests left queued to the development mailbox. */
async function drainOutbox() {
  while (await deliverDueMail(api.db, api.mailbox) > 0) { /* next batch */ }
}

/** The token of the last link delivered to the development mailbox for `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  await deliverDueMail(api.db, api.mailbox);
  const message = api.mailbox.messages.findLast((m) => m.to === email);
  assert.ok(message, `a message to ${email}`);
  return linkToken(message.text);
}

function linkToken(text: string): string {
  const match = text.match(/http:\/\/leave\.test\/reset_password\/([A-Za-z0-9_-]+)/);
  assert.ok(match, `a reset link in: ${text}`);
  return match[1];
}

/** Undoes quoted-printable: `=\r\n` soft line breaks and `=3D`-style escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(
    /=([0-9A-F]{2})/gi,
    (_, hex: string) => String.fromCharCode(parseInt(hex, 16)),
  );
}

Deno.test("a reset request answers the same whether or not the email has an account", async () => {
  const user = await api.createUser();
  const leaver = await api.createUser();
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [leaver.id])
  );
  let kicks = 0;
  (api.deps as Deps).onMailQueued = () => kicks++;
  try {
    for (const email of [user.email, "nobody@leave.test", leaver.email]) {
      const { status, body } = await requestReset(email);
      assert.deepEqual([status, body], [200, { message: RESET_REQUESTED }]);
    }
  } finally {
    delete (api.deps as Deps).onMailQueued;
  }
  assert.equal(kicks, 1, "the sender is woken for the one queued message");
  const [mail] = await queuedTo(user.email);
  assert.equal(mail.subject, "Reset your Leave password");
  assert.deepEqual(await queuedTo("nobody@leave.test"), []);
  assert.deepEqual(await queuedTo(leaver.email), [], "a deactivated user gets no mail");

  const token = linkToken(mail.body_text);
  const [stored] = await api.db.privileged((tx) =>
    tx.query<{ token_hash: string; minutes: number }>(
      `select token_hash, round(extract(epoch from expires_at - created_at) / 60)::int as minutes
       from private.password_reset_tokens where user_id = $1`,
      [user.id],
    )
  );
  assert.notEqual(stored.token_hash, token, "only a hash is stored");
  assert.match(stored.token_hash, /^[0-9a-f]{64}$/);
  assert.equal(stored.minutes, 60);
});

Deno.test("a bad reset request is a 400 naming the field and queues nothing", async () => {
  for (const payload of [{}, { email: "not-an-email" }]) {
    const { status, body } = await api.request("POST", "/api/request-reset-password", {
      body: payload,
    });
    assert.equal(status, 400);
    assert.match(body.error, /^email: /);
  }
  assert.deepEqual(await queuedTo("not-an-email"), []);
});

Deno.test("the link sets the password once, ends every session and is audited", async () => {
  const user = await api.createUser();
  await requestReset(user.email);
  const token = await tokenMailedTo(user.email);

  const reset = await resetPassword(token, NEW_PASSWORD);
  assert.deepEqual([reset.status, reset.body], [200, { message: messages.passwordResetSuccess }]);
  assert.equal((await api.request("GET", "/api/departments", { token: user.token })).status, 401);
  assert.deepEqual((await login(user.email, user.password)).body, {
    error: messages.loginFailed,
    code: "unauthorized",
  });
  assert.equal((await login(user.email, NEW_PASSWORD)).status, 200);

  const again = await resetPassword(token, "yet-another-secret");
  assert.deepEqual([again.status, again.body], errorAnswer(400, LINK_REFUSED.used));
  assert.equal((await login(user.email, NEW_PASSWORD)).status, 200, "the password stays");

  const audit = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; entity: string }>(
      "select actor_id, entity from public.audit_log where action = 'password_reset' and entity_id = $1",
      [user.id],
    )
  );
  assert.deepEqual(audit, [{ actor_id: user.id, entity: "users" }]);
});

Deno.test("a new password shorter than 8 characters is refused and the link still works", async () => {
  const user = await api.createUser();
  await requestReset(user.email);
  const token = await tokenMailedTo(user.email);
  for (const password of ["short", "", undefined]) {
    const { status, body } = await resetPassword(token, password as string);
    assert.equal(status, 400);
    assert.match(body.error, /^password: (must be at least 8 characters|is required)$/);
  }
  assert.equal((await login(user.email, user.password)).status, 200, "nothing changed");
  assert.equal((await resetPassword(token, NEW_PASSWORD)).status, 200);
});

Deno.test("unknown, expired and superseded links answer 400 with a clear message", async () => {
  const unknown = await resetPassword("no-such-token", NEW_PASSWORD);
  assert.deepEqual([unknown.status, unknown.body], errorAnswer(400, LINK_REFUSED.unknown));

  const user = await api.createUser();
  await requestReset(user.email);
  const first = await tokenMailedTo(user.email);
  await requestReset(user.email);
  const second = await tokenMailedTo(user.email);
  assert.notEqual(first, second);
  await api.db.privileged((tx) =>
    tx.query(
      `update private.password_reset_tokens set expires_at = now() - interval '1 second',
         created_at = now() - interval '61 minutes'
       where user_id = $1 and token_hash = encode(extensions.digest($2, 'sha256'), 'hex')`,
      [user.id, first],
    )
  );
  const expired = await resetPassword(first, NEW_PASSWORD);
  assert.deepEqual([expired.status, expired.body], errorAnswer(400, LINK_REFUSED.expired));
  assert.equal((await login(user.email, user.password)).status, 200, "nothing changed");

  const third = (await requestReset(user.email), await tokenMailedTo(user.email));
  assert.equal((await resetPassword(second, NEW_PASSWORD)).status, 200);
  const burnt = await resetPassword(third, "another-new-secret");
  assert.deepEqual([burnt.status, burnt.body], errorAnswer(400, LINK_REFUSED.used));
});

Deno.test("a deactivated user's link no longer works", async () => {
  const user = await api.createUser();
  await requestReset(user.email);
  const token = await tokenMailedTo(user.email);
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [user.id])
  );
  const { status, body } = await resetPassword(token, NEW_PASSWORD);
  assert.deepEqual([status, body], errorAnswer(400, LINK_REFUSED.unknown));
});

Deno.test("reset requests are limited per email and per address", async () => {
  const user = await api.createUser();
  for (let i = 0; i < RESET_LIMIT.perEmail; i++) {
    assert.equal((await requestReset(user.email)).status, 200);
  }
  const limited = await requestReset(user.email);
  assert.equal(limited.status, 429);
  assert.match(limited.body.error, /^Too many password reset requests\. Please try again in/);
  assert.equal((await queuedTo(user.email)).length, RESET_LIMIT.perEmail, "no more mail");

  const client = newClient();
  for (let i = 0; i < RESET_LIMIT.perClient; i++) {
    assert.equal((await requestReset(`someone${i}@leave.test`, client)).status, 200);
  }
  const other = await api.createUser();
  assert.equal((await requestReset(other.email, client)).status, 429);
  assert.deepEqual(await queuedTo(other.email), []);
  assert.equal((await requestReset(other.email)).status, 200, "another address may ask");
  const audited = await api.db.privileged((tx) =>
    tx.query<{ entity_id: string }>(
      `select entity_id from public.audit_log where action = 'rate_limited'
       and entity = 'reset' order by id`,
    )
  );
  assert.deepEqual(audited.map((row) => row.entity_id), [
    `email:${user.email}`,
    `client:${client}`,
  ]);
});

Deno.test("by real SMTP: request, receive, follow the link, sign in with the new password", async () => {
  await drainOutbox();
  const smtp = await startSmtpServer();
  const mailer = smtpMailer(smtp.url, api.config.mailFrom);
  try {
    const user = await api.createUser();
    assert.equal((await requestReset(user.email)).status, 200);
    assert.equal(await deliverDueMail(api.db, mailer), 1);
    const received = smtp.received.find((mail) => mail.to.includes(user.email));
    assert.ok(received, "the SMTP server received the message");
    assert.match(received.raw, /Subject: Reset your Leave password/);
    const [textPart, htmlPart] = decodeQuotedPrintable(received.raw).split(
      "Content-Type: text/html",
    );
    const token = linkToken(textPart);
    assert.ok(htmlPart, "an HTML part too");
    assert.equal(linkToken(htmlPart), token, "the HTML link, wrapped by quoted-printable, matches");

    assert.equal((await resetPassword(token, NEW_PASSWORD)).status, 200);
    const signedIn = await login(user.email, NEW_PASSWORD);
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.user.id, user.id);
    assert.equal((await login(user.email, user.password)).status, 401, "old password refused");
    const old = await api.request("GET", "/api/departments", { token: user.token });
    assert.equal(old.status, 401, "the old session is over");
  } finally {
    await smtp.stop();
  }
});

Deno.test("with the SMTP server down the reset mail waits and arrives once it is back", async () => {
  await drainOutbox();
  const smtp = await startSmtpServer();
  const mailer = smtpMailer(smtp.url, api.config.mailFrom);
  try {
    await smtp.stop();
    const user = await api.createUser();
    assert.equal((await requestReset(user.email)).status, 200, "the caller never sees it");
    assert.equal(await deliverDueMail(api.db, mailer), 0);
    const [queued] = await api.db.privileged((tx) =>
      tx.query<{ sent: boolean; last_error: string | null }>(
        `select sent_at is not null as sent, last_error from private.email_outbox
         where to_address = $1`,
        [user.email],
      )
    );
    assert.equal(queued.sent, false);
    assert.ok(queued.last_error, "the failure is recorded");

    await smtp.start();
    // the retry is due after its backoff; bring it forward rather than sleeping
    await api.db.privileged((tx) =>
      tx.query("update private.email_outbox set next_attempt_at = now() where sent_at is null")
    );
    assert.equal(await deliverDueMail(api.db, mailer), 1);
    const received = smtp.received.find((mail) => mail.to.includes(user.email));
    assert.ok(received, "delivered once the server is back");
    const token = linkToken(decodeQuotedPrintable(received.raw));
    assert.equal((await resetPassword(token, NEW_PASSWORD)).status, 200);
    assert.equal((await login(user.email, NEW_PASSWORD)).status, 200);
    assert.equal(await deliverDueMail(api.db, mailer), 0, "nothing is sent twice");
  } finally {
    await smtp.stop();
  }
});

Deno.test("the answer goes out before the account is looked up, for known and unknown emails", async () => {
  const user = await api.createUser();
  const held: (() => Promise<unknown>)[] = [];
  const { createApp } = await import("../app.ts");
  const app = createApp({ ...api.deps, defer: (task) => void held.push(task) });
  const outboxBefore = await queuedTo(user.email);
  for (const email of [user.email, "nobody-here@leave.test"]) {
    const response = await app.request("/api/request-reset-password", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      body: JSON.stringify({ email }),
    });
    assert.deepEqual([response.status, await response.json()], [200, { message: RESET_REQUESTED }]);
  }
  // both answered with the same work left to do, and nothing of the account touched yet
  assert.equal(held.length, 2);
  assert.deepEqual(await queuedTo(user.email), outboxBefore);
  for (const task of held) await task();
  assert.equal((await queuedTo(user.email)).length, outboxBefore.length + 1, "the link is sent");
  assert.equal((await queuedTo("nobody-here@leave.test")).length, 0);
});
