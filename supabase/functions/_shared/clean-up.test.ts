import assert from "node:assert/strict";
import { setupApi } from "../../tests/harness.ts";
import { cleanUp, scheduleCleanUp } from "./clean-up.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser();

/** Rows of a private table left, by a column that tells them apart. */
async function left(table: string, column: string): Promise<string[]> {
  const rows = await api.db.privileged((tx) =>
    tx.query<{ label: string }>(`select ${column} as label from private.${table} order by 1`)
  );
  return rows.map((row) => row.label);
}

Deno.test("the clean-up removes only what can no longer matter, and audits the counts", async () => {
  await api.db.privileged(async (tx) => {
    await tx.query(
      `insert into private.auth_attempts (key, at) values
         ('old', now() - interval '61 minutes'), ('recent', now() - interval '59 minutes')`,
    );
    await tx.query(
      `insert into private.sessions (user_id, expires_at, revoked_at) values
         ($1, now() - interval '8 days', null),
         ($1, now() - interval '6 days', null),
         ($1, now() + interval '1 hour', now() - interval '8 days'),
         ($1, now() + interval '1 hour', now() - interval '1 day')`,
      [employee.id],
    );
    await tx.query(
      `insert into private.password_reset_tokens (token_hash, user_id, expires_at, used_at) values
         ('used', $1, now() + interval '30 minutes', now()),
         ('expired', $1, now() - interval '1 minute', null),
         ('live', $1, now() + interval '30 minutes', null)`,
      [employee.id],
    );
    await tx.query(
      `insert into private.email_outbox (to_address, subject, body_text, created_at, sent_at)
       values ('a@example.com', 'sent long ago', '', now() - interval '31 days', now() - interval '31 days'),
              ('a@example.com', 'sent yesterday', '', now() - interval '1 day', now() - interval '1 day'),
              ('a@example.com', 'never sent', '', now() - interval '40 days', null)`,
    );
    await tx.query(
      `insert into private.known_sign_ins (user_id, client, last_at) values
         ($1, '192.0.2.1', now() - interval '91 days'), ($1, '192.0.2.2', now() - interval '1 day')`,
      [employee.id],
    );
  });
  const sessionsBefore = (await left("sessions", "id")).length;

  const removed = await cleanUp(api.db);

  assert.deepEqual(removed, {
    auth_attempts: 1,
    sessions: 2,
    password_reset_tokens: 2,
    email_outbox: 1,
    known_sign_ins: 1,
  });
  assert.deepEqual(await left("auth_attempts", "key"), ["recent"]);
  assert.equal((await left("sessions", "id")).length, sessionsBefore - 2);
  assert.deepEqual(await left("password_reset_tokens", "token_hash"), ["live"]);
  assert.deepEqual(await left("email_outbox", "subject"), ["never sent", "sent yesterday"]);
  assert.deepEqual(await left("known_sign_ins", "client"), ["192.0.2.2"]);
  // Signed-in users stay signed in.
  for (const user of [admin, employee]) {
    assert.equal((await api.request("GET", "/api/departments", { token: user.token })).status, 200);
  }

  // The audit log holds the counts, written by the system.
  const [entry] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string | null; entity: string; after: unknown }>(
      "select actor_id, entity, after from public.audit_log where action = 'clean_up' order by id desc limit 1",
    )
  );
  assert.deepEqual(entry, { actor_id: null, entity: "maintenance", after: removed });

  // A second run finds nothing and says so.
  assert.deepEqual(await cleanUp(api.db), {
    auth_attempts: 0,
    sessions: 0,
    password_reset_tokens: 0,
    email_outbox: 0,
    known_sign_ins: 0,
  });
});

Deno.test("the clean-up runs daily at 03:30 in London, or on CLEAN_UP_CRON", () => {
  const daily = scheduleCleanUp(api.db);
  try {
    const next = daily.nextRun()!;
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(next);
    assert.equal(time, "03:30");
  } finally {
    daily.stop();
  }
  assert.throws(() => scheduleCleanUp(api.db, "not a cron"));
});
