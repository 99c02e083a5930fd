// The standing bad-input sweep (issue 12): every route of the API gets, for each of its text,
// query, id and date fields, a table of hostile values, and must answer 4xx naming the field,
// change nothing, and never answer 5xx. fast-check then throws arbitrary text and JSON at the
// write routes and the list searches. The last test prints how many cases gave 5xx (goal 0).
import assert from "node:assert/strict";
import fc from "fast-check";
import { addDays } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { isReadableText } from "@shared/schemas/common.ts";
import { setupApi, TEST_PASSWORD } from "../../tests/harness.ts";
import { BODY_LIMIT, BULK_BODY_LIMIT } from "./app.ts";
import { hashResetToken, newResetToken } from "./data/auth.ts";
import { BODY_NOT_JSON, BODY_NOT_UTF8, BODY_TYPE } from "./http.ts";
import { LINK_REFUSED } from "./routes/auth.ts";
import { UNKNOWN_USER } from "./routes/user-picker.ts";

const api = await setupApi({ now: new Date("2026-03-02T09:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const departmentId = await api.createDepartment("Sweep");
const departmentPath = String(departmentId);
const admin = await api.createUser({ role: "global_admin" });
const clerk = await api.createUser({ role: "sickness_user" });
const employee = await api.createUser({ departmentId });
const target = await api.createUser({ departmentId });
const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
const UNKNOWN_ID = "2147483647";

/** Counts over the whole file, printed by the last test. */
const tally = { routes: 0, fields: 0, cases: 0, fuzzRuns: 0, serverErrors: 0 };
/** How the fuzz runs were answered, by status: shows they reach the handlers, not only 400. */
const fuzzStatuses = new Map<number, number>();
function countFuzz(status: number) {
  tally.fuzzRuns++;
  if (status >= 500) tally.serverErrors++;
  fuzzStatuses.set(status, (fuzzStatuses.get(status) ?? 0) + 1);
}

// ---- fixtures: one row of every kind a route changes --------------------------------------

async function insertRow(sql: string, params: unknown[]): Promise<string> {
  const [row] = await api.db.privileged((tx) => tx.query<{ id: number }>(sql, params));
  return String(row.id);
}
const insertRequest = (start: string, status: string) =>
  insertRow(
    `insert into public.holiday_requests (user_id, start_date, end_date, status)
     values ($1, $2, $2, $3) returning id`,
    [employee.id, start, status],
  );
// One request per decision, so the valid requests at the end can each succeed.
const toApproveId = await insertRequest("2026-04-06", "pending");
const toDenyId = await insertRequest("2026-04-07", "pending");
const toCancelId = await insertRequest("2026-04-13", "accepted");
const ownAcceptedId = await insertRequest("2026-04-14", "accepted");
const ownPendingId = await insertRequest("2026-04-15", "pending");
const toApproveCancellationId = await insertRequest("2026-04-20", "cancel_requested");
const toRejectCancellationId = await insertRequest("2026-04-21", "cancel_requested");
const sicknessLogId = await insertRow(
  `insert into public.sickness_logs (user_id, sick_from_date) values ($1, '2026-02-02')
   returning id`,
  [employee.id],
);
const appointmentId = await insertRow(
  `insert into public.appointment_logs (user_id, event_from_date, event_to_date, start_time,
     end_time, reason) values ($1, '2026-02-03', '2026-02-03', '09:00', '10:00', 'Dentist')
   returning id`,
  [employee.id],
);

const resetToken = newResetToken();
await api.db.privileged(async (tx) =>
  tx.query(
    `insert into private.password_reset_tokens (token_hash, user_id, expires_at)
     values ($1, $2, now() + interval '1 hour')`,
    [await hashResetToken(resetToken), target.id],
  )
);

/** Everything a refused request must leave as it was: row counts, the audit log, the mail. */
async function fingerprint(): Promise<string> {
  const [row] = await api.db.privileged((tx) =>
    tx.query(`select
      (select count(*) from public.audit_log)::text as audit,
      (select count(*) from public.users)::text as users,
      (select count(*) from public.departments)::text as departments,
      (select count(*) from public.holiday_requests)::text as requests,
      (select count(*) from public.sickness_logs)::text as sickness,
      (select count(*) from public.sickness_log_reasons)::text as reasons,
      (select count(*) from public.appointment_logs)::text as appointments,
      (select count(*) from private.sessions where revoked_at is null)::text as sessions,
      (select count(*) from private.auth_attempts)::text as attempts,
      (select count(*) from private.email_outbox)::text as mail,
      (select count(*) from private.password_reset_tokens)::text as resets,
      (select max(updated_at)::text from private.credentials) as passwords`)
  );
  return JSON.stringify(row);
}

/** Every text the database holds that a person reads, with whether it is one line. */
async function unreadableStoredText(): Promise<string[]> {
  const rows = await api.db.privileged((tx) =>
    tx.query<{ text: string; one_line: boolean }>(`
      select name as text, true as one_line from public.departments
      union all select first_name, true from public.users
      union all select last_name, true from public.users
      union all select email, true from public.users
      union all select reason, false from public.sickness_log_reasons
      union all select reason, false from public.appointment_logs
      union all select deny_reason, false from public.holiday_requests where deny_reason is not null
      union all select cancel_reject_reason, false from public.holiday_requests
        where cancel_reject_reason is not null`)
  );
  return rows.filter((row) => !isReadableText(row.text, { multiline: !row.one_line }))
    .map((row) => JSON.stringify(row.text));
}

// ---- hostile values -----------------------------------------------------------------------

/** One hostile value of a field: the JSON text sent for it, and the answer expected. */
interface Hostile {
  label: string;
  json: string;
  /** 400 unless said otherwise. */
  status?: number;
}
const value = (label: string, v: unknown, status?: number): Hostile => ({
  label,
  json: JSON.stringify(v),
  status,
});

/** What the one text rule refuses anywhere; the cases put it mid-text, as trim drops the ends. */
const HIDDEN: [string, string][] = [
  ["NUL", "\u0000"],
  ["C0 control", "\u0001"],
  ["escape", "\u001b[31m"],
  ["DEL", "\u007f"],
  ["C1 next line", "\u0085"],
  ["C1 CSI", "\u009b"],
  ["unpaired high surrogate", "\ud800"],
  ["unpaired low surrogate", "\udfff"],
  ["bidi override", "\u202e"],
  ["bidi isolate", "\u2066"],
  ["Arabic letter mark", "\u061c"],
  ["zero-width space", "\u200b"],
  ["word joiner", "\u2060"],
  ["byte order mark", "\ufeff"],
];
/** Refused in one-line fields only (reasons typed in a text area keep them). */
const LINE_BREAKS: [string, string][] = [
  ["line feed", "\n"],
  ["carriage return", "\r"],
  ["tab", "\t"],
];
const LONG = "x".repeat(10_000);
const SQL = "'; drop table public.users; --";
/** Deep nesting the JSON parser must survive (10 KB, under the body limit). */
const DEEP = "[".repeat(5_000) + "]".repeat(5_000);

/** Non-strings, in JSON; `required` adds null (null means "absent" in optional fields). */
function wrongTypes(required: boolean): Hostile[] {
  return [
    value("a number", 42),
    value("a boolean", true),
    value("an empty array", []),
    value("an array of text", ["ok"]),
    value("an object", {}),
    value("an operator object", { $ne: null }),
    { label: "1e999 (Infinity)", json: "1e999" },
    { label: "deeply nested arrays", json: DEEP },
    ...(required ? [value("null", null)] : []),
  ];
}

/** A text field: hidden characters, over-long text and wrong types. */
function textValues(max: number, options: { multiline?: boolean; required?: boolean } = {}) {
  const hidden = options.multiline ? HIDDEN : [...HIDDEN, ...LINE_BREAKS];
  return [
    ...hidden.map(([label, char]) => value(label, `Ann${char}Lee`)),
    value(`${max + 1} characters`, "y".repeat(max + 1)),
    value("10,000 characters", LONG),
    ...wrongTypes(options.required ?? true),
  ];
}

const BAD_DATES = [
  "2026-02-30",
  "2025-02-29",
  "0000-01-01",
  "99999-01-01",
  "1899-12-31",
  "3000-01-01",
  "2026-13-01",
  "2026-1-5",
  "05/01/2026",
  "2026-01-05T00:00:00Z",
  "2026-01-05\u0000",
  "\u00002026-01-05",
  "2026-01-0\ud800",
  "\uff12\uff10\uff12\uff16-01-05",
  `2026-01-05${SQL}`,
  LONG,
];
function dateValues(required = true): Hostile[] {
  return [...BAD_DATES.map((date) => value(date.slice(0, 24), date)), ...wrongTypes(required)];
}

const SOME_UUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const BAD_UUIDS = [
  "42",
  "not-a-uuid",
  `${SOME_UUID}\u0000`,
  "\u0000",
  `${SOME_UUID.slice(0, -1)}g`,
  `{${SOME_UUID}}`,
  `${SOME_UUID.slice(0, -1)}\ud800`,
  `${SOME_UUID}${SQL}`,
  LONG,
];
function uuidValues(options: { unknown?: number; required?: boolean } = {}): Hostile[] {
  return [
    ...BAD_UUIDS.map((uuid) => value(uuid.slice(0, 24), uuid)),
    ...wrongTypes(options.required ?? true),
    ...(options.unknown ? [value("an unknown user", UNKNOWN_UUID, options.unknown)] : []),
  ];
}

function enumValues(member: string, required = false): Hostile[] {
  return [
    value("upper case", member.toUpperCase()),
    value("an unknown member", "evening"),
    value("a member with NUL", `${member}\u0000`),
    value("a member with a zero-width space", `${member}\u200b`),
    value("10,000 characters", LONG),
    ...wrongTypes(required).filter((v) => v.label !== "deeply nested arrays"),
  ];
}

const timeValues: Hostile[] = [
  ...["25:00", "9:30", "09:60", "0930", "09:30pm", "09:30\u0000", "09:3\ud800", LONG].map((t) =>
    value(t.slice(0, 24), t)
  ),
  ...wrongTypes(true),
];

const emailValues: Hostile[] = [
  ...HIDDEN.map(([label, char]) => value(label, `ann${char}@leave.test`)),
  value("no domain", "ann@"),
  value("a display name", "Ann <ann@leave.test>"),
  value("SQL", `ann@leave.test${SQL}`),
  value("10,000 characters", `${LONG}@leave.test`),
  ...wrongTypes(true),
];

/** Passwords are secrets, never shown: only NUL, broken characters, length and type count. */
function passwordValues(min: number): Hostile[] {
  return [
    value("NUL", "correct\u0000horse"),
    value("unpaired high surrogate", "correct\ud800horse"),
    value("unpaired low surrogate", "correct\udc00horse"),
    value("73 bytes", "é".repeat(36) + "x"),
    value("10,000 characters", LONG),
    ...(min > 1 ? [value(`${min - 1} characters`, "x".repeat(min - 1))] : [value("empty", "")]),
    ...wrongTypes(true),
  ];
}

function numberValues(extra: Hostile[]): Hostile[] {
  return [
    value("negative", -1),
    value("a fraction", 1.5),
    value("text", "ten"),
    value("digits and NUL", "1\u0000"),
    value("too big for int4", 2_147_483_648),
    ...extra,
    ...wrongTypes(false).filter((v) => v.label !== "a number"),
  ];
}

// ---- hostile values of the address: path segments and query strings ----------------------

/**
 * Percent-encodes every character as UTF-8 would, an unpaired surrogate included (as the
 * three bytes WTF-8 gives it, which no UTF-8 decoder accepts): "a\uD800" → "a%ED%A0%80".
 */
function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/[A-Za-z0-9\-_.~]/.test(char)) out += char;
    else {
      const bytes = code < 0x80
        ? [code]
        : code < 0x800
        ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
        : code < 0x10000
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        : [
          0xf0 | (code >> 18),
          0x80 | ((code >> 12) & 63),
          0x80 | ((code >> 6) & 63),
          0x80 | (code & 63),
        ];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
    }
  }
  return out;
}

/** Percent-encodings no UTF-8 decoder accepts, or that are not percent-encodings at all. */
const BROKEN_ENCODINGS = [
  "%C0%80",
  "%FF",
  "a%FFb",
  "%ED%A0%80",
  "%E2%82",
  "%F4%90%80%80",
  "%",
  "%G0",
];

/** A query or path value: the raw text that goes into the address. */
interface RawValue {
  label: string;
  raw: string;
  status?: number;
}
const encoded = (values: Hostile[]): RawValue[] =>
  values.filter((v) => typeof JSON.parse(v.json) === "string")
    .map((v) => ({ label: v.label, raw: percentEncode(JSON.parse(v.json)), status: v.status }));
const broken: RawValue[] = BROKEN_ENCODINGS.map((raw) => ({ label: raw, raw }));

const queryText = (max: number): RawValue[] => [
  ...encoded(textValues(max)),
  ...broken,
  { label: "percent-encoded NUL", raw: "%00" },
  { label: "NUL mid-text", raw: "a%00b" },
  // Searches are for the text as typed: SQL and LIKE wildcards find nothing, they run nothing.
  { label: "SQL", raw: percentEncode(SQL), status: 200 },
  { label: "LIKE wildcards", raw: "%25_%5C", status: 200 },
];
const queryDate: RawValue[] = [...encoded(dateValues()), ...broken, {
  label: "NUL",
  raw: "%00",
}];
const queryInt = (tooBig: string): RawValue[] =>
  [
    "-1",
    tooBig,
    "1.5",
    "ten",
    "%00",
    "1%00",
    "1e999",
    "Infinity",
    "NaN",
    "1,2",
    LONG,
    ...BROKEN_ENCODINGS,
  ]
    .map((raw) => ({ label: raw.slice(0, 24), raw }));

const ID_PARAMS: RawValue[] = [
  "abc",
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x1F",
  "2147483648",
  "99999999999999999999999",
  "%00",
  "1%00",
  "%E2%80%AE1",
  "%201",
  "%EF%BC%91",
  "1;select%201",
  "'%20or%201=1--",
  "null",
  "NaN",
  LONG,
  "1%2F2",
  "..%2F1",
  ...BROKEN_ENCODINGS,
].map((raw) => ({ label: raw.slice(0, 24), raw }));

const UUID_PARAMS: RawValue[] = [
  "42",
  `${SOME_UUID}%00`,
  "%00",
  `${SOME_UUID.slice(0, -1)}g`,
  `%7B${SOME_UUID}%7D`,
  `${SOME_UUID}'%20or%201=1--`,
  LONG,
  ...BROKEN_ENCODINGS,
].map((raw) => ({ label: raw.slice(0, 24), raw }));

// ---- the routes ---------------------------------------------------------------------------

interface Field {
  name: string;
  values: Hostile[];
  /** Messages that name the field by its label rather than its key (spec messages). */
  labels?: string[];
}
interface QueryField {
  name: string;
  values: RawValue[];
}
interface Route {
  method: string;
  /** The path, with `{param}` where the param goes. */
  path: string;
  /** The token of a role the route lets through; none for the sign-in routes. */
  token?: string;
  param?: { name: string; valid: string; values: RawValue[]; labels?: string[] };
  body?: Record<string, unknown>;
  fields?: Field[];
  query?: Record<string, string>;
  queryFields?: QueryField[];
  /** Whole-request cases beyond the field tables (reversed ranges, unknown ids). */
  extra?: {
    label: string;
    body?: Record<string, unknown>;
    query?: Record<string, string>;
    status: number;
    names: string;
  }[];
}

const intId = (valid: string) => ({
  name: "id",
  valid,
  values: [...ID_PARAMS, { label: "unknown id", raw: UNKNOWN_ID, status: 404 }],
});
const uuidId = (valid: string) => ({
  name: "id",
  valid,
  values: [...UUID_PARAMS, { label: "unknown id", raw: UNKNOWN_UUID, status: 404 }],
});
const listFields = (extra: QueryField[] = []): QueryField[] => [
  { name: "q", values: queryText(200) },
  { name: "limit", values: queryInt("501") },
  { name: "offset", values: queryInt("2147483648") },
  ...extra,
];
const range = (from: string, to: string) => ({ [from]: "2026-06-08", [to]: "2026-06-01" });

const dayTypes = ["startDayType", "endDayType"].map((name) => ({
  name,
  values: enumValues("full"),
}));
const requestRange = {
  startDate: "2026-06-01",
  endDate: "2026-06-02",
  startDayType: "full",
  endDayType: "morning",
};
// Each booking its own user and dates, so the valid requests at the end do not overlap.
const addBody = {
  ...requestRange,
  selectedUser: target.id,
  startDate: "2026-06-08",
  endDate: "2026-06-09",
};
const bulkBody = {
  ...requestRange,
  userIds: [clerk.id],
  startDate: "2026-06-15",
  endDate: "2026-06-16",
};
const rangeFields = (labels: string[] = []): Field[] => [
  { name: "startDate", values: dateValues(), labels },
  { name: "endDate", values: dateValues(), labels },
  ...dayTypes,
];
const rangeExtras = (body: Record<string, unknown>) => [
  {
    label: "reversed range",
    body: { ...body, ...range("startDate", "endDate") },
    status: 400,
    names: "endDate",
  },
  {
    label: "range over 366 days",
    body: { ...body, startDate: "2026-01-05", endDate: "2027-03-01" },
    status: 400,
    names: "endDate",
  },
];

const newUser = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann.sweep@leave.test",
  password: TEST_PASSWORD,
  role: "employee",
  total_vacation_hours: 160,
  start_date: "2026-01-01",
  department_id: Number(departmentId),
};
const userFields = (required: boolean): Field[] => [
  { name: "firstName", values: textValues(100) },
  { name: "lastName", values: textValues(100) },
  { name: "email", values: emailValues },
  { name: "password", values: passwordValues(8).filter((v) => required || v.json !== "null") },
  { name: "role", values: enumValues("employee") },
  {
    name: "total_vacation_hours",
    values: numberValues([value("over 100000", 100_001), value("text with NUL", "1\u00000")]),
  },
  { name: "start_date", values: dateValues(false) },
  {
    name: "department_id",
    values: numberValues([value("zero", 0), value("an unknown department", 99_999)]),
  },
];
const sicknessBody = {
  user_id: employee.id,
  sick_from_date: "2026-02-09",
  sick_to_date: "2026-02-10",
  reason: "Flu",
};
const sicknessFields: Field[] = [
  { name: "sick_from_date", values: dateValues() },
  { name: "sick_to_date", values: dateValues(false) },
  { name: "reason", values: textValues(1000, { multiline: true, required: false }) },
];
const appointmentBody = {
  user_id: employee.id,
  event_from_date: "2026-02-09",
  event_to_date: "2026-02-09",
  start_time: "09:00",
  end_time: "10:30",
  reason: "Dentist",
};
const appointmentFields: Field[] = [
  { name: "event_from_date", values: dateValues() },
  { name: "event_to_date", values: dateValues(false) },
  { name: "start_time", values: timeValues },
  { name: "end_time", values: timeValues },
  { name: "reason", values: textValues(1000, { multiline: true, required: false }) },
];
const appointmentExtras = [
  {
    label: "reversed dates",
    body: { ...appointmentBody, ...range("event_from_date", "event_to_date") },
    status: 400,
    names: "event_to_date",
  },
  {
    label: "one day, end before start",
    body: { ...appointmentBody, start_time: "11:00", end_time: "10:00" },
    status: 400,
    names: "end_time",
  },
];

/** Hours in quarter hours up to `max`: fractions of a quarter, out of range, not numbers. */
function hoursValues(max: number): Hostile[] {
  return [
    value("below the range", -31),
    value("above the range", max + 1),
    value("not in quarter hours", 7.3),
    value("text", "ten"),
    value("digits and NUL", "1\u0000"),
    ...wrongTypes(true).filter((v) => v.label !== "a number"),
  ];
}
const week = [7.5, 7.5, 7.5, 0, 0, 0, 0];
const patternBody = { name: "Sweep part-time", anchor: "2026-06-01", hours: week };
const settingsBody = { proRata: false, carryOverMaxHours: 24, carryOverExpiry: "03-31" };

const ROUTES: Route[] = [
  { method: "GET", path: "/api/health" },
  {
    method: "POST",
    path: "/api/login",
    body: { email: employee.email, password: TEST_PASSWORD },
    fields: [
      { name: "email", values: textValues(254) },
      { name: "password", values: passwordValues(1) },
    ],
  },
  { method: "POST", path: "/api/logout", token: employee.token },
  {
    method: "POST",
    path: "/api/request-reset-password",
    body: { email: "nobody@leave.test" },
    fields: [{ name: "email", values: emailValues }],
  },
  {
    method: "POST",
    path: "/api/reset-password/{token}",
    param: {
      name: "token",
      valid: resetToken,
      labels: [LINK_REFUSED.unknown],
      values: ["%00", "%C0%80", "%FF", "%", "%E2%80%AE", "..%2F..%2Fetc", LONG].map((raw) => ({
        label: raw.slice(0, 24),
        raw,
      })),
    },
    body: { password: "a-new-password" },
    fields: [{ name: "password", values: passwordValues(8) }],
  },
  { method: "GET", path: "/api/vacation-days", token: employee.token },
  {
    method: "POST",
    path: "/api/vacation-request",
    token: employee.token,
    body: requestRange,
    fields: rangeFields(),
    extra: rangeExtras(requestRange),
  },
  { method: "GET", path: "/api/user/holiday-requests", token: employee.token },
  {
    method: "POST",
    path: "/api/holiday-requests/{id}/request-cancellation",
    token: employee.token,
    param: intId(ownAcceptedId),
  },
  {
    method: "POST",
    path: "/api/holiday-requests/{id}/withdraw",
    token: employee.token,
    param: intId(ownPendingId),
  },
  { method: "GET", path: "/api/admin/users", token: admin.token },
  {
    method: "POST",
    path: "/api/admin/users",
    token: admin.token,
    body: newUser,
    fields: userFields(true),
  },
  {
    method: "PUT",
    path: "/api/admin/users/{id}",
    token: admin.token,
    param: uuidId(target.id),
    body: { firstName: "Renamed" },
    fields: userFields(false),
  },
  {
    method: "DELETE",
    path: "/api/admin/users/{id}",
    token: admin.token,
    param: uuidId(target.id),
  },
  { method: "GET", path: "/api/admin/holiday-requests", token: admin.token },
  ...([
    ["approve", toApproveId],
    ["cancel", toCancelId],
    ["approve-cancellation", toApproveCancellationId],
  ] as const).map(([action, requestId]) => ({
    method: "POST",
    path: `/api/admin/holiday-requests/{id}/${action}`,
    token: admin.token,
    param: intId(requestId),
  })),
  {
    method: "POST",
    path: "/api/admin/holiday-requests/{id}/deny",
    token: admin.token,
    param: intId(toDenyId),
    body: { reason: "Short staffed" },
    fields: [{
      name: "reason",
      values: textValues(1000, { multiline: true }),
      labels: [messages.denyReasonRequired],
    }],
  },
  {
    method: "POST",
    path: "/api/admin/holiday-requests/{id}/reject-cancellation",
    token: admin.token,
    param: intId(toRejectCancellationId),
    body: { reject_reason: "Busy week" },
    fields: [{
      name: "reject_reason",
      values: textValues(1000, { multiline: true }),
      labels: [messages.rejectReasonRequired],
    }],
  },
  {
    method: "GET",
    path: "/api/admin/all-holiday-requests",
    token: admin.token,
    query: { q: "ann", limit: "20", offset: "0", status: "pending" },
    queryFields: listFields([{
      name: "status",
      values: [...encoded(enumValues("pending")), ...broken],
    }]),
  },
  {
    method: "POST",
    path: "/api/admin/add-holiday",
    token: admin.token,
    body: addBody,
    fields: [
      { name: "selectedUser", values: uuidValues({ unknown: 404 }) },
      ...rangeFields(),
    ],
    extra: rangeExtras(addBody),
  },
  {
    method: "POST",
    path: "/api/admin/bulk-holidays",
    token: admin.token,
    body: bulkBody,
    fields: [
      {
        name: "userIds",
        labels: [messages.bulkUsersRequired],
        values: [
          value("no users", []),
          value("a bad id", [employee.id, "x"]),
          value("an id with NUL", [`${employee.id}\u0000`]),
          value("an id with an unpaired surrogate", [`${employee.id.slice(0, -1)}\udc00`]),
          value("a number", [42]),
          value("null in the list", [null]),
          value("text, not a list", employee.id),
          value("an object", {}),
          value("null", null),
          value("10,001 users", Array(10_001).fill(employee.id)),
          value("an unknown user", [UNKNOWN_UUID], 404),
        ],
      },
      ...rangeFields([messages.bulkDatesRequired]),
    ],
    extra: rangeExtras(bulkBody),
  },
  {
    method: "GET",
    path: "/api/vacation-days/breakdown",
    token: employee.token,
    query: { year: "2026" },
    queryFields: [{ name: "year", values: queryInt("3000") }],
  },
  {
    method: "PUT",
    path: "/api/admin/settings",
    token: admin.token,
    body: settingsBody,
    fields: [
      {
        name: "proRata",
        values: [
          value("text", "yes"),
          value("a number", 1),
          ...wrongTypes(true).filter((v) => !["a boolean", "a number"].includes(v.label)),
        ],
      },
      { name: "carryOverMaxHours", values: hoursValues(1000) },
      {
        name: "carryOverExpiry",
        values: [
          ...["02-29", "13-01", "04-31", "3-31", "31/03", "03-31\u0000", LONG].map((raw) =>
            value(raw.slice(0, 24), raw)
          ),
          ...wrongTypes(true),
        ],
      },
    ],
  },
  {
    method: "POST",
    path: "/api/admin/working-patterns",
    token: admin.token,
    body: patternBody,
    fields: [
      { name: "name", values: textValues(100) },
      { name: "anchor", values: [...dateValues(), value("a Tuesday", "2026-06-02")] },
      {
        name: "hours",
        values: [
          value("six days", week.slice(1)),
          value("25 hours a day", [25, ...week.slice(1)]),
          value("a quarter of a quarter", [7.3, ...week.slice(1)]),
          value("a negative day", [-1, ...week.slice(1)]),
          value("text in the list", ["7", ...week.slice(1)]),
          value("null in the list", [null, ...week.slice(1)]),
          value("nine weeks", Array(63).fill(1)),
          ...wrongTypes(true),
        ],
      },
    ],
  },
  {
    method: "PUT",
    path: "/api/admin/users/{id}/working-patterns",
    token: admin.token,
    param: uuidId(clerk.id),
    body: { patternId: null, startsOn: "2026-06-01" },
    fields: [
      { name: "patternId", values: numberValues([value("zero", 0)]) },
      { name: "startsOn", values: dateValues() },
    ],
  },
  {
    method: "PUT",
    path: "/api/admin/users/{id}/end-date",
    token: admin.token,
    param: uuidId(clerk.id),
    body: { endDate: "2026-12-31" },
    fields: [{
      name: "endDate",
      values: [...dateValues(false), value("before the start date", "2024-12-31")],
    }],
  },
  {
    method: "PUT",
    path: "/api/admin/users/{id}/carried-hours",
    token: admin.token,
    param: uuidId(clerk.id),
    body: { year: 2026, hours: 12, reason: "Agreed with HR" },
    fields: [
      { name: "year", values: numberValues([value("before 1900", 1899)]) },
      { name: "hours", values: hoursValues(1000) },
      { name: "reason", values: textValues(500) },
    ],
  },
  {
    method: "GET",
    path: "/api/cover-preview",
    token: employee.token,
    query: { startDate: "2026-06-01", endDate: "2026-06-02" },
    queryFields: [
      { name: "startDate", values: queryDate },
      { name: "endDate", values: queryDate },
      { name: "userId", values: [...encoded(uuidValues()), ...broken] },
    ],
  },
  {
    method: "POST",
    path: "/api/admin/skills",
    token: admin.token,
    body: { name: "Sweep forklift" },
    fields: [{ name: "name", values: textValues(100) }],
  },
  {
    method: "POST",
    path: "/api/admin/cover-rules",
    token: admin.token,
    body: { departmentId, skillId: null, minimum: 1, mode: "warn" },
    fields: [
      { name: "departmentId", values: numberValues([value("zero", 0)]) },
      { name: "skillId", values: numberValues([value("zero", 0)]) },
      { name: "minimum", values: numberValues([value("zero", 0), value("10,001", 10_001)]) },
      { name: "mode", values: enumValues("warn") },
    ],
  },
  {
    method: "GET",
    path: "/api/admin/cover-heatmap",
    token: admin.token,
    query: { startDate: "2026-06-01", weeks: "4" },
    queryFields: [
      { name: "startDate", values: queryDate },
      { name: "weeks", values: queryInt("13") },
      { name: "department", values: queryInt("2147483648") },
    ],
  },
  { method: "GET", path: "/api/departments", token: employee.token },
  {
    method: "POST",
    path: "/api/departments",
    token: admin.token,
    body: { name: "Dispatch" },
    fields: [{ name: "name", values: textValues(100) }],
    extra: [{
      label: "a duplicate name",
      body: { name: "sweep" },
      status: 409,
      names: "department",
    }],
  },
  {
    method: "PUT",
    path: "/api/departments/{id}",
    token: admin.token,
    param: intId(departmentPath),
    body: { name: "Renamed" },
    fields: [{ name: "name", values: textValues(100) }],
  },
  {
    method: "DELETE",
    path: "/api/departments/{id}",
    token: admin.token,
    param: intId(departmentPath),
  },
  {
    method: "GET",
    path: "/api/holidays/planning",
    token: admin.token,
    query: { startDate: "2026-03-01", endDate: "2026-03-31", department: "Sweep" },
    queryFields: [
      { name: "startDate", values: queryDate },
      { name: "endDate", values: queryDate },
      { name: "department", values: queryText(100) },
    ],
    extra: [
      {
        label: "reversed range",
        query: { startDate: "2026-03-31", endDate: "2026-03-01" },
        status: 400,
        names: "endDate",
      },
      {
        label: "range over 400 days",
        query: { startDate: "2026-01-01", endDate: "2027-03-01" },
        status: 400,
        names: "endDate",
      },
    ],
  },
  {
    method: "GET",
    path: "/api/sickness-logs",
    token: clerk.token,
    query: { q: "ann", limit: "20", offset: "0" },
    queryFields: listFields(),
  },
  {
    method: "POST",
    path: "/api/sickness-logs",
    token: admin.token,
    body: sicknessBody,
    fields: [
      { name: "user_id", values: uuidValues({ unknown: 400 }), labels: [UNKNOWN_USER] },
      ...sicknessFields,
    ],
    extra: [{
      label: "reversed dates",
      body: { ...sicknessBody, ...range("sick_from_date", "sick_to_date") },
      status: 400,
      names: "sick_to_date",
    }],
  },
  {
    method: "PUT",
    path: "/api/sickness-logs/{id}",
    token: admin.token,
    param: intId(sicknessLogId),
    body: sicknessBody,
    fields: sicknessFields,
  },
  {
    method: "DELETE",
    path: "/api/sickness-logs/{id}",
    token: clerk.token,
    param: intId(sicknessLogId),
  },
  {
    method: "GET",
    path: "/api/sickness-summary/{year}",
    token: admin.token,
    param: {
      name: "year",
      valid: "2026",
      values: [
        "abc",
        "1999",
        "2101",
        "0000",
        "99999",
        "-2026",
        "2026.0",
        "2e3",
        "%00",
        "2026%00",
        "%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%96",
        ...BROKEN_ENCODINGS,
      ].map((raw) => ({ label: raw.slice(0, 24), raw })),
    },
  },
  {
    method: "GET",
    path: "/api/appointment-logs",
    token: admin.token,
    query: { q: "ann", limit: "20", offset: "0", from: "2026-01-01", to: "2026-12-31" },
    queryFields: listFields([{ name: "from", values: queryDate }, {
      name: "to",
      values: queryDate,
    }]),
    extra: [{
      label: "reversed range",
      query: { from: "2026-12-31", to: "2026-01-01" },
      status: 400,
      names: "to",
    }],
  },
  {
    method: "POST",
    path: "/api/appointment-logs",
    token: admin.token,
    body: appointmentBody,
    fields: [
      { name: "user_id", values: uuidValues({ unknown: 400 }), labels: [UNKNOWN_USER] },
      ...appointmentFields,
    ],
    extra: appointmentExtras,
  },
  {
    method: "PUT",
    path: "/api/appointment-logs/{id}",
    token: admin.token,
    param: intId(appointmentId),
    body: appointmentBody,
    fields: appointmentFields,
    extra: appointmentExtras,
  },
  {
    method: "DELETE",
    path: "/api/appointment-logs/{id}",
    token: admin.token,
    param: intId(appointmentId),
  },
  {
    method: "GET",
    path: "/api/users",
    token: clerk.token,
    query: { q: "ann", limit: "20", offset: "0" },
    queryFields: listFields(),
  },
];

// ---- the sweep ----------------------------------------------------------------------------

/** One request of the sweep and the answer it must get. */
interface Case {
  label: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Replaces the route's token; null sends none. */
  authorization?: string | null;
  status: number;
  /** The error must contain one of these (the field's key or label); empty: any message. */
  names: string[];
}

const MARK = "__hostile__";
/** The route's valid body with `field` set to the raw JSON text `json`. */
const bodyWith = (body: Record<string, unknown>, field: string, json: string) =>
  JSON.stringify({ ...body, [field]: MARK }).replace(`"${MARK}"`, json);

function address(route: Route, param = route.param?.valid, query = route.query): string {
  const path = route.param ? route.path.replace(`{${route.param.name}}`, param!) : route.path;
  const search = Object.entries(query ?? {}).map(([key, raw]) => `${key}=${raw}`).join("&");
  return search ? `${path}?${search}` : path;
}

const fieldNames = (name: string, labels: string[] = []) => [`${name}:`, `${name}.`, ...labels];

/** Whole-body cases: broken JSON, the wrong type of body, bytes that are not UTF-8, size. */
function bodyCases(route: Route): Case[] {
  const path = address(route);
  const body = route.body!;
  const textField = route.fields!.find((field) => typeof body[field.name] === "string")!;
  const [head, tail] = bodyWith(body, textField.name, `"a${MARK}b"`).split(MARK);
  const withBytes = (bytes: number[]) => {
    const encoder = new TextEncoder();
    return new Uint8Array([...encoder.encode(head), ...bytes, ...encoder.encode(tail)]);
  };
  const json = JSON.stringify(body);
  const limit = route.path.endsWith("bulk-holidays") ? BULK_BODY_LIMIT : BODY_LIMIT;
  const invalid = [BODY_NOT_JSON];
  const notObject = ["Request body must be a JSON object"];
  return [
    { label: "malformed JSON", path, body: json.slice(0, -1), status: 400, names: invalid },
    { label: "empty body", path, body: "", status: 400, names: invalid },
    { label: "JSON with a comment", path, body: `/* x */${json}`, status: 400, names: invalid },
    { label: "a JSON array", path, body: "[]", status: 400, names: notObject },
    { label: "JSON null", path, body: "null", status: 400, names: notObject },
    { label: "a JSON string", path, body: '"text"', status: 400, names: notObject },
    { label: "a JSON number", path, body: "42", status: 400, names: notObject },
    { label: "deeply nested arrays", path, body: DEEP, status: 400, names: notObject },
    {
      label: "a duplicate key with NUL last",
      path,
      body: `${json.slice(0, -1)},"${textField.name}":"a\\u0000b"}`,
      status: 400,
      names: fieldNames(textField.name, textField.labels),
    },
    ...[[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82]].map((bytes) => ({
      label: `bytes ${bytes.map((b) => b.toString(16)).join(" ")} (not UTF-8)`,
      path,
      body: withBytes(bytes),
      status: 400,
      names: [BODY_NOT_UTF8],
    })),
    ...["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]
      .map((type) => ({
        label: `Content-Type ${type}`,
        path,
        body: json,
        headers: { "Content-Type": type },
        status: 415,
        names: [BODY_TYPE],
      })),
    {
      label: "a body over the size limit",
      path,
      body: bodyWith(body, textField.name, JSON.stringify("z".repeat(limit))),
      status: 413,
      names: ["too large"],
    },
  ];
}

/** Requests without a token the route accepts: the role check answers 401 before anything. */
function authCases(route: Route): Case[] {
  const path = address(route);
  const body = route.body ? JSON.stringify(route.body) : undefined;
  const tokens = [
    ["no token", undefined],
    ["a made-up token", "Bearer not-a-token"],
    ["a control character", "Bearer \u0001"],
    ["a token with a control character", `Bearer ${route.token}\u0001`],
    ["a 10,000 character token", `Bearer ${LONG}`],
    ["Basic scheme", `Basic ${route.token}`],
  ];
  return tokens.map(([label, authorization]) => ({
    label: `Authorization: ${label}`,
    path,
    body,
    authorization: authorization ?? null,
    status: 401,
    names: [],
  }));
}

function casesOf(route: Route): Case[] {
  const validBody = route.body ? JSON.stringify(route.body) : undefined;
  const param = route.param;
  const cases: Case[] = route.token ? authCases(route) : [];
  for (const { label, raw, status = 400 } of param?.values ?? []) {
    cases.push({
      label: `${param!.name} = ${label}`,
      path: address(route, raw),
      body: validBody,
      status,
      names: status === 404 ? ["not found"] : fieldNames(param!.name, param!.labels),
    });
  }
  for (const field of route.fields ?? []) {
    for (const { label, json, status = 400 } of field.values) {
      cases.push({
        label: `${field.name} = ${label}`,
        path: address(route),
        body: bodyWith(route.body!, field.name, json),
        status,
        names: fieldNames(field.name, field.labels),
      });
    }
  }
  for (const field of route.queryFields ?? []) {
    for (const { label, raw, status = 400 } of field.values) {
      cases.push({
        label: `?${field.name}=${label}`,
        path: address(route, undefined, { ...route.query, [field.name]: raw }),
        status,
        names: fieldNames(field.name),
      });
    }
  }
  for (const extra of route.extra ?? []) {
    cases.push({
      label: extra.label,
      path: address(route, undefined, extra.query ?? route.query),
      body: extra.body ? JSON.stringify(extra.body) : validBody,
      status: extra.status,
      names: extra.status === 409 ? [extra.names] : fieldNames(extra.names),
    });
  }
  if (route.body) cases.push(...bodyCases(route));
  return cases;
}

/** Sends a case as it is, bytes and headers included (the harness would set Content-Type). */
async function send(route: Route, c: Case): Promise<{ status: number; error?: unknown }> {
  const headers: Record<string, string> = {};
  const authorization = c.authorization === undefined
    ? route.token && `Bearer ${route.token}`
    : c.authorization;
  if (authorization) headers.Authorization = authorization;
  if (c.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await api.app.request(c.path, {
    method: route.method,
    headers: { ...headers, ...c.headers },
    body: c.body,
  });
  const text = await response.text();
  let error: unknown;
  try {
    error = JSON.parse(text).error;
  } catch { /* not JSON: no message */ }
  return { status: response.status, error };
}

for (const route of ROUTES) {
  const cases = casesOf(route);
  tally.routes++;
  tally.fields += (route.fields?.length ?? 0) + (route.queryFields?.length ?? 0) +
    (route.param ? 1 : 0);
  Deno.test(`bad input to ${route.method} ${route.path}: ${cases.length} cases`, async () => {
    const failures: string[] = [];
    let before = await fingerprint();
    for (const c of cases) {
      const { status, error } = await send(route, c);
      tally.cases++;
      if (status >= 500) tally.serverErrors++;
      const problems: string[] = [];
      if (status !== c.status) problems.push(`got ${status}, expected ${c.status}`);
      if (status >= 400 && typeof error !== "string") problems.push("no error message");
      if (
        status >= 400 && typeof error === "string" && c.names.length > 0 &&
        !c.names.some((name) => error.includes(name))
      ) {
        problems.push(`${JSON.stringify(error)} names none of ${c.names.join(" ")}`);
      }
      const after = await fingerprint();
      if (after !== before) problems.push(`changed the database: ${before} → ${after}`);
      before = after;
      if (problems.length > 0) failures.push(`${c.label}: ${problems.join("; ")}`);
    }
    assert.deepEqual(failures, []);
  });
}

// ---- the standing fuzz: arbitrary text and JSON -------------------------------------------

/** FUZZ_SEED and FUZZ_RUNS explore beyond the fixed seed; a failure prints its seed and path. */
const FUZZ = {
  seed: Number(Deno.env.get("FUZZ_SEED") ?? 1212),
  numRuns: Number(Deno.env.get("FUZZ_RUNS") ?? 150),
};
const unit = fc.oneof(
  fc.constantFrom(
    ...[...HIDDEN, ...LINE_BREAKS].map(([, char]) => char),
    ..." '\"\\%_é😀\u2028\u00a0",
  ),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
);
const anyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit, minLength: 95, maxLength: 260 }) },
);
const anyJson = fc.jsonValue({ maxDepth: 2, stringUnit: unit });
/** Mostly the valid value, so most runs reach the handler; else any text or any JSON. */
const mostly = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: anyText },
    { weight: 1, arbitrary: anyJson },
  );
/** A text field, what the property is about: a plain name, any text, or any JSON. */
const anyField = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }) },
  { weight: 3, arbitrary: anyText },
  { weight: 1, arbitrary: anyJson },
);
/** Mostly a day of 2026; sometimes any yyyy-MM-dd, impossible and out-of-range ones included. */
const date = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 364 }).map((n) => addDays("2026-01-01", n)) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.integer({ min: 1890, max: 3010 }),
      fc.integer({ min: 1, max: 13 }),
      fc.integer({ min: 1, max: 31 }),
    ).map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
  },
);
const time = fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 60 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const dayType = fc.constantFrom("full", "morning", "afternoon");
const email = fc.oneof(
  fc.tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.nat()).map(([n, i]) => `${n}.${i}@leave.test`),
  fc.emailAddress(),
);
const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof({ weight: 9, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: anyJson });

const fuzzEmployee = await api.createUser({ departmentId });
let address_ = 0;
/** A new client address per request, so the sign-in and reset limits answer 429 rarely. */
const client = () => ({ "X-Forwarded-For": `2001:db8::${(++address_).toString(16)}` });

const WRITES: [string, string | undefined, fc.Arbitrary<unknown>][] = [
  [
    "/api/vacation-request",
    fuzzEmployee.token,
    bodyOf({
      startDate: mostly(date),
      endDate: mostly(date),
      startDayType: mostly(dayType),
      endDayType: mostly(dayType),
    }),
  ],
  [
    "/api/admin/users",
    admin.token,
    bodyOf({
      firstName: anyField,
      lastName: anyField,
      email: mostly(email),
      password: mostly(fc.string({ minLength: 8, maxLength: 20 })),
      role: mostly(fc.constantFrom("employee", "sickness_user")),
      start_date: mostly(date),
    }),
  ],
  ["/api/departments", admin.token, bodyOf({ name: anyField })],
  [
    "/api/sickness-logs",
    admin.token,
    bodyOf({
      user_id: mostly(fc.constant(fuzzEmployee.id)),
      sick_from_date: mostly(date),
      sick_to_date: mostly(date),
      reason: anyField,
    }),
  ],
  [
    "/api/appointment-logs",
    admin.token,
    bodyOf({
      user_id: mostly(fc.constant(fuzzEmployee.id)),
      event_from_date: mostly(date),
      event_to_date: mostly(date),
      start_time: mostly(time),
      end_time: mostly(time),
      reason: anyField,
    }),
  ],
  [
    "/api/login",
    undefined,
    bodyOf({
      email: mostly(fc.constant("fuzz@leave.test")),
      password: anyField,
    }),
  ],
  ["/api/request-reset-password", undefined, bodyOf({ email: mostly(email) })],
];

for (const [path, token, body] of WRITES) {
  Deno.test(`fuzz POST ${path}: never 5xx, and what is stored is readable`, async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await api.request("POST", path, {
          token,
          body: JSON.stringify(value),
          headers: client(),
        });
        countFuzz(response.status);
        assert.ok(response.status < 500, `${response.status} ${JSON.stringify(response.body)}`);
        if (response.status < 300) assert.deepEqual(await unreadableStoredText(), []);
      }),
      FUZZ,
    );
  });
}

/** Each search: its address, the role that reaches it, the parameter and its longest value. */
const SEARCHES: [string, "admin" | "clerk", string, number][] = [
  ["/api/admin/all-holiday-requests", "admin", "q", 200],
  ["/api/sickness-logs", "clerk", "q", 200],
  ["/api/appointment-logs", "admin", "q", 200],
  ["/api/users", "clerk", "q", 200],
  ["/api/holidays/planning?startDate=2026-03-01&endDate=2026-03-31", "admin", "department", 100],
];

Deno.test("fuzz list searches: 200 for readable text within the limit, else 400", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...SEARCHES), anyText, async ([path, role, key, max], q) => {
      const separator = path.includes("?") ? "&" : "?";
      const response = await api.request("GET", `${path}${separator}${key}=${percentEncode(q)}`, {
        token: { admin, clerk }[role].token,
      });
      countFuzz(response.status);
      const text = q.trim();
      const isAcceptable = text.length <= max && isReadableText(text);
      assert.equal(response.status, isAcceptable ? 200 : 400, JSON.stringify(response.body));
    }),
    { ...FUZZ, numRuns: FUZZ.numRuns * 2 },
  );
});

// ---- the valid request of every route gets through ----------------------------------------

Deno.test("the valid request of every route succeeds, so the sweep tested its fields", async () => {
  // Deletions and the sign-out last: they end what the other routes use.
  const isLast = (route: Route) => route.method === "DELETE" || route.path === "/api/logout";
  const failures: string[] = [];
  for (const route of [...ROUTES.filter((r) => !isLast(r)), ...ROUTES.filter(isLast)]) {
    const response = await api.request(route.method, address(route), {
      token: route.token,
      body: route.body,
    });
    if (response.status >= 300) {
      failures.push(
        `${route.method} ${route.path}: ${response.status} ${JSON.stringify(response.body)}`,
      );
    }
  }
  assert.deepEqual(failures, []);
});

Deno.test("bad-input cases tried and how many gave 5xx (goal 0)", () => {
  console.log(
    `bad-input cases tried: ${tally.cases + tally.fuzzRuns} (${tally.cases} table cases over ` +
      `${tally.routes} routes and ${tally.fields} fields, ${tally.fuzzRuns} fuzz runs); ` +
      `5xx: ${tally.serverErrors} (goal 0); fuzz answers ` +
      [...fuzzStatuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" "),
  );
  assert.equal(tally.serverErrors, 0);
});
