// The overview's hours per leave type (issue 33): absent while only Holiday has hours this year
// (the spec's answer); with hours of another type, every type's hours, most first.
import assert from "node:assert/strict";
import { setupApi } from "../../../tests/harness.ts";

// Wednesday 10 February 2027.
const api = await setupApi({ now: new Date("2027-02-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const ann = await api.createUser({ firstName: "Ann", lastName: "Hours" });

async function overview() {
  const answer = await api.request("GET", "/api/admin/overview", { token: admin.token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/** An approved request of `type` from `start` to `end` (its hours are the database's: 10 a day). */
async function accepted(start: string, end: string, type: number) {
  await api.db.privileged((tx) =>
    tx.query(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, status, leave_type_id)
       values ($1, $2, $3, 'accepted', $4)`,
      [ann.id, start, end, type],
    )
  );
}

Deno.test("the overview names no hours per type while only Holiday has hours this year", async () => {
  await accepted("2027-03-01", "2027-03-01", 1);
  const answer = await overview();
  assert.ok(!("hoursByLeaveType" in answer), JSON.stringify(answer));
  assert.deepEqual(answer.hoursByDepartment, [{ department: "No Department", hours: 10 }]);
});

Deno.test("with hours of another type this year, the overview gives each type's hours", async () => {
  const [compassionate] = await api.db.privileged((tx) =>
    tx.query<{ id: number; colour: string }>(
      "select id::integer as id, colour from public.leave_types where kind = 'compassionate'",
    )
  );
  // Last year's and a pending request are not this year's approved hours.
  await accepted("2026-12-01", "2026-12-03", compassionate.id);
  await api.db.privileged((tx) =>
    tx.query(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, status, leave_type_id)
       values ($1, '2027-04-05', '2027-04-05', 'pending', $2)`,
      [ann.id, compassionate.id],
    )
  );
  assert.ok(!("hoursByLeaveType" in await overview()));
  await accepted("2027-03-08", "2027-03-09", compassionate.id);
  const answer = await overview();
  assert.deepEqual(answer.hoursByLeaveType, [
    {
      leaveTypeId: compassionate.id,
      name: "Compassionate leave",
      colour: compassionate.colour,
      hours: 20,
    },
    { leaveTypeId: 1, name: "Holiday", colour: "#93c5fd", hours: 10 },
  ]);
});
