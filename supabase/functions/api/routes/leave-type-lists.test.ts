// The request lists name a request's leave type and note (issue 33): the employee's own list,
// the pending list and the archive give a request of another type `leave_type` and its `note`;
// a Holiday's row is as before, without either key; a type retired since is still named.
import assert from "node:assert/strict";
import { adminHolidayRequestResponse, holidayRequestResponse } from "@shared/schemas/responses.ts";
import { setupApi } from "../../../tests/harness.ts";

// Wednesday 10 February 2027.
const api = await setupApi({ now: new Date("2027-02-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const ann = await api.createUser({ firstName: "Ann", lastName: "Types" });

/** The body of a call that must succeed, as the administrator unless `token` says who. */
const call = (method: string, path: string, body?: unknown, token = admin.token) =>
  api.ok(method, path, { token, body });

const types = await call("GET", "/api/admin/leave-types");
const compassionate = types.find((type: { kind: string }) => type.kind === "compassionate");
await call("PATCH", `/api/admin/leave-types/${compassionate.id}`, { active: true });
const LABEL = { id: compassionate.id, name: "Compassionate leave", colour: compassionate.colour };

const typed = await call("POST", "/api/vacation-request", {
  startDate: "2027-02-15",
  endDate: "2027-02-15",
  leaveTypeId: compassionate.id,
  note: "My grandmother's funeral",
}, ann.token);
const holiday = await call("POST", "/api/vacation-request", {
  startDate: "2027-03-01",
  endDate: "2027-03-01",
}, ann.token);

function check(rows: { id: number }[], schema: typeof holidayRequestResponse) {
  const typedRow = rows.find((row) => row.id === typed.id) as Record<string, unknown>;
  const holidayRow = rows.find((row) => row.id === holiday.id) as Record<string, unknown>;
  schema.parse(typedRow);
  schema.parse(holidayRow);
  assert.deepEqual(typedRow.leave_type, LABEL);
  assert.equal(typedRow.note, "My grandmother's funeral");
  assert.ok(!("leave_type" in holidayRow) && !("note" in holidayRow), JSON.stringify(holidayRow));
}

Deno.test("the employee's own list, the pending list and the archive name the type and note", async () => {
  check(
    await call("GET", "/api/user/holiday-requests", undefined, ann.token),
    holidayRequestResponse,
  );
  check(await call("GET", "/api/admin/holiday-requests"), adminHolidayRequestResponse);
  check(
    await call("GET", "/api/admin/all-holiday-requests?search=Types"),
    adminHolidayRequestResponse,
  );
});

Deno.test("a type retired since is still named on its requests, to their owner too", async () => {
  await call("PATCH", `/api/admin/leave-types/${compassionate.id}`, { active: false });
  check(
    await call("GET", "/api/user/holiday-requests", undefined, ann.token),
    holidayRequestResponse,
  );
  check(await call("GET", "/api/admin/holiday-requests"), adminHolidayRequestResponse);
});

Deno.test("the decision mail names the request's leave type where a Holiday's says holiday", async () => {
  await call("PATCH", `/api/admin/leave-types/${compassionate.id}`, { active: true });
  const filed = await call("POST", "/api/vacation-request", {
    startDate: "2027-03-08",
    endDate: "2027-03-08",
    leaveTypeId: compassionate.id,
  }, ann.token);
  await call("POST", `/api/admin/holiday-requests/${filed.id}/approve`, {});
  await call("POST", `/api/admin/holiday-requests/${holiday.id}/approve`, {});
  const mails = await api.db.privileged((tx) =>
    tx.query<{ subject: string; body_text: string }>(
      "select subject, body_text from private.email_outbox order by id desc limit 2",
    )
  );
  assert.deepEqual(mails.map((mail) => mail.subject), [
    "Your holiday request was approved",
    "Your Compassionate leave request was approved",
  ]);
  assert.match(mails[1].body_text, /Your Compassionate leave request for 08\/03\/2027, 10 hours/);
  await call("PATCH", `/api/admin/leave-types/${compassionate.id}`, { active: false });
});

Deno.test("the archive filters by leave type, retired ones too; a bad leaveTypeId is named", async () => {
  const ofType = async (id: number) => {
    const answer = await api.request(
      "GET",
      `/api/admin/all-holiday-requests?q=Types&leaveTypeId=${id}&limit=1&offset=0`,
      { token: admin.token },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const all = await call("GET", `/api/admin/all-holiday-requests?q=Types&leaveTypeId=${id}`);
    return { total: Number(answer.headers.get("X-Total-Count")), all };
  };
  const typedOnly = await ofType(compassionate.id);
  assert.equal(typedOnly.total, 2);
  assert.ok(
    typedOnly.all.every((row: { leave_type?: { id: number } }) =>
      row.leave_type?.id === compassionate.id
    ),
  );
  const holidays = await ofType(1);
  assert.deepEqual(holidays.all.map((row: { id: number }) => row.id), [holiday.id]);
  assert.equal(holidays.total, 1);
  const past = await api.request(
    "GET",
    `/api/admin/all-holiday-requests?leaveTypeId=${compassionate.id}&limit=5&offset=500`,
    { token: admin.token },
  );
  assert.equal(past.status, 200);
  assert.deepEqual(past.body, []);
  assert.equal(Number(past.headers.get("X-Total-Count")), 2);
  for (const bad of ["0", "x", "2147483648"]) {
    const answer = await api.request(
      "GET",
      `/api/admin/all-holiday-requests?leaveTypeId=${bad}`,
      { token: admin.token },
    );
    assert.equal(answer.status, 400);
    assert.match(answer.body.error, /leaveTypeId: must be an integer from 1 to 2147483647/);
  }
});
