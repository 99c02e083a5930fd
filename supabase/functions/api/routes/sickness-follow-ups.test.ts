import assert from "node:assert/strict";
import { addDays } from "@shared/dates.ts";
import { FIT_NOTE_AFTER_DAYS } from "@shared/schemas/sickness-follow-ups.ts";
import { sendPendingDigest } from "../../_shared/digest.ts";
import { eraseHealthData } from "../../_shared/retention.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

// "Today" is Wednesday 10 June 2026.
const NOW = new Date("2026-06-10T12:00:00Z");
const api = await setupApi({ now: NOW });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin", firstName: "Ada", lastName: "Admin" });
const clerk = await api.createUser({ role: "sickness_user" });

/** A log of `user` with a reason; answers its id. */
async function insertLog(user: TestUser, from: string, to: string | null, reason = "Flu") {
  return await api.db.privileged(async (tx) => {
    const [log] = await tx.query<{ id: number }>(
      `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
       values ($1, $2, $3) returning id::integer as id`,
      [user.id, from, to],
    );
    await tx.query("insert into public.sickness_log_reasons (log_id, reason) values ($1, $2)", [
      log.id,
      reason,
    ]);
    return log.id;
  });
}

function followUps(user: TestUser, ids: number[]) {
  return api.request("GET", `/api/admin/sickness-follow-ups?logIds=${ids.join(",")}`, {
    token: user.token,
  });
}

function saveFollowUp(user: TestUser, id: number, body: Record<string, unknown>) {
  return api.request("PUT", `/api/admin/sickness-logs/${id}/follow-up`, {
    token: user.token,
    body: { rtwStatus: "not_needed", rtwNote: null, fitNoteDetails: null, ...body },
  });
}

Deno.test("a log over 7 calendar days needs a fit note until one is received", async () => {
  const ann = await api.createUser();
  // The screen says "longer than FIT_NOTE_AFTER_DAYS days": the database draws the line there.
  const week = await insertLog(ann, "2026-05-04", addDays("2026-05-04", FIT_NOTE_AFTER_DAYS - 1));
  const eight = await insertLog(ann, "2026-05-18", addDays("2026-05-18", FIT_NOTE_AFTER_DAYS));
  const open = await insertLog(ann, "2026-06-03", null); // open: 3 to 10 June, 8 days
  const { status, body } = await followUps(admin, [week, eight, open, 999_999]);
  assert.equal(status, 200);
  assert.deepEqual(
    body.map((f: { logId: number; fitNoteNeeded: boolean }) => [
      f.logId,
      f.fitNoteNeeded,
    ]),
    [[week, false], [eight, true], [open, true]],
  );
  assert.deepEqual(body[0], {
    logId: week,
    fitNoteNeeded: false,
    rtwStatus: "not_needed",
    rtwDoneBy: null,
    rtwDoneByName: null,
    rtwDoneOn: null,
    rtwNote: null,
    fitNoteReceivedOn: null,
    fitNoteDetails: null,
  });

  const received = await saveFollowUp(admin, eight, {
    fitNoteReceivedOn: "2026-05-26",
    fitNoteDetails: "GP: unfit for work 2 weeks",
  });
  assert.equal(received.status, 200);
  assert.equal(received.body.fitNoteNeeded, false);
  assert.equal(received.body.fitNoteDetails, "GP: unfit for work 2 weeks");
});

Deno.test("the return-to-work interview: due, done by someone on a day, with a note", async () => {
  const bob = await api.createUser();
  const log = await insertLog(bob, "2026-06-01", "2026-06-02");
  const done = await saveFollowUp(admin, log, {
    rtwStatus: "done",
    rtwDoneBy: admin.id,
    rtwDoneOn: "2026-06-04",
    rtwNote: "Back on light duties for a week",
  });
  assert.equal(done.status, 200);
  assert.deepEqual(
    [done.body.rtwStatus, done.body.rtwDoneByName, done.body.rtwDoneOn, done.body.rtwNote],
    ["done", "Ada Admin", "2026-06-04", "Back on light duties for a week"],
  );
  // The note is health data: its audit row keeps it withheld.
  const audit = await api.db.privileged((tx) =>
    tx.query<{ after: Record<string, unknown> }>(
      `select after from public.audit_log where entity = 'sickness_follow_ups' and entity_id = $1
       order by id desc limit 1`,
      [String(log)],
    )
  );
  assert.equal(audit.length, 1);
  assert.equal(audit[0].after.rtw_note, "[withheld]");
  assert.doesNotMatch(JSON.stringify(audit), /light duties/);

  // Refusals name the field and change nothing.
  const missing = await saveFollowUp(admin, log, { rtwStatus: "done", rtwDoneOn: "2026-06-04" });
  assert.deepEqual([missing.status, missing.body], errorAnswer(400, "rtwDoneBy: is required"));
  const early = await saveFollowUp(admin, log, { rtwStatus: "due", rtwDoneOn: "2026-06-04" });
  assert.deepEqual(
    [early.status, early.body],
    errorAnswer(400, "rtwDoneOn: must be empty unless the interview is done"),
  );
  const nobody = await saveFollowUp(admin, log, {
    rtwStatus: "done",
    rtwDoneBy: crypto.randomUUID(),
    rtwDoneOn: "2026-06-04",
  });
  assert.deepEqual(
    [nobody.status, nobody.body],
    errorAnswer(400, "rtwDoneBy: there is no such user"),
  );
  const details = await saveFollowUp(admin, log, { fitNoteDetails: "From the GP" });
  assert.deepEqual(
    [details.status, details.body],
    errorAnswer(400, "fitNoteReceivedOn: is required with the fit note's details"),
  );
  const [after] = (await followUps(admin, [log])).body;
  assert.equal(after.rtwNote, "Back on light duties for a week");

  const unknown = await saveFollowUp(admin, 999_999, {});
  assert.deepEqual([unknown.status, unknown.body], errorAnswer(404, "Sickness log not found"));
  assert.equal((await saveFollowUp(clerk, log, {})).status, 403);
  assert.equal((await followUps(clerk, [log])).status, 403);
  const bad = await followUps(admin, []);
  assert.deepEqual(
    [bad.status, bad.body],
    errorAnswer(400, "logIds: must be up to 200 log ids separated by commas"),
  );
});

Deno.test("the digest lists overdue interviews and missing fit notes, never a reason", async () => {
  const cy = await api.createUser({ firstName: "Cy", lastName: "Overdue" });
  const di = await api.createUser({ firstName: "Di", lastName: "Recent" });
  const ed = await api.createUser({ firstName: "Ed", lastName: "Longoff" });
  // Ended Tue 2 June: Wed 3, Thu 4, Mon 8, Tue 9, Wed 10 are 5 working days since: overdue.
  const overdue = await insertLog(cy, "2026-06-01", "2026-06-02", "Back pain");
  // Ended Thu 4 June: Mon 8, Tue 9, Wed 10 are 3 working days: not yet.
  const recent = await insertLog(di, "2026-06-04", "2026-06-04", "Back pain");
  await saveFollowUp(admin, overdue, { rtwStatus: "due" });
  await saveFollowUp(admin, recent, { rtwStatus: "due" });
  // 18 to 28 May, 11 days, no fit note.
  await insertLog(ed, "2026-05-18", "2026-05-28", "Back pain");

  await api.db.privileged((tx) => tx.query("delete from private.email_outbox"));
  await sendPendingDigest(api.db, { appUrl: "http://leave.test", now: NOW });
  const mails = await api.db.privileged((tx) =>
    tx.query<{ to_address: string; subject: string; body_text: string }>(
      "select to_address, subject, body_text from private.email_outbox",
    )
  );
  const mail = mails.find((m) => m.to_address === admin.email)!;
  assert.ok(mail, "the admin gets a digest");
  assert.match(mail.body_text, /return-to-work interview is due more than 3 working days/);
  assert.match(
    mail.body_text,
    /- Cy Overdue \(No Department\): off sick 01\/06\/2026 to 02\/06\/2026/,
  );
  assert.doesNotMatch(mail.body_text, /Di Recent/);
  assert.match(mail.body_text, /sickness logs? needs? a fit note/);
  assert.match(
    mail.body_text,
    /- Ed Longoff \(No Department\): off sick 18\/05\/2026 to 28\/05\/2026/,
  );
  assert.doesNotMatch(mail.body_text + mail.subject, /Back pain/);
  assert.ok(mails.every((m) => !/Back pain/.test(m.body_text)));
});

Deno.test("retention erases reasons and notes of logs past it, audits only the count", async () => {
  const settings = await api.request("GET", "/api/admin/sickness-settings", {
    token: admin.token,
  });
  assert.deepEqual(settings.body, { retentionYears: 6 });
  const fay = await api.createUser();
  // Ended 9 June 2020: more than 6 years before 10 June 2026. Ended 10 June 2020: exactly 6.
  const old = await insertLog(fay, "2020-06-01", "2020-06-09", "Old secret ailment");
  const kept = await insertLog(fay, "2020-06-10", "2020-06-10", "Kept ailment");
  await saveFollowUp(admin, old, {
    rtwStatus: "done",
    rtwDoneBy: admin.id,
    rtwDoneOn: "2020-06-12",
    rtwNote: "Old interview note",
    fitNoteReceivedOn: "2020-06-05",
    fitNoteDetails: "Old fit note",
  });
  // An audit row written before reasons were withheld, still holding the text.
  await api.db.privileged(async (tx) => {
    await tx.query("alter table public.audit_log disable trigger audit_log_complete");
    await tx.query(
      `insert into public.audit_log (action, entity, entity_id, after, actor)
       values ('insert', 'sickness_log_reasons', $1, $2::text::jsonb, 'test')`,
      [String(old), JSON.stringify({ log_id: old, reason: "Old secret ailment" })],
    );
    await tx.query("alter table public.audit_log enable trigger audit_log_complete");
  });

  assert.equal(await eraseHealthData(api.db, NOW), 1);
  const reasons = await api.db.privileged((tx) =>
    tx.query<{ log_id: number; reason: string }>(
      "select log_id::integer as log_id, reason from public.sickness_log_reasons where log_id = any ($1::bigint[])",
      [`{${old},${kept}}`],
    )
  );
  assert.deepEqual(reasons, [{ log_id: kept, reason: "Kept ailment" }]);
  const [oldFollowUp] = (await followUps(admin, [old])).body;
  assert.deepEqual(
    [oldFollowUp.rtwNote, oldFollowUp.fitNoteDetails, oldFollowUp.rtwStatus],
    [null, null, "done"],
  );
  const everything = await api.db.privileged((tx) =>
    tx.query("select before, after from public.audit_log")
  );
  assert.doesNotMatch(
    JSON.stringify(everything),
    /Old secret ailment|Old interview note|Old fit note/,
  );
  const [run] = await api.db.privileged((tx) =>
    tx.query<{ actor: string; after: unknown }>(
      `select actor, after from public.audit_log where action = 'erase_health_data'
       order by id desc limit 1`,
    )
  );
  assert.deepEqual(run, {
    actor: "system:retention",
    after: { logs: 1, ended_before: "2020-06-10" },
  });
  // Nothing left to erase: a second run erases none.
  assert.equal(await eraseHealthData(api.db, NOW), 0);

  // A shorter retention reaches the newer log; bad input changes nothing.
  const bad = await api.request("PUT", "/api/admin/sickness-settings", {
    token: admin.token,
    body: { retentionYears: 0 },
  });
  assert.deepEqual(
    [bad.status, bad.body],
    errorAnswer(400, "retentionYears: must be a whole number of years from 1 to 50"),
  );
  const asClerk = await api.request("PUT", "/api/admin/sickness-settings", {
    token: clerk.token,
    body: { retentionYears: 1 },
  });
  assert.equal(asClerk.status, 403);
  const shorter = await api.request("PUT", "/api/admin/sickness-settings", {
    token: admin.token,
    body: { retentionYears: 5 },
  });
  assert.deepEqual(shorter.body, { retentionYears: 5 });
  assert.equal(await eraseHealthData(api.db, NOW), 1);
  await api.request("PUT", "/api/admin/sickness-settings", {
    token: admin.token,
    body: { retentionYears: 6 },
  });
});
