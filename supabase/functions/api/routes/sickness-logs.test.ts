import assert from "node:assert/strict";
import { REQUIRED } from "@shared/schemas/common.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";
import { UNKNOWN_USER } from "../rules/messages.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser();
const clerk = await api.createUser({ role: "sickness_user" });

/** A log written straight to the database, with an optional reason. */
async function insertLog(
  userId: string,
  from: string,
  to: string | null,
  reason?: string,
): Promise<number> {
  return await api.db.privileged(async (tx) => {
    const [log] = await tx.query<{ id: number }>(
      `insert into public.sickness_logs (user_id, sick_from_date, sick_to_date)
       values ($1, $2, $3) returning id`,
      [userId, from, to],
    );
    if (reason) {
      await tx.query("insert into public.sickness_log_reasons (log_id, reason) values ($1, $2)", [
        log.id,
        reason,
      ]);
    }
    return log.id;
  });
}

/** The stored log and reason, as the database holds them. */
async function storedLog(id: number) {
  const [row] = await api.db.privileged((tx) =>
    tx.query<Record<string, unknown>>(
      `select l.user_id, l.sick_from_date, l.sick_to_date, r.reason
       from public.sickness_logs l left join public.sickness_log_reasons r on r.log_id = l.id
       where l.id = $1`,
      [id],
    )
  );
  return row;
}

async function countRows() {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ logs: number; reasons: number }>(
      `select (select count(*)::integer from public.sickness_logs) as logs,
              (select count(*)::integer from public.sickness_log_reasons) as reasons`,
    )
  );
  return row;
}

function list(user: TestUser, query = "") {
  return api.request("GET", `/api/sickness-logs${query}`, { token: user.token });
}

Deno.test("an employee gets 403 and a visitor 401 on every sickness call", async () => {
  const worker = await api.createUser();
  const logId = await insertLog(worker.id, "2025-03-03", "2025-03-04", "Flu");
  const before = await countRows();
  const log = { user_id: worker.id, sick_from_date: "2025-03-03", reason: "x" };
  for (const token of [employee.token, undefined]) {
    const answers = [
      await api.request("GET", "/api/sickness-logs", { token }),
      await api.request("POST", "/api/sickness-logs", { token, body: log }),
      await api.request("PUT", `/api/sickness-logs/${logId}`, { token, body: log }),
      await api.request("DELETE", `/api/sickness-logs/${logId}`, { token }),
    ];
    const expected = token ? 403 : 401;
    assert.deepEqual(answers.map((a) => a.status), [expected, expected, expected, expected]);
    assert.ok(answers.every((a) => !JSON.stringify(a.body).includes("Flu")));
  }
  assert.deepEqual(await countRows(), before);
  assert.equal((await storedLog(logId)).reason, "Flu");
});

Deno.test("a global admin creates a log with its reason, days and the audit rows", async () => {
  const worker = await api.createUser({ firstName: "Ada", lastName: "Audit" });
  // Mon 14 to Mon 21 April 2025: Good Friday is a Friday, Easter Monday a bank holiday.
  const created = await api.request("POST", "/api/sickness-logs", {
    token: admin.token,
    body: {
      user_id: worker.id,
      sick_from_date: "2025-04-14",
      sick_to_date: "2025-04-21",
      reason: " Flu ",
    },
  });
  assert.equal(created.status, 201);
  assert.deepEqual(created.body, {
    id: created.body.id,
    user_id: worker.id,
    firstName: "Ada",
    lastName: "Audit",
    sick_from_date: "2025-04-14",
    sick_to_date: "2025-04-21",
    days: 4,
    reason: "Flu",
  });
  const listed = await list(admin, "?q=audit");
  assert.deepEqual(listed.body, [created.body]);
  assert.equal(listed.headers.get("X-Total-Count"), "1");

  const audit = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; action: string; entity: string }>(
      `select actor_id, action, entity from public.audit_log
       where entity in ('sickness_logs', 'sickness_log_reasons')
         and (entity_id = $1 or after ->> 'log_id' = $1) order by id`,
      [String(created.body.id)],
    )
  );
  assert.deepEqual(audit, [
    { actor_id: admin.id, action: "insert", entity: "sickness_logs" },
    { actor_id: admin.id, action: "insert", entity: "sickness_log_reasons" },
  ]);
});

Deno.test("an open log has no days and '' counts as an absent date and reason", async () => {
  const worker = await api.createUser({ lastName: "Openended" });
  const created = await api.request("POST", "/api/sickness-logs", {
    token: admin.token,
    body: { user_id: worker.id, sick_from_date: "2025-05-06", sick_to_date: "", reason: "" },
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.sick_to_date, null);
  assert.equal(created.body.days, null);
  assert.equal(created.body.reason, null);
  assert.equal((await storedLog(created.body.id)).reason, null);
});

Deno.test("a sickness user's reason is never stored and never shown", async () => {
  const worker = await api.createUser({ lastName: "Privacy" });
  const before = await countRows();
  const created = await api.request("POST", "/api/sickness-logs", {
    token: clerk.token,
    body: {
      user_id: worker.id,
      sick_from_date: "2025-06-02",
      sick_to_date: "2025-06-03",
      reason: "Migraine",
    },
  });
  assert.equal(created.status, 201);
  assert.deepEqual(created.body, {
    id: created.body.id,
    user_id: worker.id,
    firstName: created.body.firstName,
    lastName: "Privacy",
    sick_from_date: "2025-06-02",
    sick_to_date: "2025-06-03",
    days: 2,
  });
  assert.deepEqual(await countRows(), { logs: before.logs + 1, reasons: before.reasons });
  // Even a reason that is not text is ignored rather than refused.
  const odd = await api.request("POST", "/api/sickness-logs", {
    token: clerk.token,
    body: { user_id: worker.id, sick_from_date: "2025-06-09", reason: { text: 1 } },
  });
  assert.equal(odd.status, 201);
  assert.equal((await storedLog(odd.body.id)).reason, null);
});

Deno.test("a sickness user's list and search never carry or match a reason", async () => {
  const worker = await api.createUser({ firstName: "Rhea", lastName: "Reasonable" });
  await insertLog(worker.id, "2025-07-07", "2025-07-08", "Confidential bronchitis");
  await insertLog(worker.id, "2025-07-14", null);

  const all = await list(clerk);
  assert.equal(all.status, 200);
  assert.ok(all.body.length >= 2);
  assert.ok(all.body.every((log: object) => !("reason" in log)));
  assert.ok(!JSON.stringify(all.body).includes("bronchitis"));

  const byReason = await list(clerk, "?q=bronchitis");
  assert.deepEqual([byReason.status, byReason.body], [200, []]);
  assert.equal(byReason.headers.get("X-Total-Count"), "0");
  const byName = await list(clerk, "?q=reasonable");
  assert.equal(byName.body.length, 2);
  assert.ok(byName.body.every((log: object) => !("reason" in log)));

  const adminByReason = await list(admin, "?q=BRONCHITIS");
  assert.deepEqual(adminByReason.body.map((log: { reason: string }) => log.reason), [
    "Confidential bronchitis",
  ]);
  const adminByName = await list(admin, "?q=reasonable");
  assert.deepEqual(adminByName.body.map((log: { reason: string | null }) => log.reason), [
    null,
    "Confidential bronchitis",
  ]);
});

Deno.test("the list is newest first and searchable by name or dd/mm/yyyy date, paged", async () => {
  const ann = await api.createUser({ firstName: "Annabel", lastName: "Zebedee" });
  const bob = await api.createUser({ firstName: "Bob", lastName: "Zebedee" });
  const first = await insertLog(ann.id, "2024-02-05", "2024-02-06");
  const second = await insertLog(bob.id, "2024-02-05", "2024-02-09");
  const third = await insertLog(ann.id, "2024-03-11", null);
  const fourth = await insertLog(bob.id, "2024-01-29", "2024-02-05");

  const ids = (body: { id: number }[]) => body.map((log) => log.id);
  const byLastName = await list(admin, "?q=zebedee");
  assert.deepEqual(ids(byLastName.body), [third, second, first, fourth]);
  assert.equal(byLastName.headers.get("X-Total-Count"), "4");
  assert.deepEqual(ids((await list(admin, "?q=annab")).body), [third, first]);
  assert.deepEqual(ids((await list(clerk, "?q=Bob%20Zeb")).body), [second, fourth]);
  // 05/02/2024 is the from date of two logs and the to date of another.
  assert.deepEqual(ids((await list(clerk, "?q=05/02/2024")).body), [second, first, fourth]);
  assert.deepEqual(ids((await list(admin, "?q=9/2/2024")).body), [second]);

  const page = await list(admin, "?q=zebedee&limit=2&offset=1");
  assert.deepEqual(ids(page.body), [second, first]);
  assert.equal(page.headers.get("X-Total-Count"), "4");
  const beyond = await list(admin, "?q=zebedee&limit=2&offset=10");
  assert.deepEqual([beyond.body, beyond.headers.get("X-Total-Count")], [[], "4"]);
  const everything = await list(admin);
  assert.equal(everything.headers.get("X-Total-Count"), String(everything.body.length));
  const underscore = await list(admin, "?q=_");
  assert.deepEqual(underscore.body, []);

  const badLimit = await list(admin, "?limit=0");
  assert.deepEqual(
    [badLimit.status, badLimit.body],
    errorAnswer(400, "limit: must be an integer from 1 to 500"),
  );
});

Deno.test("a global admin edits dates and reason; the user never changes", async () => {
  const worker = await api.createUser({ lastName: "Edited" });
  const other = await api.createUser();
  const logId = await insertLog(worker.id, "2025-09-01", null, "Cold");
  const put = (body: Record<string, unknown>) =>
    api.request("PUT", `/api/sickness-logs/${logId}`, { token: admin.token, body });

  const edited = await put({
    id: logId,
    user_id: other.id,
    firstName: "Someone",
    sick_from_date: "2025-09-02",
    sick_to_date: "2025-09-04",
    reason: "Chest infection",
  });
  assert.equal(edited.status, 200);
  assert.deepEqual(edited.body, {
    id: logId,
    user_id: worker.id,
    firstName: edited.body.firstName,
    lastName: "Edited",
    sick_from_date: "2025-09-02",
    sick_to_date: "2025-09-04",
    days: 3,
    reason: "Chest infection",
  });
  assert.deepEqual(await storedLog(logId), {
    user_id: worker.id,
    sick_from_date: "2025-09-02",
    sick_to_date: "2025-09-04",
    reason: "Chest infection",
  });

  const kept = await put({ sick_from_date: "2025-09-02", sick_to_date: "" });
  assert.deepEqual([kept.body.reason, kept.body.sick_to_date], ["Chest infection", null]);
  assert.equal((await storedLog(logId)).reason, "Chest infection");

  const cleared = await put({ sick_from_date: "2025-09-02", reason: "" });
  assert.equal(cleared.body.reason, null);
  assert.equal((await storedLog(logId)).reason, null);

  await put({ sick_from_date: "2025-09-02", reason: "Back again" });
  const nulled = await put({ sick_from_date: "2025-09-02", reason: null });
  assert.equal(nulled.body.reason, null);
  assert.equal((await storedLog(logId)).reason, null);
});

Deno.test("a sickness user's edit never touches the reason, whatever it sends", async () => {
  const worker = await api.createUser();
  const logId = await insertLog(worker.id, "2025-10-06", "2025-10-07", "Surgery");
  for (const reason of ["Changed", "", null, 42, undefined]) {
    const edited = await api.request("PUT", `/api/sickness-logs/${logId}`, {
      token: clerk.token,
      body: { sick_from_date: "2025-10-06", sick_to_date: "2025-10-09", reason },
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.days, 4);
    assert.ok(!("reason" in edited.body));
    assert.equal((await storedLog(logId)).reason, "Surgery");
  }
});

Deno.test("refused logs name the field and change nothing", async () => {
  const worker = await api.createUser();
  const gone = await api.createUser();
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
  );
  const logId = await insertLog(worker.id, "2025-11-03", "2025-11-04", "Kept");
  const before = await countRows();
  const stored = await storedLog(logId);
  const cases: [string, string, unknown, number, string][] = [
    [
      "POST",
      "",
      {
        user_id: crypto.randomUUID(),
        sick_from_date: "2025-11-03",
        reason: "x",
      },
      400,
      UNKNOWN_USER,
    ],
    ["POST", "", { user_id: gone.id, sick_from_date: "2025-11-03" }, 400, UNKNOWN_USER],
    [
      "POST",
      "",
      { user_id: "nobody", sick_from_date: "2025-11-03" },
      400,
      "user_id: must be a UUID",
    ],
    ["POST", "", { user_id: worker.id, sick_from_date: "" }, 400, `sick_from_date: ${REQUIRED}`],
    ["POST", "", { user_id: worker.id }, 400, `sick_from_date: ${REQUIRED}`],
    [
      "POST",
      "",
      {
        user_id: worker.id,
        sick_from_date: "2025-11-03",
        sick_to_date: "2025-11-02",
        reason: "x",
      },
      400,
      "sick_to_date: must not be before sick_from_date",
    ],
    [
      "POST",
      "",
      {
        user_id: worker.id,
        sick_from_date: "2025-02-29",
      },
      400,
      "sick_from_date: must be a date in yyyy-MM-dd format",
    ],
    ["PUT", `/${logId}`, { sick_from_date: "", reason: "x" }, 400, `sick_from_date: ${REQUIRED}`],
    [
      "PUT",
      `/${logId}`,
      {
        sick_from_date: "2025-11-03",
        sick_to_date: "2025-11-01",
        reason: "",
      },
      400,
      "sick_to_date: must not be before sick_from_date",
    ],
    ["PUT", "/999999", { sick_from_date: "2025-11-03" }, 404, "Sickness log not found"],
    ["DELETE", "/999999", undefined, 404, "Sickness log not found"],
    ["PUT", "/abc", { sick_from_date: "2025-11-03" }, 400, "id: must be a positive integer"],
  ];
  for (const user of [admin, clerk]) {
    for (const [method, path, body, status, error] of cases) {
      const answer = await api.request(method, `/api/sickness-logs${path}`, {
        token: user.token,
        body,
      });
      assert.deepEqual(
        [answer.status, answer.body],
        errorAnswer(status, error),
        `${method} ${path}`,
      );
    }
  }
  const broken = await api.request("POST", "/api/sickness-logs", {
    token: admin.token,
    body: "{not json",
  });
  assert.deepEqual([broken.status, broken.body], errorAnswer(400, "The body must be valid JSON"));
  assert.deepEqual(await countRows(), before);
  assert.deepEqual(await storedLog(logId), stored);
});

Deno.test("either role deletes a log, and its reason goes with it", async () => {
  const worker = await api.createUser();
  for (const user of [admin, clerk]) {
    const logId = await insertLog(worker.id, "2025-12-01", "2025-12-02", "Gone");
    const before = await countRows();
    const deleted = await api.request("DELETE", `/api/sickness-logs/${logId}`, {
      token: user.token,
    });
    assert.deepEqual([deleted.status, deleted.body], [200, { message: "Sickness log deleted" }]);
    assert.deepEqual(await countRows(), { logs: before.logs - 1, reasons: before.reasons - 1 });
    const again = await api.request("DELETE", `/api/sickness-logs/${logId}`, { token: user.token });
    assert.equal(again.status, 404);
  }
});
