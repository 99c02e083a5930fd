import assert from "node:assert/strict";
import { messages } from "@shared/messages.ts";
import { errorAnswer, setupApi, waitFor } from "../../../tests/harness.ts";
import type { Deps } from "../app.ts";

const api = await setupApi({ now: new Date("2026-03-02T09:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
let mailKicks = 0;
(api.deps as Deps).onMailQueued = () => mailKicks++;
const admin = await api.createUser({ role: "global_admin" });
const sickness = await api.createUser({ role: "sickness_user" });
const employee = await api.createUser();
const production = await api.createDepartment("Production");

async function insertRequest(
  userId: string,
  startDate: string,
  endDate = startDate,
  fields: { status?: string; createdAt?: string } = {},
): Promise<number> {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests (user_id, start_date, end_date, status, created_at)
       values ($1, $2, $3, $4, coalesce($5::timestamptz, now())) returning id`,
      [userId, startDate, endDate, fields.status ?? "pending", fields.createdAt ?? null],
    )
  );
  return row.id;
}

async function getRequest(id: number) {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ status: string; deny_reason: string | null; cancel_reject_reason: string | null }>(
      "select status, deny_reason, cancel_reject_reason from public.holiday_requests where id = $1",
      [id],
    )
  );
  return row;
}

function outbox() {
  return api.db.privileged((tx) =>
    tx.query<{ to_address: string; subject: string; body_text: string }>(
      "select to_address, subject, body_text from private.email_outbox order by id",
    )
  );
}

function post(path: string, token?: string, body?: unknown) {
  return api.request("POST", `/api/admin${path}`, { token, body });
}

Deno.test("employees and sickness users get 403 on every admin call, visitors 401; nothing changes", async () => {
  const id = await insertRequest(employee.id, "2026-04-13");
  const calls: [string, string, unknown?][] = [
    ["GET", "/holiday-requests"],
    ["POST", `/holiday-requests/${id}/approve`],
    ["POST", `/holiday-requests/${id}/deny`, { reason: "No" }],
    ["POST", `/holiday-requests/${id}/cancel`],
    ["POST", `/holiday-requests/${id}/approve-cancellation`],
    ["POST", `/holiday-requests/${id}/reject-cancellation`, { reject_reason: "No" }],
    ["GET", "/all-holiday-requests"],
    ["POST", "/add-holiday", {
      selectedUser: employee.id,
      startDate: "2026-04-20",
      endDate: "2026-04-20",
    }],
    ["POST", "/bulk-holidays", {
      userIds: [employee.id],
      startDate: "2026-04-20",
      endDate: "2026-04-20",
    }],
  ];
  const mailsBefore = (await outbox()).length;
  for (const [method, path, body] of calls) {
    for (const user of [employee, sickness]) {
      const answer = await api.request(method, `/api/admin${path}`, { token: user.token, body });
      assert.deepEqual(
        [answer.status, answer.body],
        errorAnswer(403, "You do not have access to this"),
        `${method} ${path}`,
      );
    }
    assert.equal((await api.request(method, `/api/admin${path}`, { body })).status, 401);
  }
  assert.equal((await getRequest(id)).status, "pending");
  const [{ count }] = await api.db.privileged((tx) =>
    tx.query<{ count: number }>(
      "select count(*)::int as count from public.holiday_requests where user_id = $1",
      [employee.id],
    )
  );
  assert.equal(count, 1);
  assert.equal((await outbox()).length, mailsBefore);
});

Deno.test("the pending list: oldest first, with requester, department and remaining hours", async () => {
  const ann = await api.createUser({
    firstName: "Ann",
    lastName: "Pending",
    departmentId: production,
    totalVacationHours: 100,
  });
  const bob = await api.createUser({ firstName: "Bob", lastName: "Nodept" });
  const gone = await api.createUser({ firstName: "Gone" });
  const newer = await insertRequest(ann.id, "2026-05-11", "2026-05-14", {
    createdAt: "2026-02-10T10:00:00Z",
  });
  const older = await insertRequest(bob.id, "2026-05-11", "2026-05-11", {
    createdAt: "2026-02-01T10:00:00Z",
  });
  await insertRequest(ann.id, "2027-01-11", "2027-01-11", { createdAt: "2026-02-11T10:00:00Z" });
  await insertRequest(ann.id, "2026-06-01", "2026-06-01", { status: "accepted" });
  await insertRequest(gone.id, "2026-05-11");
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );
  const { status, body } = await api.request("GET", "/api/admin/holiday-requests", {
    token: admin.token,
  });
  assert.equal(status, 200);
  const mine = body.filter((r: { user_id: string }) =>
    [ann.id, bob.id, gone.id].includes(r.user_id)
  );
  assert.deepEqual(mine.map((r: { id: number }) => r.id).slice(0, 2), [older, newer]);
  assert.equal(mine.length, 3, "a deactivated user's request is not listed");
  assert.ok(body.every((r: { status: string }) => r.status === "pending"));
  const annRow = mine.find((r: { id: number }) => r.id === newer);
  assert.deepEqual(
    {
      firstName: annRow.firstName,
      lastName: annRow.lastName,
      email: annRow.email,
      department: annRow.department,
      requested_hours: annRow.requested_hours,
      vacation_hours: annRow.vacation_hours,
      created_at: annRow.created_at,
    },
    {
      firstName: "Ann",
      lastName: "Pending",
      email: ann.email,
      department: "Production",
      requested_hours: 40,
      vacation_hours: 100 - 40 - 10,
      created_at: "2026-02-10 10:00:00",
    },
  );
  assert.equal(mine[2].vacation_hours, 90, "the 2027 request counts against 2027");
  assert.equal(mine[0].department, "No Department");
});

Deno.test("approve: pending → accepted, the requester is mailed, the audit names the admin", async () => {
  const user = await api.createUser({ firstName: "Ann" });
  const id = await insertRequest(user.id, "2026-04-13", "2026-04-16");
  const kicks = mailKicks;
  const { status, body } = await post(`/holiday-requests/${id}/approve`, admin.token);
  assert.equal(status, 200);
  assert.deepEqual([body.id, body.status, body.requested_hours], [id, "accepted", 40]);
  assert.equal(mailKicks, kicks + 1, "the sender is kicked");
  const mail = (await outbox()).at(-1)!;
  assert.equal(mail.to_address, user.email);
  assert.equal(mail.subject, "Your holiday request was approved");
  assert.match(mail.body_text, /Hello Ann,/);
  assert.match(mail.body_text, /13\/04\/2026 to 16\/04\/2026, 40 hours/);
  assert.match(mail.body_text, /http:\/\/leave\.test\/list-holidays-request/);
  const audit = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; action: string }>(
      `select actor_id, action from public.audit_log
       where entity = 'holiday_requests' and entity_id = $1 and action <> 'insert'`,
      [String(id)],
    )
  );
  assert.deepEqual(audit, [{ actor_id: admin.id, action: "pending->accepted" }]);

  const mails = (await outbox()).length;
  const again = await post(`/holiday-requests/${id}/approve`, admin.token);
  assert.deepEqual(
    [again.status, again.body],
    errorAnswer(409, "Only a pending request can be approved: this request is Approved."),
  );
  assert.equal((await outbox()).length, mails, "a refused call mails no one");
  const missing = await post("/holiday-requests/999999/approve", admin.token);
  assert.deepEqual([missing.status, missing.body], errorAnswer(404, "Holiday request not found"));
  const bad = await post("/holiday-requests/x1/approve", admin.token);
  assert.equal(bad.status, 400);
  assert.match(bad.body.error, /^id: /);
});

Deno.test("deny needs a reason, stores it, gives the hours back and mails it", async () => {
  const user = await api.createUser({ totalVacationHours: 100 });
  const id = await insertRequest(user.id, "2026-04-13", "2026-04-16");
  for (const payload of [{ reason: "" }, { reason: "   " }, {}]) {
    const refused = await post(`/holiday-requests/${id}/deny`, admin.token, payload);
    assert.deepEqual([refused.status, refused.body], errorAnswer(400, messages.denyReasonRequired));
  }
  assert.equal((await getRequest(id)).status, "pending");
  const { status, body } = await post(`/holiday-requests/${id}/deny`, admin.token, {
    reason: " Short staffed that week ",
  });
  assert.equal(status, 200);
  assert.deepEqual([body.status, body.deny_reason], ["rejected", "Short staffed that week"]);
  const days = await api.request("GET", "/api/vacation-days", { token: user.token });
  assert.equal(days.body.vacation_hours, 100);
  const mail = (await outbox()).at(-1)!;
  assert.equal(mail.subject, "Your holiday request was denied");
  assert.match(mail.body_text, /Reason: Short staffed that week/);
  const again = await post(`/holiday-requests/${id}/deny`, admin.token, { reason: "Again" });
  assert.deepEqual(
    [again.status, again.body],
    errorAnswer(409, "Only a pending request can be denied: this request is Denied."),
  );
  assert.equal((await getRequest(id)).deny_reason, "Short staffed that week");
});

Deno.test("cancel: an approved request → cancelled; a pending one is refused", async () => {
  const user = await api.createUser();
  const accepted = await insertRequest(user.id, "2026-04-13", "2026-04-13", { status: "accepted" });
  const pending = await insertRequest(user.id, "2026-04-20");
  const { status, body } = await post(`/holiday-requests/${accepted}/cancel`, admin.token);
  assert.deepEqual([status, body.status], [200, "cancelled"]);
  assert.equal((await outbox()).at(-1)!.subject, "Your holiday was cancelled");
  const refused = await post(`/holiday-requests/${pending}/cancel`, admin.token);
  assert.deepEqual(
    [refused.status, refused.body],
    errorAnswer(409, "Only an approved request can be cancelled: this request is Pending."),
  );
  assert.equal((await getRequest(pending)).status, "pending");
});

Deno.test("cancellation requests: approve → cancelled; reject → accepted with the reason kept", async () => {
  const user = await api.createUser();
  const first = await insertRequest(user.id, "2026-04-13", "2026-04-13", {
    status: "cancel_requested",
  });
  const second = await insertRequest(user.id, "2026-04-20", "2026-04-20", {
    status: "cancel_requested",
  });
  const accepted = await insertRequest(user.id, "2026-04-27", "2026-04-27", { status: "accepted" });

  const approved = await post(`/holiday-requests/${first}/approve-cancellation`, admin.token);
  assert.deepEqual([approved.status, approved.body.status], [200, "cancelled"]);
  assert.equal((await outbox()).at(-1)!.subject, "Your holiday cancellation was approved");

  for (const payload of [{ reject_reason: "" }, {}]) {
    const refused = await post(
      `/holiday-requests/${second}/reject-cancellation`,
      admin.token,
      payload,
    );
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(400, messages.rejectReasonRequired),
    );
  }
  const rejected = await post(`/holiday-requests/${second}/reject-cancellation`, admin.token, {
    reject_reason: "We need you that day",
  });
  assert.equal(rejected.status, 200);
  assert.deepEqual([rejected.body.status, rejected.body.cancel_reject_reason], [
    "accepted",
    "We need you that day",
  ]);
  const mail = (await outbox()).at(-1)!;
  assert.equal(mail.subject, "Your holiday cancellation was rejected");
  assert.match(mail.body_text, /Reason: We need you that day/);
  const own = await api.request("GET", "/api/user/holiday-requests", { token: user.token });
  assert.equal(
    own.body.find((r: { id: number }) => r.id === second).cancel_reject_reason,
    "We need you that day",
  );

  for (const path of ["approve-cancellation", "reject-cancellation"]) {
    const wrong = await post(`/holiday-requests/${accepted}/${path}`, admin.token, {
      reject_reason: "x",
    });
    assert.equal(wrong.status, 409);
    assert.match(
      wrong.body.error,
      /^Only a request awaiting cancellation .*: this request is Approved\.$/,
    );
  }
  assert.equal((await getRequest(accepted)).status, "accepted");
});

Deno.test("a deactivated requester is not mailed (their address may be someone else's now)", async () => {
  const user = await api.createUser();
  const id = await insertRequest(user.id, "2026-04-13");
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [user.id])
  );
  const mails = (await outbox()).length;
  const { status } = await post(`/holiday-requests/${id}/deny`, admin.token, { reason: "Left" });
  assert.equal(status, 200);
  assert.equal((await outbox()).length, mails);
});

Deno.test("the archive: newest first, filtered by status, searched, paged, with X-Total-Count", async () => {
  const archive = await setupApi({ now: new Date("2026-03-02T09:00:00Z") });
  try {
    const boss = await archive.createUser({ role: "global_admin" });
    const warehouse = await archive.createDepartment("Warehouse");
    const ann = await archive.createUser({ firstName: "Ann", lastName: "Smith" });
    const bob = await archive.createUser({
      firstName: "Bob",
      lastName: "Jones",
      departmentId: warehouse,
    });
    const cat = await archive.createUser({ firstName: "Cat", lastName: "100%_Sure" });
    const at = (day: number) => `2026-01-${String(day).padStart(2, "0")}T10:00:00Z`;
    const insert = async (userId: string, start: string, status: string, day: number) => {
      const [row] = await archive.db.privileged((tx) =>
        tx.query<{ id: number }>(
          `insert into public.holiday_requests
             (user_id, start_date, end_date, status, deny_reason, created_at)
           values ($1, $2, $2, $3::public.request_status,
             case when $3::public.request_status = 'rejected' then 'Busy' end, $4) returning id`,
          [userId, start, status, at(day)],
        )
      );
      return row.id;
    };
    const a1 = await insert(ann.id, "2026-04-08", "accepted", 1);
    const b1 = await insert(bob.id, "2026-04-07", "pending", 2);
    const a2 = await insert(ann.id, "2026-04-13", "rejected", 3);
    const b2 = await insert(bob.id, "2026-04-14", "cancel_requested", 4);
    const c1 = await insert(cat.id, "2026-04-15", "cancelled", 5);
    const list = async (query: string) => {
      const answer = await archive.request("GET", `/api/admin/all-holiday-requests${query}`, {
        token: boss.token,
      });
      assert.equal(answer.status, 200, query);
      return {
        ids: answer.body.map((r: { id: number }) => r.id),
        total: answer.headers.get("X-Total-Count"),
        body: answer.body,
      };
    };
    assert.deepEqual(await list(""), {
      ...(await list("")),
      ids: [c1, b2, a2, b1, a1],
      total: "5",
    });
    const first = (await list("")).body[4];
    assert.deepEqual(
      [first.firstName, first.lastName, first.department, first.deny_reason, first.vacation_hours],
      ["Ann", "Smith", "No Department", null, 150],
    );
    assert.deepEqual((await list("?status=cancel_requested")).ids, [b2]);
    assert.deepEqual((await list("?status=")).ids.length, 5);
    const cases: [string, number[]][] = [
      ["ann", [a2, a1]],
      ["SMITH", [a2, a1]],
      ["ann smith", [a2, a1]],
      ["wareh", [b2, b1]],
      ["approved", [a1]],
      ["denied", [a2]],
      ["cancel", [c1, b2]],
      ["pend", [b1]],
      ["100%", [c1]],
      ["_", [c1]],
      ["a_n", []],
      ["nobody", []],
    ];
    for (const [q, ids] of cases) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      assert.deepEqual([found.ids, found.total], [ids, String(ids.length)], q);
    }
    assert.deepEqual((await list("?q=jones&status=pending")).ids, [b1]);
    assert.deepEqual(await list("?limit=2"), {
      ...(await list("?limit=2")),
      ids: [c1, b2],
      total: "5",
    });
    assert.deepEqual((await list("?limit=2&offset=2")).ids, [a2, b1]);
    const past = await list("?limit=2&offset=10");
    assert.deepEqual([past.ids, past.total], [[], "5"]);
    assert.deepEqual([(await list("?q=bob&limit=1")).ids, (await list("?q=bob&limit=1")).total], [
      [b2],
      "2",
    ]);
    for (
      const [query, field] of [["?status=done", "status"], ["?limit=0", "limit"], [
        "?offset=-1",
        "offset",
      ], ["?limit=abc", "limit"]]
    ) {
      const bad = await archive.request("GET", `/api/admin/all-holiday-requests${query}`, {
        token: boss.token,
      });
      assert.equal(bad.status, 400, query);
      assert.match(bad.body.error, new RegExp(`^${field}: `));
    }
  } finally {
    await archive.close();
  }
});

Deno.test("the archive search also finds a dd/MM/yyyy start or end date, beside names", async () => {
  const archive = await setupApi({ now: new Date("2026-03-02T09:00:00Z") });
  try {
    const boss = await archive.createUser({ role: "global_admin" });
    const dee = await archive.createUser({ firstName: "Dee", lastName: "Dates" });
    const insert = async (start: string, end: string, status = "pending") => {
      const [row] = await archive.db.privileged((tx) =>
        tx.query<{ id: number }>(
          `insert into public.holiday_requests (user_id, start_date, end_date, status)
           values ($1, $2, $3, $4::public.request_status) returning id`,
          [dee.id, start, end, status],
        )
      );
      return row.id;
    };
    // Mon 06/04 to Thu 09/04, Tue 14/04 alone, Mon 20/04 to Tue 21/04 (newest last).
    const week = await insert("2026-04-06", "2026-04-09", "accepted");
    const day = await insert("2026-04-14", "2026-04-14");
    const pair = await insert("2026-04-20", "2026-04-21", "rejected");
    const found = async (q: string, extra = "") => {
      const answer = await archive.request(
        "GET",
        `/api/admin/all-holiday-requests?q=${encodeURIComponent(q)}${extra}`,
        { token: boss.token },
      );
      assert.equal(answer.status, 200, q);
      return [answer.body.map((r: { id: number }) => r.id), answer.headers.get("X-Total-Count")];
    };
    const cases: [string, number[]][] = [
      ["06/04/2026", [week]], // the start date
      ["09/04/2026", [week]], // the end date
      ["6/4/2026", [week]], // without leading zeros
      [" 14/04/2026 ", [day]], // a one-day request, either way
      ["21/04/2026", [pair]],
      ["07/04/2026", []], // a day inside a request is neither its start nor its end
      ["31/02/2026", []], // no such date: searched as text, which nothing holds
      ["2026-04-06", []], // the archive shows dd/MM/yyyy, so that is what it finds
    ];
    for (const [q, ids] of cases) {
      assert.deepEqual(await found(q), [ids, String(ids.length)], q);
    }
    // The names, department and status labels still match as before.
    assert.deepEqual(await found("dates"), [[pair, day, week], "3"]);
    assert.deepEqual(await found("approved"), [[week], "1"]);
    // With the status filter and paging, past the end too.
    assert.deepEqual(await found("06/04/2026", "&status=accepted"), [[week], "1"]);
    assert.deepEqual(await found("06/04/2026", "&status=pending"), [[], "0"]);
    assert.deepEqual(await found("14/04/2026", "&limit=1&offset=5"), [[], "1"]);
  } finally {
    await archive.close();
  }
});

Deno.test("add a holiday for a user: accepted at once, Christmas and a deep balance allowed", async () => {
  const user = await api.createUser({ firstName: "Dee", lastName: "Lane", totalVacationHours: 10 });
  const { status, body } = await post("/add-holiday", admin.token, {
    selectedUser: user.id,
    startDate: "2026-12-21",
    endDate: "2026-12-31",
    startDayType: "afternoon",
  });
  assert.equal(status, 201);
  assert.deepEqual(
    [body.user_id, body.status, body.start_day_type, body.end_day_type, body.requested_hours],
    [user.id, "accepted", "afternoon", "full", 5 + 10 + 10 + 10 + 10 + 10 + 10],
  );
  const days = await api.request("GET", "/api/vacation-days", { token: user.token });
  assert.equal(days.body.vacation_hours, 10 - 65, "hours deducted, no -30 floor for admins");
  const [decided] = await api.db.privileged((tx) =>
    tx.query<{ created_by: string; decided_by: string }>(
      "select created_by, decided_by from public.holiday_requests where id = $1",
      [body.id],
    )
  );
  assert.deepEqual(decided, { created_by: admin.id, decided_by: admin.id });

  const overlap = await post("/add-holiday", admin.token, {
    selectedUser: user.id,
    startDate: "2026-12-31",
    endDate: "2027-01-04",
  });
  assert.deepEqual(
    [overlap.status, overlap.body],
    errorAnswer(409, messages.userHasOverlap("Dee Lane"), "overlap"),
    "the clash is said of the employee, not of the admin who books",
  );
  const gone = await api.createUser();
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );
  for (const selectedUser of [gone.id, crypto.randomUUID()]) {
    const missing = await post("/add-holiday", admin.token, {
      selectedUser,
      startDate: "2026-05-11",
      endDate: "2026-05-11",
    });
    assert.deepEqual(
      [missing.status, missing.body],
      errorAnswer(404, "selectedUser: no active user has this id"),
    );
  }
  const refusals: [unknown, string][] = [
    [{ startDate: "2026-05-11", endDate: "2026-05-11" }, "selectedUser: is required"],
    [
      { selectedUser: "42", startDate: "2026-05-11", endDate: "2026-05-11" },
      "selectedUser: must be a UUID",
    ],
    [{ selectedUser: user.id, endDate: "2026-05-11" }, "startDate: is required"],
    [
      { selectedUser: user.id, startDate: "2026-05-12", endDate: "2026-05-11" },
      "endDate: must not be before startDate",
    ],
  ];
  for (const [payload, error] of refusals) {
    const refused = await post("/add-holiday", admin.token, payload);
    assert.deepEqual([refused.status, refused.body], errorAnswer(400, error));
  }
  const [{ count }] = await api.db.privileged((tx) =>
    tx.query<{ count: number }>(
      "select count(*)::int as count from public.holiday_requests where user_id in ($1, $2)",
      [user.id, gone.id],
    )
  );
  assert.equal(count, 1, "only the first add was written");
});

Deno.test("bulk add: one accepted request per user in one go, or nothing when anyone clashes", async () => {
  const ann = await api.createUser({ firstName: "Ann", lastName: "Smith" });
  const bob = await api.createUser({ firstName: "Bob", lastName: "Jones" });
  const cat = await api.createUser({ firstName: "Cat", lastName: "Free" });
  const range = { startDate: "2026-08-03", endDate: "2026-08-06" };
  const done = await post("/bulk-holidays", admin.token, {
    userIds: [ann.id, bob.id, ann.id],
    ...range,
  });
  assert.equal(done.status, 201);
  assert.equal(done.body.created, 2);
  assert.deepEqual(done.body.requests.map((r: { user_id: string }) => r.user_id), [ann.id, bob.id]);
  assert.ok(
    done.body.requests.every((r: { status: string; requested_hours: number }) =>
      r.status === "accepted" && r.requested_hours === 40
    ),
  );

  const clash = await post("/bulk-holidays", admin.token, {
    userIds: [cat.id, ann.id, bob.id],
    startDate: "2026-08-06",
    endDate: "2026-08-10",
  });
  assert.deepEqual(
    [clash.status, clash.body],
    errorAnswer(
      409,
      "These users already have a holiday request overlapping the selected dates: " +
        "Bob Jones, Ann Smith",
      "overlap",
    ),
  );
  const missing = await post("/bulk-holidays", admin.token, {
    userIds: [cat.id, "00000000-0000-4000-8000-00000000dead"],
    ...range,
  });
  assert.deepEqual(
    [missing.status, missing.body],
    errorAnswer(404, "userIds: no active user has the id 00000000-0000-4000-8000-00000000dead"),
  );
  const refusals: [unknown, string][] = [
    [{ userIds: [], ...range }, messages.bulkUsersRequired],
    [{ ...range }, messages.bulkUsersRequired],
    [{ userIds: [cat.id], startDate: "2026-08-03" }, messages.bulkDatesRequired],
    [{ userIds: [cat.id], startDate: "", endDate: "" }, messages.bulkDatesRequired],
    [{ userIds: ["nope"], ...range }, "userIds.0: must be a UUID"],
  ];
  for (const [payload, error] of refusals) {
    const refused = await post("/bulk-holidays", admin.token, payload);
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(400, error),
      JSON.stringify(payload),
    );
  }
  const [{ count }] = await api.db.privileged((tx) =>
    tx.query<{ count: number }>(
      "select count(*)::int as count from public.holiday_requests where user_id = $1",
      [cat.id],
    )
  );
  assert.equal(count, 0, "Cat got nothing from the refused batches");
  const christmas = await post("/bulk-holidays", admin.token, {
    userIds: [cat.id],
    startDate: "2026-12-24",
    endDate: "2026-12-31",
  });
  assert.deepEqual([christmas.status, christmas.body.created], [201, 1]);
});

Deno.test({
  name: "add: a booking of the same days committed after the check is still said of the employee",
  // Two transactions at once need a server: PGlite runs one at a time (the PG pass runs this).
  ignore: api.db.kind !== "postgres",
  fn: async () => {
    const user = await api.createUser({ firstName: "Rae", lastName: "Race" });
    let commit = () => {};
    const held = new Promise<void>((resolve) => (commit = resolve));
    let inserted = () => {};
    const isInserted = new Promise<void>((resolve) => (inserted = resolve));
    // Another booking of the same days, not yet committed: the route's check cannot see it,
    // and its insert waits on it.
    const other = api.db.privileged(async (tx) => {
      await tx.query(
        `insert into public.holiday_requests (user_id, start_date, end_date, status)
         values ($1, '2026-06-01', '2026-06-04', 'accepted')`,
        [user.id],
      );
      inserted();
      await held;
    });
    await isInserted;
    const adding = post("/add-holiday", admin.token, {
      selectedUser: user.id,
      startDate: "2026-06-02",
      endDate: "2026-06-03",
    });
    await waitFor("the route's insert to wait on the other booking", async () => {
      const [{ waiting }] = await api.db.privileged((tx) =>
        tx.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
           where wait_event_type = 'Lock' and query ilike '%insert into public.holiday_requests%'`,
        )
      );
      return waiting > 0 || undefined;
    });
    commit();
    await other;
    const refused = await adding;
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(409, messages.userHasOverlap("Rae Race"), "overlap"),
    );
  },
});
