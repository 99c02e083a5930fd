import assert from "node:assert/strict";
import { DATE_FORMAT, REQUIRED, TIME_FORMAT } from "@shared/schemas/common.ts";
import { appointmentPositionResponse } from "@shared/schemas/responses.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";
import { UNKNOWN_USER } from "../rules/messages.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser();
const clerk = await api.createUser({ role: "sickness_user" });

interface Fields {
  from: string;
  to?: string;
  start?: string;
  end?: string;
  reason?: string;
}

/** An appointment written straight to the database. */
async function insertLog(userId: string, f: Fields): Promise<number> {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.appointment_logs
         (user_id, event_from_date, event_to_date, start_time, end_time, reason)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [userId, f.from, f.to ?? f.from, f.start ?? "09:00", f.end ?? "10:00", f.reason ?? "Dentist"],
    )
  );
  return row.id;
}

/** Every stored appointment, to prove a refused call changed nothing. */
function storedLogs() {
  return api.db.privileged((tx) =>
    tx.query(
      `select id, user_id, event_from_date, event_to_date, start_time, end_time, reason
       from public.appointment_logs order by id`,
    )
  );
}

function list(user: TestUser, query = "") {
  return api.request("GET", `/api/appointment-logs${query}`, { token: user.token });
}

Deno.test("a sickness user and an employee get 403, a visitor 401, on every call", async () => {
  const worker = await api.createUser();
  const logId = await insertLog(worker.id, { from: "2025-03-03" });
  const before = await storedLogs();
  const log = {
    user_id: worker.id,
    event_from_date: "2025-03-04",
    start_time: "09:00",
    end_time: "10:00",
  };
  for (const token of [clerk.token, employee.token, undefined]) {
    const answers = [
      await api.request("GET", "/api/appointment-logs", { token }),
      await api.request("POST", "/api/appointment-logs", { token, body: log }),
      await api.request("PUT", `/api/appointment-logs/${logId}`, { token, body: log }),
      await api.request("DELETE", `/api/appointment-logs/${logId}`, { token }),
    ];
    const expected = token ? 403 : 401;
    assert.deepEqual(answers.map((a) => a.status), [expected, expected, expected, expected]);
  }
  assert.deepEqual(await storedLogs(), before);
});

Deno.test("a global admin creates a one-day appointment: '' ends it on its from date", async () => {
  const departmentId = await api.createDepartment("Warehouse");
  const worker = await api.createUser({ firstName: "Dora", lastName: "Dentist", departmentId });
  const created = await api.request("POST", "/api/appointment-logs", {
    token: admin.token,
    body: {
      user_id: worker.id,
      event_from_date: "2025-03-05",
      event_to_date: "",
      start_time: "09:30:00",
      end_time: "11:15",
      reason: " Dentist ",
    },
  });
  assert.equal(created.status, 201);
  assert.deepEqual(created.body, {
    id: created.body.id,
    user_id: worker.id,
    firstName: "Dora",
    lastName: "Dentist",
    department: "Warehouse",
    reason: "Dentist",
    event_from_date: "2025-03-05",
    event_to_date: "2025-03-05",
    start_time: "09:30",
    end_time: "11:15",
  });
  const listed = await list(admin, "?q=dora");
  assert.deepEqual(listed.body, [created.body]);

  const audit = await api.db.privileged((tx) =>
    tx.query(
      `select actor_id, action from public.audit_log
       where entity = 'appointment_logs' and entity_id = $1`,
      [String(created.body.id)],
    )
  );
  assert.deepEqual(audit, [{ actor_id: admin.id, action: "insert" }]);

  const noReason = await api.request("POST", "/api/appointment-logs", {
    token: admin.token,
    body: {
      user_id: worker.id,
      event_from_date: "2025-03-06",
      start_time: "14:00",
      end_time: "15:00",
    },
  });
  assert.equal(noReason.status, 201);
  assert.deepEqual([noReason.body.reason, noReason.body.event_to_date], ["", "2025-03-06"]);
});

Deno.test("the list is ordered by date and start time and filtered to overlap from/to", async () => {
  const worker = await api.createUser({ lastName: "Planner" });
  const late = await insertLog(worker.id, { from: "2026-02-10", start: "15:00", end: "16:00" });
  const early = await insertLog(worker.id, { from: "2026-02-10", start: "08:00", end: "09:00" });
  const spanning = await insertLog(worker.id, {
    from: "2026-01-28",
    to: "2026-02-02",
    start: "13:00",
    end: "10:00",
  });
  const before = await insertLog(worker.id, { from: "2026-01-20" });
  const after = await insertLog(worker.id, { from: "2026-03-02" });

  const ids = (body: { id: number }[]) => body.map((log) => log.id);
  const all = await list(admin, "?q=planner");
  assert.deepEqual(ids(all.body), [before, spanning, early, late, after]);
  assert.equal(all.headers.get("X-Total-Count"), "5");

  const february = await list(admin, "?from=2026-02-01&to=2026-02-28&q=planner");
  assert.deepEqual(ids(february.body), [spanning, early, late]);
  assert.equal(february.headers.get("X-Total-Count"), "3");
  assert.deepEqual(ids((await list(admin, "?from=2026-02-11&q=planner")).body), [after]);
  assert.deepEqual(ids((await list(admin, "?to=2026-01-28&q=planner")).body), [before, spanning]);
  assert.deepEqual(ids((await list(admin, "?from=2026-02-10&to=2026-02-10")).body), [early, late]);
  assert.deepEqual(ids((await list(admin, "?from=&to=&q=planner&limit=2&offset=1")).body), [
    spanning,
    early,
  ]);
  // A dd/mm/yyyy search finds the appointments covering that day.
  assert.deepEqual(ids((await list(admin, "?q=31/01/2026")).body), [spanning]);

  const badFrom = await list(admin, "?from=01/02/2026");
  assert.deepEqual([badFrom.status, badFrom.body], [400, {
    error: `from: ${DATE_FORMAT}`,
    code: "bad_request",
    field: "from",
  }]);
  const backwards = await list(admin, "?from=2026-02-10&to=2026-02-01");
  assert.deepEqual(
    [backwards.status, backwards.body],
    errorAnswer(400, "to: must not be before from"),
  );
});

Deno.test("a log's position says which page of the list holds it, under the same search", async () => {
  const worker = await api.createUser({ lastName: "Whereabouts" });
  const first = await insertLog(worker.id, { from: "2026-06-01", start: "09:00", end: "10:00" });
  const third = await insertLog(worker.id, { from: "2026-06-03" });
  const second = await insertLog(worker.id, { from: "2026-06-01", start: "11:00", end: "12:00" });
  const last = await insertLog(worker.id, { from: "2026-07-20", reason: "Optician" });
  const position = (id: number, search = "?q=whereabouts") =>
    api.request("GET", `/api/appointment-logs/${id}/position${search}`, { token: admin.token });

  // The index follows the list's order (date, start time, id), not the order of creation.
  const answers = await Promise.all([first, second, third, last].map((id) => position(id)));
  assert.deepEqual(answers.map((a) => [a.status, a.body]), [
    [200, { index: 0, total: 4 }],
    [200, { index: 1, total: 4 }],
    [200, { index: 2, total: 4 }],
    [200, { index: 3, total: 4 }],
  ]);
  for (const answer of answers) appointmentPositionResponse.parse(answer.body);
  // Its page of 3 rows (index / 3 + 1 = 2) holds it.
  const page = await list(admin, "?q=whereabouts&limit=3&offset=3");
  assert.deepEqual(page.body.map((log: { id: number }) => log.id), [last]);

  // The same filters as the list: a date search, a range, a text the log does not match.
  assert.deepEqual((await position(third, "?q=03/06/2026")).body, { index: 0, total: 1 });
  assert.deepEqual((await position(last, "?q=whereabouts&from=2026-06-02")).body, {
    index: 1,
    total: 2,
  });
  const unmatched = await position(last, "?q=nobody");
  assert.deepEqual(
    [unmatched.status, unmatched.body],
    errorAnswer(404, "Appointment log not found"),
  );
  const missing = await position(999999, "");
  assert.deepEqual([missing.status, missing.body], errorAnswer(404, "Appointment log not found"));
  const badId = await position(0, "");
  assert.deepEqual([badId.status, badId.body], errorAnswer(400, "id: must be a positive integer"));
  const backwards = await position(first, "?from=2026-06-02&to=2026-06-01");
  assert.deepEqual(
    [backwards.status, backwards.body],
    errorAnswer(400, "to: must not be before from"),
  );
  for (const token of [clerk.token, employee.token, undefined]) {
    const refused = await api.request("GET", `/api/appointment-logs/${first}/position`, { token });
    assert.equal(refused.status, token ? 403 : 401);
  }
});

Deno.test("a global admin edits an appointment; the user never changes", async () => {
  const worker = await api.createUser({ lastName: "Mover" });
  const other = await api.createUser();
  const logId = await insertLog(worker.id, { from: "2025-04-01" });
  const edited = await api.request("PUT", `/api/appointment-logs/${logId}`, {
    token: admin.token,
    body: {
      id: logId,
      user_id: other.id,
      firstName: "Other",
      event_from_date: "2025-04-02",
      event_to_date: "2025-04-03",
      start_time: "16:00",
      end_time: "09:00",
      reason: "Hospital appointment",
    },
  });
  assert.equal(edited.status, 200);
  assert.deepEqual(edited.body, {
    id: logId,
    user_id: worker.id,
    firstName: edited.body.firstName,
    lastName: "Mover",
    department: "No Department",
    reason: "Hospital appointment",
    event_from_date: "2025-04-02",
    event_to_date: "2025-04-03",
    start_time: "16:00",
    end_time: "09:00",
  });
  const oneDay = await api.request("PUT", `/api/appointment-logs/${logId}`, {
    token: admin.token,
    body: {
      event_from_date: "2025-04-02",
      event_to_date: null,
      start_time: "10:00",
      end_time: "10:30",
      reason: null,
    },
  });
  assert.deepEqual(
    [oneDay.body.event_to_date, oneDay.body.reason, oneDay.body.user_id],
    ["2025-04-02", "", worker.id],
  );
});

Deno.test("refused appointments name the field and change nothing", async () => {
  const worker = await api.createUser();
  const gone = await api.createUser();
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );
  const logId = await insertLog(worker.id, { from: "2025-05-05" });
  const before = await storedLogs();
  const valid = {
    user_id: worker.id,
    event_from_date: "2025-05-06",
    start_time: "09:00",
    end_time: "10:00",
  };
  const cases: [Record<string, unknown>, string][] = [
    [{ user_id: crypto.randomUUID() }, UNKNOWN_USER],
    [{ user_id: gone.id }, UNKNOWN_USER],
    [{ user_id: "" }, `user_id: ${REQUIRED}`],
    [{ event_from_date: "" }, `event_from_date: ${REQUIRED}`],
    [{ event_from_date: undefined }, `event_from_date: ${REQUIRED}`],
    [{ event_to_date: "2025-05-05" }, "event_to_date: must not be before event_from_date"],
    [{ end_time: "09:00" }, "end_time: must be after start_time"],
    [{ end_time: "08:59", event_to_date: "" }, "end_time: must be after start_time"],
    [{ end_time: "08:00", event_to_date: "2025-05-06" }, "end_time: must be after start_time"],
    [{ start_time: "9am" }, `start_time: ${TIME_FORMAT}`],
    [{ end_time: "24:00" }, `end_time: ${TIME_FORMAT}`],
    [{ start_time: "" }, `start_time: ${REQUIRED}`],
    [{ event_from_date: "2025-13-01" }, `event_from_date: ${DATE_FORMAT}`],
  ];
  for (const [change, error] of cases) {
    const body = { ...valid, ...change };
    const created = await api.request("POST", "/api/appointment-logs", {
      token: admin.token,
      body,
    });
    assert.deepEqual(
      [created.status, created.body],
      errorAnswer(400, error),
      JSON.stringify(change),
    );
    if (error === UNKNOWN_USER || error.startsWith("user_id")) continue;
    const edited = await api.request("PUT", `/api/appointment-logs/${logId}`, {
      token: admin.token,
      body,
    });
    assert.deepEqual([edited.status, edited.body], errorAnswer(400, error), JSON.stringify(change));
  }
  const missing = await api.request("PUT", "/api/appointment-logs/999999", {
    token: admin.token,
    body: valid,
  });
  assert.deepEqual([missing.status, missing.body], errorAnswer(404, "Appointment log not found"));
  assert.deepEqual(await storedLogs(), before);
});

Deno.test("a global admin deletes an appointment; a second delete is 404", async () => {
  const worker = await api.createUser();
  const logId = await insertLog(worker.id, { from: "2025-06-02" });
  const deleted = await api.request("DELETE", `/api/appointment-logs/${logId}`, {
    token: admin.token,
  });
  assert.deepEqual([deleted.status, deleted.body], [200, { message: "Appointment log deleted" }]);
  assert.ok((await storedLogs()).every((log) => log.id !== logId));
  const again = await api.request("DELETE", `/api/appointment-logs/${logId}`, {
    token: admin.token,
  });
  assert.deepEqual([again.status, again.body], errorAnswer(404, "Appointment log not found"));
});
