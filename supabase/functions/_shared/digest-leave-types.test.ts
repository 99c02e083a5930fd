import assert from "node:assert/strict";
import { setupApi } from "../../tests/harness.ts";
import { sendPendingDigest } from "./digest.ts";

// Issue 33: a pending request of another leave type is named by its type in the digest; a
// Holiday's line stays the spec's.
const api = await setupApi({ now: new Date("2026-12-01T09:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin", firstName: "Ada" });

Deno.test("the digest names a pending request's leave type beside its dates; a Holiday's line is unchanged", async () => {
  const ann = await api.createUser({ firstName: "Ann", lastName: "Smith" });
  const now = new Date("2026-12-01T09:00:00Z");
  await api.db.privileged(async (tx) => {
    const [type] = await tx.query<{ id: number }>(
      "select id::integer as id from public.leave_types where kind = 'compassionate'",
    );
    await tx.query(
      `insert into public.holiday_requests (user_id, start_date, end_date, leave_type_id, created_at)
       values ($1, '2027-01-11', '2027-01-11', $2, $3), ($1, '2027-01-18', '2027-01-18', 1, $3)`,
      [ann.id, type.id, now.toISOString()],
    );
  });
  const result = await sendPendingDigest(api.db, { appUrl: "http://leave.test", now });
  assert.deepEqual(result, { recipients: 1, pending: 2, cancellations: 0 });
  const [mail] = await api.db.privileged((tx) =>
    tx.query<{ body_text: string; body_html: string }>(
      "select body_text, body_html from private.email_outbox where to_address = $1",
      [admin.email],
    )
  );
  assert.match(
    mail.body_text,
    /- Ann Smith \(No Department\): Compassionate leave 11\/01\/2027, 10 hours, waiting since today/,
  );
  assert.match(
    mail.body_text,
    /- Ann Smith \(No Department\): 18\/01\/2027, 10 hours, waiting since today/,
  );
  assert.match(mail.body_html, /<li>Ann Smith \(No Department\): Compassionate leave 11\/01\/2027/);
});
