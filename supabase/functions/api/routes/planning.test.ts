import assert from "node:assert/strict";
import { errorAnswer, setupApi } from "../../../tests/harness.ts";
import { enterAsUser } from "../../_shared/db.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser();
const sickness = await api.createUser({ role: "sickness_user" });
const production = await api.createDepartment("Production");
const office = await api.createDepartment("Office");
const ann = await api.createUser({ firstName: "Ann", lastName: "Smith", departmentId: production });
const bob = await api.createUser({ firstName: "Bob", lastName: "Jones", departmentId: office });
const cat = await api.createUser({ firstName: "Cat", lastName: "Loner" });
const gone = await api.createUser({ firstName: "Gone", departmentId: production });

const ids: Record<string, number> = {};
for (
  const [name, userId, start, end, status, startType] of [
    ["annPending", ann.id, "2026-03-30", "2026-04-02", "pending", "morning"],
    ["annAccepted", ann.id, "2026-03-02", "2026-03-03", "accepted", "full"],
    ["annBefore", ann.id, "2026-02-23", "2026-03-01", "cancel_requested", "full"],
    ["annRejected", ann.id, "2026-03-09", "2026-03-09", "rejected", "full"],
    ["annCancelled", ann.id, "2026-03-10", "2026-03-10", "cancelled", "full"],
    ["annLater", ann.id, "2026-04-06", "2026-04-07", "accepted", "full"],
    ["bobAccepted", bob.id, "2026-03-16", "2026-03-16", "accepted", "afternoon"],
    ["catPending", cat.id, "2026-03-31", "2026-04-01", "pending", "full"],
    ["gonePending", gone.id, "2026-03-18", "2026-03-18", "pending", "full"],
  ] as const
) {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, status, start_day_type, deny_reason)
       values ($1, $2, $3, $4, $5, case when $4::public.request_status = 'rejected' then 'No' end)
       returning id`,
      [userId, start, end, status, startType],
    )
  );
  ids[name] = row.id;
}
await api.db.privileged((tx) =>
  tx.query("update public.users set deactivated_at = now() where id = $1", [gone.id])
);

function plan(query: string, token = admin.token) {
  return api.request("GET", `/api/holidays/planning?${query}`, { token });
}

const MARCH = "startDate=2026-03-01&endDate=2026-03-31";

Deno.test("planning lists live holidays overlapping the range, by start date", async () => {
  const { status, body } = await plan(`${MARCH}&department=`);
  assert.equal(status, 200);
  assert.deepEqual(body.map((item: { id: number }) => item.id), [
    ids.annBefore,
    ids.annAccepted,
    ids.bobAccepted,
    ids.annPending,
    ids.catPending,
  ]);
  assert.deepEqual(body[3], {
    id: ids.annPending,
    user_id: ann.id,
    firstName: "Ann",
    lastName: "Smith",
    department: "Production",
    start_date: "2026-03-30",
    end_date: "2026-04-02",
    start_day_type: "morning",
    end_day_type: "full",
    status: "pending",
    requested_hours: 5 + 10 + 10 + 10,
  });
  assert.equal(body[4].department, "No Department");
  const all = await plan(MARCH);
  assert.deepEqual(all.body, body, "no department parameter means all departments");
});

Deno.test("planning filters by department name (any case) or id", async () => {
  const byName = await plan(`${MARCH}&department=production`);
  assert.deepEqual(byName.body.map((item: { id: number }) => item.id), [
    ids.annBefore,
    ids.annAccepted,
    ids.annPending,
  ]);
  const byId = await plan(`${MARCH}&department=${office}`);
  assert.deepEqual(byId.body.map((item: { id: number }) => item.id), [ids.bobAccepted]);
  const none = await plan(`${MARCH}&department=No%20Department`);
  assert.deepEqual(none.body.map((item: { id: number }) => item.id), [ids.catPending]);
  const unknown = await plan(`${MARCH}&department=Nowhere`);
  assert.deepEqual([unknown.status, unknown.body], [200, []]);
  const day = await plan("startDate=2026-04-07&endDate=2026-04-07");
  assert.deepEqual(day.body.map((item: { id: number }) => item.id), [ids.annLater]);
});

Deno.test("planning is for global admins only; a bad range is a 400 naming the field", async () => {
  for (const user of [employee, sickness]) {
    const refused = await plan(MARCH, user.token);
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(403, "You do not have access to this"),
    );
  }
  assert.equal((await api.request("GET", `/api/holidays/planning?${MARCH}`)).status, 401);
  const cases: [string, string][] = [
    ["endDate=2026-03-31", "startDate: is required"],
    ["startDate=2026-03-01", "endDate: is required"],
    ["startDate=2026-03-31&endDate=2026-03-01", "endDate: must not be before startDate"],
    ["startDate=2026-02-30&endDate=2026-03-01", "startDate: must be a date in yyyy-MM-dd format"],
  ];
  for (const [query, error] of cases) {
    const bad = await plan(query);
    assert.deepEqual([bad.status, bad.body], errorAnswer(400, error), query);
  }
});

Deno.test("the planning function refuses a non-admin even when called directly", async () => {
  const [session] = await api.db.privileged((tx) =>
    tx.query<{ id: string }>(
      "select id from private.sessions where user_id = $1 and revoked_at is null limit 1",
      [employee.id],
    )
  );
  await assert.rejects(
    api.db.privileged(async (tx) => {
      await enterAsUser(tx, {
        sub: employee.id,
        role: "authenticated",
        app_role: "employee",
        sid: session.id,
        exp: Math.floor(Date.now() / 1000) + 60,
      });
      return await tx.query(
        "select private.find_planning_json('2026-03-01', '2026-03-31', null)",
      );
    }),
    /Only an administrator/,
  );
});

Deno.test("a request of another leave type carries its type; a Holiday's item has none", async () => {
  const [type] = await api.db.privileged((tx) =>
    tx.query<{ id: number; name: string; colour: string }>(
      "select id::integer as id, name, colour from public.leave_types where kind = 'compassionate'",
    )
  );
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests (user_id, start_date, end_date, status, leave_type_id)
       values ($1, '2026-05-11', '2026-05-12', 'accepted', $2) returning id::integer as id`,
      [bob.id, type.id],
    )
  );
  const may = "startDate=2026-05-01&endDate=2026-05-31";
  for (const department of ["", "&department=office", `&department=${office}`]) {
    const { status, body } = await plan(may + department);
    assert.equal(status, 200);
    assert.deepEqual(body.map((item: { id: number }) => item.id), [row.id]);
    assert.deepEqual(body[0].leave_type, {
      id: type.id,
      name: "Compassionate leave",
      colour: type.colour,
    }, department || "every department");
  }
  const march = await plan(MARCH);
  assert.ok(march.body.every((item: object) => !("leave_type" in item)));
});
