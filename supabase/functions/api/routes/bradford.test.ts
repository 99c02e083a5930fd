import assert from "node:assert/strict";
import { DEFAULT_BRADFORD_BANDS } from "@shared/schemas/bradford.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

// "Today" is Wednesday 10 June 2026: the 52 weeks run from Thursday 12 June 2025.
const api = await setupApi({ now: new Date("2026-06-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const clerk = await api.createUser({ role: "sickness_user" });
const employee = await api.createUser();

async function insertLogs(userId: string, logs: [string, string | null, string?][]) {
  await api.db.privileged(async (tx) => {
    for (const [from, to, reason] of logs) {
      const [log] = await tx.query<{ id: number }>(
        `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
         values ($1, $2, $3) returning id`,
        [userId, from, to],
      );
      if (reason) {
        await tx.query(
          "insert into public.sickness_log_reasons (log_id, reason) values ($1, $2)",
          [log.id, reason],
        );
      }
    }
  });
}

function scores(user: TestUser, asOf?: string) {
  const search = asOf === undefined ? "" : `?asOf=${asOf}`;
  return api.request("GET", `/api/sickness-bradford${search}`, { token: user.token });
}

/** The row of `user` in an answer, without the names. */
async function scoreOf(user: TestUser, asOf?: string) {
  const { status, body } = await scores(admin, asOf);
  assert.equal(status, 200);
  const row = body.rows.find((r: { user_id: string }) => r.user_id === user.id);
  if (!row) return null;
  const { spells, days, score, band } = row;
  return { spells, days, score, band };
}

function putBands(user: TestUser, bands: unknown) {
  return api.request("PUT", "/api/admin/bradford-bands", { token: user.token, body: { bands } });
}

Deno.test("logs with no working day between them are one spell: a weekend, a bank holiday", async () => {
  const weekend = await api.createUser();
  const easter = await api.createUser();
  const apart = await api.createUser();
  const saturday = await api.createUser();
  const over = await api.createUser();
  // Thu 14 May 2026, then Mon 18 May to Tue 19 May: Friday to Sunday are not working days on the
  // spec's Monday to Thursday, so one spell of 3 days: 1² × 3.
  await insertLogs(weekend.id, [["2026-05-14", "2026-05-14"], ["2026-05-18", "2026-05-19"]]);
  // Wed 1 to Thu 2 Apr 2026, then Tue 7 Apr: Good Friday, the weekend and Easter Monday lie
  // between: one spell of 3 days.
  await insertLogs(easter.id, [["2026-04-01", "2026-04-02"], ["2026-04-07", "2026-04-07"]]);
  // Mon 4 May is a bank holiday; Mon 11 May and Wed 13 May have Tue 12 May between: 2 spells,
  // 2 days: 2² × 2 = 8.
  await insertLogs(apart.id, [["2026-05-11", "2026-05-11"], ["2026-05-13", "2026-05-13"]]);
  // A Saturday alone is no working day off: no spell, no row.
  await insertLogs(saturday.id, [["2026-05-16", "2026-05-16"]]);
  // Mon 4 May 2026 (a bank holiday) to Thu 7 May: 3 days. Thu 25 Dec 2025 to Mon 29 Dec: Christmas
  // and Boxing Day are bank holidays, Friday to Sunday no working days: Mon 29 Dec alone, 1 day.
  await insertLogs(over.id, [["2026-05-04", "2026-05-07"], ["2025-12-25", "2025-12-29"]]);

  assert.deepEqual(await scoreOf(weekend), { spells: 1, days: 3, score: 3, band: null });
  assert.deepEqual(await scoreOf(easter), { spells: 1, days: 3, score: 3, band: null });
  assert.deepEqual(await scoreOf(apart), { spells: 2, days: 2, score: 8, band: null });
  assert.equal(await scoreOf(saturday), null);
  assert.deepEqual(await scoreOf(over), { spells: 2, days: 4, score: 16, band: null });
});

Deno.test("spells follow the user's working pattern", async () => {
  const weekender = await api.createUser();
  const created = await api.request("POST", "/api/admin/working-patterns", {
    token: admin.token,
    body: { name: "Friday to Sunday", anchor: "2026-01-05", hours: [0, 0, 0, 0, 10, 10, 10] },
  });
  assert.equal(created.status, 201);
  const given = await api.request("PUT", `/api/admin/users/${weekender.id}/working-patterns`, {
    token: admin.token,
    body: { patternId: created.body.id, startsOn: "2026-01-05" },
  });
  assert.equal(given.status, 200);
  // Sun 10 May, then Fri 15 May: Monday to Thursday are not theirs, so one spell; Mon 11 May
  // alone counts no day. Sat 23 May with Fri 22 May between is a second spell.
  await insertLogs(weekender.id, [
    ["2026-05-10", "2026-05-10"],
    ["2026-05-11", "2026-05-11"],
    ["2026-05-15", "2026-05-15"],
    ["2026-05-23", "2026-05-23"],
  ]);
  assert.deepEqual(await scoreOf(weekender), { spells: 2, days: 3, score: 12, band: null });

  // A pattern begun within the 52 weeks: Monday to Thursday before Mon 2 March 2026, Friday to
  // Sunday from then. Thu 26 Feb, then Fri 6 Mar: Fri 27 Feb to the weekend, then Mon 2 to Thu
  // 5 Mar, are no working days, so one spell of 2 days; Fri 27 Feb alone adds none. Sun 15 Mar,
  // with Sat 7 and Sun 8 Mar between, is a second spell: 2² × 3.
  const changer = await api.createUser();
  const fromMarch = await api.request("PUT", `/api/admin/users/${changer.id}/working-patterns`, {
    token: admin.token,
    body: { patternId: created.body.id, startsOn: "2026-03-02" },
  });
  assert.equal(fromMarch.status, 200);
  await insertLogs(changer.id, [
    ["2026-02-26", "2026-02-26"],
    ["2026-02-27", "2026-02-27"],
    ["2026-03-06", "2026-03-06"],
    ["2026-03-15", "2026-03-15"],
  ]);
  assert.deepEqual(await scoreOf(changer), { spells: 2, days: 3, score: 12, band: null });
});

Deno.test("the 52 weeks end on asOf; an open log counts up to today; bands are reached", async () => {
  const edge = await api.createUser();
  const open = await api.createUser();
  // Mon 9 to Thu 12 June 2025: only Thu 12 June is in the 52 weeks to 10 June 2026.
  // Mon 1 Sep 2025 (one day) and Mon 2 to Thu 5 Mar 2026 (4 days): 3 spells, 6 days: 54.
  await insertLogs(edge.id, [
    ["2025-06-09", "2025-06-12"],
    ["2025-09-01", "2025-09-01"],
    ["2026-03-02", "2026-03-05"],
  ]);
  assert.deepEqual(await scoreOf(edge), { spells: 3, days: 6, score: 54, band: 0 });
  // A year earlier the 52 weeks hold the June 2025 log alone: Mon 9 to Thu 12 June.
  assert.deepEqual(await scoreOf(edge, "2025-06-30"), { spells: 1, days: 4, score: 4, band: null });

  // Open since Mon 1 June 2026: Mon 1 to Thu 4 and Mon 8 to today Wed 10 June = 7 days; as of
  // Tue 2 June, 2 days. Never past today, even with asOf later.
  await insertLogs(open.id, [["2026-06-01", null]]);
  assert.deepEqual(await scoreOf(open), { spells: 1, days: 7, score: 7, band: null });
  assert.deepEqual(await scoreOf(open, "2026-06-02"), { spells: 1, days: 2, score: 2, band: null });
  assert.deepEqual(await scoreOf(open, "2026-07-31"), { spells: 1, days: 7, score: 7, band: null });

  const { body } = await scores(admin, "2026-06-10");
  assert.equal(body.from, "2025-06-12");
  assert.equal(body.asOf, "2026-06-10");
  assert.deepEqual(body.bands, DEFAULT_BRADFORD_BANDS);
  const ranked = body.rows.map((r: { score: number }) => r.score);
  assert.deepEqual(ranked, [...ranked].sort((a, b) => b - a));
});

Deno.test("each band from its trigger point; a deactivated user is left out", async () => {
  const high = await api.createUser({ firstName: "Hana", lastName: "High" });
  const gone = await api.createUser();
  // Five one-day spells on five Mondays: 5² × 5 = 125, the first band; six make 216, the second.
  const mondays = ["2026-01-12", "2026-01-26", "2026-02-09", "2026-02-23", "2026-03-09"];
  await insertLogs(high.id, mondays.map((day) => [day, day] as [string, string]));
  assert.deepEqual(await scoreOf(high), { spells: 5, days: 5, score: 125, band: 0 });
  await insertLogs(high.id, [["2026-03-23", "2026-03-23"]]);
  assert.deepEqual(await scoreOf(high), { spells: 6, days: 6, score: 216, band: 1 });

  await insertLogs(gone.id, [["2026-03-23", "2026-03-23"]]);
  assert.notEqual(await scoreOf(gone), null);
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );
  assert.equal(await scoreOf(gone), null);
});

Deno.test("a sickness user sees the scores and no reason; an employee is refused", async () => {
  const ill = await api.createUser();
  await insertLogs(ill.id, [["2026-02-02", "2026-02-03", "Migraine, see GP letter"]]);
  const seen = await scores(clerk);
  assert.equal(seen.status, 200);
  assert.ok(seen.body.rows.some((r: { user_id: string }) => r.user_id === ill.id));
  assert.doesNotMatch(JSON.stringify(seen.body), /Migraine|reason/i);
  const asAdmin = await scores(admin);
  assert.doesNotMatch(JSON.stringify(asAdmin.body), /Migraine|reason/i);

  const refused = await scores(employee);
  assert.equal(refused.status, 403);
  const anonymous = await api.request("GET", "/api/sickness-bradford");
  assert.equal(anonymous.status, 401);
  const bad = await scores(admin, "2026-02-30");
  assert.deepEqual(
    [bad.status, bad.body],
    errorAnswer(400, "asOf: must be a date in yyyy-MM-dd format"),
  );
});

Deno.test("an administrator sets the trigger points; they are audited and checked", async () => {
  const initial = await api.request("GET", "/api/admin/bradford-bands", { token: admin.token });
  assert.deepEqual(initial.body, { bands: DEFAULT_BRADFORD_BANDS });

  const bands = [{ from: 100, label: "Talk" }, { from: 500, label: "Review" }];
  const saved = await putBands(admin, bands);
  assert.deepEqual([saved.status, saved.body], [200, { bands }]);
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; count: number }>(
      `select actor_id, count(*)::integer as count from public.audit_log
       where entity = 'bradford_bands' and action = 'insert' and after->>'label' = 'Talk'
       group by actor_id`,
    )
  );
  assert.deepEqual(audit, { actor_id: admin.id, count: 1 });

  // Refusals name the field and change nothing.
  const down = await putBands(admin, [{ from: 500, label: "A" }, { from: 100, label: "B" }]);
  assert.deepEqual(
    [down.status, down.body],
    errorAnswer(400, "bands: must go up: each trigger point above the one before"),
  );
  const blank = await putBands(admin, [{ from: 10, label: "  " }]);
  assert.deepEqual([blank.status, blank.body], errorAnswer(400, "bands.0.label: is required"));
  const zero = await putBands(admin, [{ from: 0, label: "Zero" }]);
  assert.deepEqual(
    [zero.status, zero.body],
    errorAnswer(400, "bands.0.from: must be a whole number from 1 to 100000"),
  );
  const asClerk = await putBands(clerk, [{ from: 1, label: "Any" }]);
  assert.equal(asClerk.status, 403);
  const after = await api.request("GET", "/api/admin/bradford-bands", { token: admin.token });
  assert.deepEqual(after.body, { bands });

  // The scores use them; no trigger points at all leaves every band null.
  const answer = await scores(clerk);
  assert.deepEqual(answer.body.bands, bands);
  assert.deepEqual(await putBands(admin, []).then((r) => r.body), { bands: [] });
  const none = await scores(admin);
  assert.ok(none.body.rows.every((r: { band: number | null }) => r.band === null));
  await putBands(admin, DEFAULT_BRADFORD_BANDS);
});

Deno.test("two administrators saving the bands at once: the last list stands whole (issue 28)", async () => {
  const other = await api.createUser({ role: "global_admin" });
  const mine = [{ from: 60, label: "Chat" }, { from: 300, label: "Formal" }];
  const theirs = [{ from: 80, label: "Word" }];
  for (let round = 0; round < 10; round++) {
    const [a, b] = await Promise.all([putBands(admin, mine), putBands(other, theirs)]);
    assert.deepEqual([a.status, a.body, b.status, b.body], [200, { bands: mine }, 200, {
      bands: theirs,
    }]);
    const { body } = await api.request("GET", "/api/admin/bradford-bands", { token: admin.token });
    assert.ok(
      [JSON.stringify(mine), JSON.stringify(theirs)].includes(JSON.stringify(body.bands)),
      `round ${round}: ${JSON.stringify(body.bands)}`,
    );
  }
});
