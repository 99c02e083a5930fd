// Calendar feeds (issue 18), read back with ical.js, a real iCalendar parser: what each feed
// holds, whole days against half days in Europe/London (a bank holiday, both clock changes),
// sickness only as "Away" and only when the company says so, and who can make, use and revoke a
// feed. A second, fresh database gives the golden file of a department feed its fixed ids:
// UPDATE_GOLDEN=1 deno test -A supabase/functions/api/routes/calendar.test.ts writes it anew.
import assert from "node:assert/strict";
import ICAL from "ical.js";
import { errorAnswer, setupApi, type TestApi, type TestUser } from "../../../tests/harness.ts";

// "Today" is Wednesday 10 June 2026: the feeds reach from 10 December 2025 to 10 December 2026.
const NOW = new Date("2026-06-10T12:00:00Z");
const api = await setupApi({ now: NOW });
globalThis.addEventListener("unload", () => void api.close());

const dispatch = await api.createDepartment("Dispatch");
const office = await api.createDepartment("Office");
const admin = await api.createUser({ role: "global_admin", firstName: "Ada", lastName: "Admin" });
const bea = await api.createUser({ firstName: "Bea", lastName: "Baker", departmentId: dispatch });
const cal = await api.createUser({ firstName: "Cal", lastName: "Cole", departmentId: dispatch });
const dan = await api.createUser({ firstName: "Dan", lastName: "Dale", departmentId: office });
const nia = await api.createUser({ firstName: "Nia", lastName: "Nobody" });

type Status = "pending" | "accepted" | "rejected" | "cancelled" | "cancel_requested";

async function insertRequest(
  db: TestApi["db"],
  user: TestUser,
  [start, startType, end, endType]: [string, string, string, string],
  status: Status = "accepted",
  leaveTypeId = 1,
): Promise<number> {
  const [row] = await db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests
         (user_id, start_date, start_day_type, end_date, end_day_type, status, deny_reason,
          leave_type_id)
       values ($1, $2, $3, $4, $5, $6::public.request_status,
         case when $6::public.request_status = 'rejected' then 'Busy' end, $7)
       returning id::integer as id`,
      [user.id, start, startType, end, endType, status, leaveTypeId],
    )
  );
  return row.id;
}

async function insertSickness(user: TestUser, from: string, to: string | null, reason: string) {
  await api.db.privileged(async (tx) => {
    const [log] = await tx.query<{ id: number }>(
      `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
       values ($1, $2, $3) returning id`,
      [user.id, from, to],
    );
    await tx.query("insert into public.sickness_log_reasons (log_id, reason) values ($1, $2)", [
      log.id,
      reason,
    ]);
  });
}

function createFeed(user: TestUser, body: unknown) {
  return api.request("POST", "/api/calendar-feeds", { token: user.token, body });
}

/** A new feed's path, e.g. /api/calendar/company/<token>.ics. */
async function feedUrl(user: TestUser, body: unknown): Promise<string> {
  const created = await createFeed(user, body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.url;
}

/** GET a feed: its status, headers and text. */
async function fetchFeed(path: string, app: TestApi = api) {
  const response = await app.app.request(path);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

interface ParsedEvent {
  uid: string;
  summary: string;
  /** yyyy-MM-dd for an all-day event; London wall time and the instant for a timed one. */
  start: string;
  end: string;
}

/** The events of a feed as ical.js reads them, by start. */
function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const show = (time: ICAL.Time) =>
    time.isDate
      ? time.toString()
      : `${time.toString()} ${time.zone?.tzid} = ${time.toJSDate().toISOString()}`;
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: show(event.startDate),
      end: show(event.endDate),
    };
  }).sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary));
}

async function events(path: string) {
  const feed = await fetchFeed(path);
  assert.equal(feed.status, 200);
  return parse(feed.text).map(({ summary, start, end }) => ({ summary, start, end }));
}

function setShowSickness(user: TestUser, showSicknessAsAway: unknown) {
  return api.request("PUT", "/api/admin/calendar-settings", {
    token: user.token,
    body: { showSicknessAsAway },
  });
}

const NOT_FOUND = { error: "Not found", code: "not_found" };

// Bea: Thu 2 to Tue 7 Apr 2026 over Good Friday and Easter Monday; Fri 27 Mar afternoon to
// Mon 30 Mar morning across the clock going forward (Sun 29 Mar); Fri 23 Oct afternoon to
// Mon 26 Oct morning across it going back (Sun 25 Oct); a pending request and a rejected one.
await insertRequest(api.db, bea, ["2026-04-02", "full", "2026-04-07", "full"]);
await insertRequest(api.db, bea, ["2026-03-27", "afternoon", "2026-03-30", "morning"]);
await insertRequest(api.db, bea, ["2026-10-23", "afternoon", "2026-10-26", "morning"]);
await insertRequest(api.db, bea, ["2026-07-01", "full", "2026-07-01", "full"], "pending");
await insertRequest(api.db, bea, ["2026-07-08", "full", "2026-07-08", "full"], "rejected");
// Cal: a morning alone, a cancellation asked, one cancelled, one outside the six months.
await insertRequest(api.db, cal, ["2026-06-15", "morning", "2026-06-15", "morning"]);
await insertRequest(api.db, cal, ["2026-06-18", "afternoon", "2026-06-18", "afternoon"]);
await insertRequest(
  api.db,
  cal,
  ["2026-08-03", "full", "2026-08-04", "full"],
  "cancel_requested",
);
await insertRequest(api.db, cal, ["2026-09-07", "full", "2026-09-07", "full"], "cancelled");
await insertRequest(api.db, cal, ["2025-11-03", "full", "2025-11-04", "full"]);
// Dan (Office) and Nia (no department): in the company feed only.
await insertRequest(api.db, dan, ["2026-06-22", "full", "2026-06-23", "full"]);
await insertRequest(api.db, nia, ["2026-06-29", "full", "2026-06-29", "full"]);
// Sickness with reasons that must never be seen; Cal's log is open since Mon 8 June.
await insertSickness(bea, "2026-05-11", "2026-05-12", "Sick with flu, GP letter");
await insertSickness(cal, "2026-06-08", null, "Migraine");

const BEA_AWAY = [
  {
    summary: "Bea Baker – Away",
    start: "2026-03-27T13:00:00 Europe/London = 2026-03-27T13:00:00.000Z",
    end: "2026-03-27T17:00:00 Europe/London = 2026-03-27T17:00:00.000Z",
  },
  { summary: "Bea Baker – Away", start: "2026-03-28", end: "2026-03-30" },
  {
    summary: "Bea Baker – Away",
    start: "2026-03-30T09:00:00 Europe/London = 2026-03-30T08:00:00.000Z",
    end: "2026-03-30T13:00:00 Europe/London = 2026-03-30T12:00:00.000Z",
  },
  // Good Friday and Easter Monday inside: one all-day event, DTEND the day after the last.
  { summary: "Bea Baker – Away", start: "2026-04-02", end: "2026-04-08" },
  {
    summary: "Bea Baker – Away",
    start: "2026-10-23T13:00:00 Europe/London = 2026-10-23T12:00:00.000Z",
    end: "2026-10-23T17:00:00 Europe/London = 2026-10-23T16:00:00.000Z",
  },
  { summary: "Bea Baker – Away", start: "2026-10-24", end: "2026-10-26" },
  {
    summary: "Bea Baker – Away",
    start: "2026-10-26T09:00:00 Europe/London = 2026-10-26T09:00:00.000Z",
    end: "2026-10-26T13:00:00 Europe/London = 2026-10-26T13:00:00.000Z",
  },
];

const CAL_AWAY = [
  {
    summary: "Cal Cole – Away",
    start: "2026-06-15T09:00:00 Europe/London = 2026-06-15T08:00:00.000Z",
    end: "2026-06-15T13:00:00 Europe/London = 2026-06-15T12:00:00.000Z",
  },
  {
    summary: "Cal Cole – Away",
    start: "2026-06-18T13:00:00 Europe/London = 2026-06-18T12:00:00.000Z",
    end: "2026-06-18T17:00:00 Europe/London = 2026-06-18T16:00:00.000Z",
  },
  { summary: "Cal Cole – Away", start: "2026-08-03", end: "2026-08-05" },
];

const byStart = <T extends { start: string; summary: string }>(list: T[]) =>
  [...list].sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary));

Deno.test("a personal feed: the owner's live requests with their status, as text/calendar", async () => {
  const url = await feedUrl(bea, { kind: "personal" });
  assert.match(url, /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await fetchFeed(url);
  assert.equal(feed.status, 200);
  assert.equal(feed.headers.get("Content-Type"), "text/calendar; charset=utf-8");
  assert.equal(feed.headers.get("Cache-Control"), "no-store");
  // Every line ends in CRLF, none is longer than 75 octets.
  assert.ok(feed.text.endsWith("END:VCALENDAR\r\n"));
  const lines = feed.text.split("\r\n").slice(0, -1);
  assert.ok(lines.every((line) => !line.includes("\n") && !line.includes("\r")));
  assert.ok(lines.every((line) => new TextEncoder().encode(line).length <= 75));
  assert.match(feed.text, /\r\nDTSTAMP:20260610T120000Z\r\n/);
  assert.match(feed.text, /\r\nTRANSP:OPAQUE\r\n/, "one's own holidays show as busy");

  assert.deepEqual(
    (await events(url)).map(({ summary, start }) => [summary, start.slice(0, 10)]),
    [
      ["Holiday", "2026-03-27"],
      ["Holiday", "2026-03-28"],
      ["Holiday", "2026-03-30"],
      ["Holiday", "2026-04-02"],
      ["Holiday (pending)", "2026-07-01"],
      ["Holiday", "2026-10-23"],
      ["Holiday", "2026-10-24"],
      ["Holiday", "2026-10-26"],
    ],
  );
  // The same UIDs on every fetch, one per event.
  const uids = parse(feed.text).map((event) => event.uid);
  assert.deepEqual(parse((await fetchFeed(url)).text).map((event) => event.uid), uids);
  assert.equal(new Set(uids).size, uids.length);
  assert.ok(uids.every((uid) => /^request-\d+(-\d)?@leave$/.test(uid)));
  assert.doesNotMatch(feed.text, /sick|flu|GP letter/i);
});

Deno.test("a personal feed shows a cancellation asked for, and never anyone else's", async () => {
  const url = await feedUrl(cal, { kind: "personal" });
  assert.deepEqual((await events(url)).map((event) => event.summary), [
    "Holiday",
    "Holiday",
    "Holiday (cancellation requested)",
  ]);
});

Deno.test("a department feed: accepted holidays of its members as '… – Away', halves timed", async () => {
  const url = await feedUrl(admin, { kind: "department", departmentId: dispatch });
  assert.match(url, /^\/api\/calendar\/department\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await fetchFeed(url);
  assert.deepEqual(await events(url), byStart([...BEA_AWAY, ...CAL_AWAY]));
  // No status, no type, no hint of what an absence is: only names and "Away".
  assert.doesNotMatch(feed.text, /pending|holiday|request|cancel|sick|flu|migraine|reason/i);
  assert.match(feed.text, /\r\nBEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n/);
  assert.doesNotMatch(feed.text, /TRANSP:OPAQUE/, "colleagues' absences leave the reader free");
  assert.match(feed.text, /\r\nDTSTART;TZID=Europe\/London:20260330T090000\r\n/);
  assert.match(feed.text, /\r\nDTSTART;VALUE=DATE:20260402\r\nDTEND;VALUE=DATE:20260408\r\n/);
  assert.ok(parse(feed.text).every((event) => /^away-[0-9a-f]{32}(-\d)?@leave$/.test(event.uid)));
});

Deno.test("a company feed: every active user's absences, with or without a department", async () => {
  const gone = await api.createUser({ firstName: "Gus", lastName: "Gone", departmentId: office });
  await insertRequest(api.db, gone, ["2026-06-24", "full", "2026-06-24", "full"]);
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );
  const url = await feedUrl(admin, { kind: "company" });
  assert.deepEqual(
    await events(url),
    byStart([
      ...BEA_AWAY,
      ...CAL_AWAY,
      { summary: "Dan Dale – Away", start: "2026-06-22", end: "2026-06-24" },
      { summary: "Nia Nobody – Away", start: "2026-06-29", end: "2026-06-30" },
    ]),
  );
});

Deno.test("sickness is in no feed unless turned on, then only as '… – Away'", async () => {
  const department = await feedUrl(admin, { kind: "department", departmentId: dispatch });
  const company = await feedUrl(admin, { kind: "company" });
  const personal = await feedUrl(cal, { kind: "personal" });
  const settings = await api.request("GET", "/api/admin/calendar-settings", {
    token: admin.token,
  });
  assert.deepEqual([settings.status, settings.body], [200, { showSicknessAsAway: false }]);
  assert.deepEqual(await events(department), byStart([...BEA_AWAY, ...CAL_AWAY]));

  const turnedOn = await setShowSickness(admin, true);
  assert.deepEqual([turnedOn.status, turnedOn.body], [200, { showSicknessAsAway: true }]);
  try {
    // Bea's log Mon 11 to Tue 12 May; Cal's open log from Mon 8 June up to today, Wed 10 June.
    assert.deepEqual(
      await events(department),
      byStart([
        ...BEA_AWAY,
        ...CAL_AWAY,
        { summary: "Bea Baker – Away", start: "2026-05-11", end: "2026-05-13" },
        { summary: "Cal Cole – Away", start: "2026-06-08", end: "2026-06-11" },
      ]),
    );
    for (const url of [department, company, personal]) {
      const { text } = await fetchFeed(url);
      assert.doesNotMatch(text, /sick|flu|GP letter|migraine|reason/i, url);
    }
    assert.equal((await events(personal)).length, 3, "a personal feed holds holidays only");
  } finally {
    assert.equal((await setShowSickness(admin, false)).status, 200);
  }
  assert.deepEqual(await events(department), byStart([...BEA_AWAY, ...CAL_AWAY]));

  // The change is audited like every setting.
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ n: number }>(
      `select count(*)::integer as n from public.audit_log
       where entity = 'company_settings' and actor_id = $1
         and (after ->> 'show_sickness_as_away')::boolean`,
      [admin.id],
    )
  );
  assert.equal(audit.n, 1);
});

Deno.test("only a global admin reads or changes the sickness setting; bad input is a 400", async () => {
  assert.equal((await setShowSickness(bea, true)).status, 403);
  const read = await api.request("GET", "/api/admin/calendar-settings", { token: bea.token });
  assert.equal(read.status, 403);
  const bad = await setShowSickness(admin, "yes");
  assert.deepEqual(
    [bad.status, bad.body],
    errorAnswer(400, "showSicknessAsAway: must be true or false"),
  );
});

Deno.test("a revoked token, a deactivated owner, a demoted admin: 404 at once, saying nothing", async () => {
  const owner = await api.createUser({ firstName: "Olly", lastName: "Owner" });
  const url = await feedUrl(owner, { kind: "personal" });
  assert.equal((await fetchFeed(url)).status, 200);
  const unknownPath = await fetchFeed("/api/no-such-thing");

  const created = await createFeed(owner, { kind: "personal" });
  const revoke = await api.request("DELETE", `/api/calendar-feeds/${created.body.id}`, {
    token: owner.token,
  });
  assert.equal(revoke.status, 200);
  const revoked = await fetchFeed(created.body.url);
  assert.deepEqual([revoked.status, revoked.text], [404, unknownPath.text]);
  assert.deepEqual(JSON.parse(revoked.text), NOT_FOUND);

  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [owner.id])
  );
  const deactivated = await fetchFeed(url);
  assert.deepEqual([deactivated.status, deactivated.text], [404, unknownPath.text]);

  const chief = await api.createUser({ role: "global_admin" });
  const company = await feedUrl(chief, { kind: "company" });
  assert.equal((await fetchFeed(company)).status, 200);
  await api.db.privileged((tx) =>
    tx.query("update public.users set role = 'employee' where id = $1", [chief.id])
  );
  assert.equal((await fetchFeed(company)).status, 404);
});

Deno.test("a token works for its own kind only; a malformed or unknown one is a 404", async () => {
  const personal = await createFeed(bea, { kind: "personal" });
  const company = await createFeed(admin, { kind: "company" });
  const department = await createFeed(admin, { kind: "department", departmentId: dispatch });
  const token = (created: typeof personal) => created.body.token as string;
  const paths = [
    `/api/calendar/company/${token(personal)}.ics`,
    `/api/calendar/department/${token(personal)}.ics`,
    `/api/calendar/${token(company)}.ics`,
    `/api/calendar/department/${token(company)}.ics`,
    `/api/calendar/company/${token(department)}.ics`,
    `/api/calendar/${token(department)}.ics`,
    `/api/calendar/${token(personal)}`,
    `/api/calendar/${token(personal)}.ical`,
    `/api/calendar/${token(personal).slice(1)}.ics`,
    `/api/calendar/${"A".repeat(43)}.ics`,
    "/api/calendar/..%2F.ics",
    "/api/calendar/.ics",
  ];
  for (const path of paths) {
    const answer = await fetchFeed(path);
    assert.deepEqual([answer.status, JSON.parse(answer.text)], [404, NOT_FOUND], path);
  }
  for (const created of [personal, company, department]) {
    assert.equal((await fetchFeed(created.body.url)).status, 200);
  }
});

Deno.test("an employee makes personal feeds only; the body is checked field by field", async () => {
  for (const body of [{ kind: "company" }, { kind: "department", departmentId: dispatch }]) {
    const refused = await createFeed(bea, body);
    assert.equal(refused.status, 403);
  }
  const cases: [unknown, string][] = [
    [{}, "kind: must be one of personal, department, company"],
    [{ kind: "team" }, "kind: must be one of personal, department, company"],
    [{ kind: "department" }, "departmentId: is required"],
    [{ kind: "department", departmentId: "x" }, "departmentId: must be a positive integer"],
    [{ kind: "company", departmentId: dispatch }, "departmentId: is only for a department feed"],
    [{ kind: "department", departmentId: 999999 }, "departmentId: there is no such department"],
  ];
  for (const [body, message] of cases) {
    const answer = await createFeed(admin, body);
    assert.deepEqual([answer.status, answer.body], errorAnswer(400, message), message);
  }
  assert.equal((await api.request("GET", "/api/calendar-feeds")).status, 401);
  const anonymous = await api.request("POST", "/api/calendar-feeds", {
    body: { kind: "personal" },
  });
  assert.equal(anonymous.status, 401);
});

Deno.test("a user lists and revokes their own feeds, never a token, never another's", async () => {
  const owner = await api.createUser();
  const other = await api.createUser();
  const created = await createFeed(owner, { kind: "personal" });
  assert.deepEqual(Object.keys(created.body).sort(), [
    "createdAt",
    "department",
    "departmentId",
    "id",
    "kind",
    "token",
    "url",
  ]);
  const list = await api.request("GET", "/api/calendar-feeds", { token: owner.token });
  assert.deepEqual(list.body, [{
    id: created.body.id,
    kind: "personal",
    departmentId: null,
    department: null,
    createdAt: created.body.createdAt,
  }]);
  assert.doesNotMatch(JSON.stringify(list.body), new RegExp(created.body.token));
  const theirs = await api.request("GET", "/api/calendar-feeds", { token: other.token });
  assert.deepEqual(theirs.body, []);

  const path = `/api/calendar-feeds/${created.body.id}`;
  assert.equal((await api.request("DELETE", path, { token: other.token })).status, 404);
  assert.equal((await fetchFeed(created.body.url)).status, 200);
  assert.equal((await api.request("DELETE", path, { token: owner.token })).status, 200);
  assert.equal((await api.request("DELETE", path, { token: owner.token })).status, 404);
  const after = await api.request("GET", "/api/calendar-feeds", { token: owner.token });
  assert.deepEqual(after.body, []);

  const department = await createFeed(admin, { kind: "department", departmentId: office });
  assert.equal(department.body.department, "Office");
  assert.equal(department.body.departmentId, office);
});

/** The claims of a test user's token, to act as them straight on the database. */
const claimsOf = (user: TestUser) =>
  JSON.parse(atob(user.token.split(".")[1].replaceAll("-", "+").replaceAll("_", "/")));

/** Runs `sql` as `user` under RLS: how many rows, or the SQLSTATE of the refusal. */
function asDatabaseUser(user: TestUser, sql: string, params: unknown[] = []) {
  return api.db.withUser(claimsOf(user), (tx) => tx.query(sql, params)).then(
    (rows) => rows.length,
    (error) => (error as { code?: string }).code ?? String(error),
  );
}

/** A token hash nobody else has: 32 random bytes as hex. */
const someHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0"))
    .join("");

Deno.test("RLS: straight on the database, an employee makes own personal feeds only", async () => {
  const insert = `insert into public.calendar_feeds (user_id, kind, department_id, token_hash)
    values ($1, $2, $3, decode($4, 'hex')) returning id`;
  assert.equal(await asDatabaseUser(bea, insert, [bea.id, "personal", null, someHash()]), 1);
  assert.equal(await asDatabaseUser(bea, insert, [bea.id, "company", null, someHash()]), "42501");
  assert.equal(
    await asDatabaseUser(bea, insert, [bea.id, "department", dispatch, someHash()]),
    "42501",
  );
  assert.equal(await asDatabaseUser(bea, insert, [cal.id, "personal", null, someHash()]), "42501");
  assert.equal(await asDatabaseUser(admin, insert, [admin.id, "company", null, someHash()]), 1);
  // Nobody reads or deletes another's feeds, and nobody changes one.
  const others = "select id from public.calendar_feeds where user_id <> $1";
  assert.equal(await asDatabaseUser(bea, others, [bea.id]), 0);
  const theirs = "delete from public.calendar_feeds where user_id = $1 returning id";
  assert.equal(await asDatabaseUser(bea, theirs, [admin.id]), 0);
  const change = "update public.calendar_feeds set kind = 'company' returning id";
  assert.equal(await asDatabaseUser(bea, change), "42501");
});

Deno.test("tokens are stored as their SHA-256 alone, in the table and in the audit log", async () => {
  const created = await createFeed(bea, { kind: "personal" });
  const token: string = created.body.token;
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)),
  );
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ hash: string; row: string; audit: string }>(
      `select encode(f.token_hash, 'hex') as hash, to_jsonb(f)::text as row,
         (select coalesce(string_agg(a.after::text, ' '), '') from public.audit_log a
          where a.entity = 'calendar_feeds' and a.entity_id = f.id::text) as audit
       from public.calendar_feeds f where f.id = $1`,
      [created.body.id],
    )
  );
  assert.equal(row.hash, hex);
  assert.ok(!row.row.includes(token), "the table does not hold the token");
  assert.ok(row.audit.length > 0 && !row.audit.includes(token), "nor does the audit log");
  // leave_user (the API's role) cannot read the hash back.
  const own = await asDatabaseUser(bea, "select id from public.calendar_feeds");
  assert.ok(typeof own === "number" && own > 0, "the owner reads their feeds");
  const read = await asDatabaseUser(bea, "select token_hash from public.calendar_feeds");
  assert.equal(read, "42501", "but not their hashes");
});

Deno.test("the golden department feed", async () => {
  const fresh = await setupApi({ now: NOW });
  try {
    const department = await fresh.createDepartment("Golden");
    const boss = await fresh.createUser({ role: "global_admin" });
    const ivy = await fresh.createUser({
      firstName: "Ivy",
      lastName: "Ingram",
      departmentId: department,
    });
    const joe = await fresh.createUser({
      firstName: "Joé",
      lastName: "Jones-Ó'Brien",
      departmentId: department,
    });
    // A long name with a comma and a semicolon: escaped, and folded at 75 octets.
    const kit = await fresh.createUser({
      firstName: "Katherine-Alexandra, Jr.",
      lastName: "Kingsley-Featherstonehaugh; of Much Wenlock and Little Snoring",
      departmentId: department,
    });
    await insertRequest(fresh.db, kit, ["2026-08-31", "afternoon", "2026-08-31", "afternoon"]);
    await insertRequest(fresh.db, ivy, ["2026-04-02", "full", "2026-04-07", "full"]);
    await insertRequest(fresh.db, ivy, ["2026-03-27", "afternoon", "2026-03-30", "morning"]);
    await insertRequest(fresh.db, joe, ["2026-10-26", "morning", "2026-10-26", "morning"]);
    await insertRequest(
      fresh.db,
      joe,
      ["2026-06-18", "full", "2026-06-19", "full"],
      "cancel_requested",
    );
    await insertRequest(fresh.db, joe, ["2026-06-29", "full", "2026-06-29", "full"], "pending");
    const created = await fresh.request("POST", "/api/calendar-feeds", {
      token: boss.token,
      body: { kind: "department", departmentId: department },
    });
    assert.equal(created.status, 201);
    // A fixed UID key, so the golden UIDs are the same on every run.
    await fresh.db.privileged((tx) =>
      tx.query("update public.calendar_feeds set uid_key = '\\x00112233445566778899aabbccddeeff'")
    );
    const feed = await fetchFeed(created.body.url, fresh);
    assert.equal(feed.status, 200);
    const text = feed.text.replace(
      /\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/g,
      "\r\nDTSTAMP:19700101T000000Z\r\n",
    );
    const golden = new URL("./golden/department-feed.ics", import.meta.url);
    if (Deno.env.get("UPDATE_GOLDEN")) await Deno.writeTextFile(golden, text);
    assert.equal(text, await Deno.readTextFile(golden));
    assert.equal(parse(text).length, 7);
    assert.ok(
      parse(text).some((event) =>
        event.summary ===
          "Katherine-Alexandra, Jr. Kingsley-Featherstonehaugh; of Much Wenlock and Little Snoring – Away"
      ),
    );
  } finally {
    await fresh.close();
  }
});

Deno.test("a personal feed names each request's leave type; a department feed still says only 'Away'", async () => {
  const tia = await api.createUser({ firstName: "Tia", lastName: "Type", departmentId: office });
  const [compassionate] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      "select id::integer as id from public.leave_types where kind = 'compassionate'",
    )
  );
  await insertRequest(
    api.db,
    tia,
    ["2026-07-13", "full", "2026-07-14", "full"],
    "pending",
    compassionate.id,
  );
  await insertRequest(
    api.db,
    tia,
    ["2026-07-20", "full", "2026-07-20", "full"],
    "accepted",
    compassionate.id,
  );
  await insertRequest(api.db, tia, ["2026-08-10", "full", "2026-08-10", "full"]);

  const personal = await feedUrl(tia, { kind: "personal" });
  assert.deepEqual((await events(personal)).map(({ summary, start }) => [summary, start]), [
    ["Compassionate leave (pending)", "2026-07-13"],
    ["Compassionate leave", "2026-07-20"],
    ["Holiday", "2026-08-10"],
  ]);

  const department = await feedUrl(admin, { kind: "department", departmentId: office });
  const feed = await fetchFeed(department);
  assert.deepEqual(
    (await events(department)).filter((event) => event.summary.startsWith("Tia")),
    [
      { summary: "Tia Type – Away", start: "2026-07-20", end: "2026-07-21" },
      { summary: "Tia Type – Away", start: "2026-08-10", end: "2026-08-11" },
    ],
  );
  assert.doesNotMatch(feed.text, /compassionate|holiday|pending/i);
});
