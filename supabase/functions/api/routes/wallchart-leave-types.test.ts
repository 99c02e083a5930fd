// The wallchart names a day's leave type when it is not a Holiday (issue 33): each such day its
// type's id, the answer the types present; a Holiday-only answer has neither; a department's
// cover row, its rule's or counted by the API, counts a type that is not away as present.
import assert from "node:assert/strict";
import type { Wallchart } from "@shared/schemas/wallchart.ts";
import { setupApi, type TestUser } from "../../../tests/harness.ts";

// Sunday 10 January 2027; the wallchart shows Monday 1 to Sunday 14 February 2027.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

async function call(method: string, path: string, body?: unknown) {
  const answer = await api.request(method, path, { token: admin.token, body });
  assert.ok(
    answer.status < 300,
    `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`,
  );
  return answer.body;
}

function sql(text: string, params: unknown[] = []) {
  return api.db.privileged((tx) => tx.query(text, params));
}

const leaveType = (name: string, colour: string, countsAsAway: boolean) =>
  call("POST", "/api/admin/leave-types", {
    name,
    colour,
    deductsFromAllowance: false,
    allowanceHours: null,
    needsApproval: true,
    colleaguesSeeName: true,
    countsAsAway,
    halfDays: true,
    noteRequired: false,
    filedBy: "employee",
  });
const compassionate = await leaveType("Family care W", "#f0abfc", true);
const training = await leaveType("Training W", "#bef264", false);

/** A live request of a type, straight into the table as a booking route files it. */
async function request(
  user: TestUser,
  from: string,
  to: string,
  status: string,
  leaveTypeId: number,
  endDayType = "full",
) {
  await sql(
    `insert into public.holiday_requests (user_id, start_date, end_date, status, leave_type_id,
       end_day_type)
     values ($1, $2, $3, $4, $5, $6)`,
    [user.id, from, to, status, leaveTypeId, endDayType],
  );
}

// Two departments, one with a cover rule (the grid's row), one without (the API's row).
const ruled = await api.createDepartment("Typed A");
const plain = await api.createDepartment("Typed B");
const holidayOnly = await api.createDepartment("Typed C");
await call("POST", "/api/admin/cover-rules", { departmentId: ruled, skillId: null, minimum: 1 });
const people: Record<string, TestUser> = {};
for (
  const [name, department] of [["Ann", ruled], ["Bob", ruled], ["Cat", plain], [
    "Dan",
    plain,
  ]] as const
) {
  people[name] = await api.createUser({
    departmentId: department,
    firstName: name,
    lastName: "Typed",
  });
}
const eve = await api.createUser({
  departmentId: holidayOnly,
  firstName: "Eve",
  lastName: "Typed",
});
// Monday 1 Feb: Ann compassionate (away); Tuesday 2: Bob training (not away), pending; Wednesday
// 3: Ann a Holiday. Cat trains Monday to the morning of Tuesday; Dan compassionate Monday.
await request(people.Ann, "2027-02-01", "2027-02-01", "accepted", compassionate.id);
await request(people.Bob, "2027-02-02", "2027-02-02", "pending", training.id);
await request(people.Ann, "2027-02-03", "2027-02-03", "accepted", 1);
await request(people.Cat, "2027-02-01", "2027-02-02", "accepted", training.id, "morning");
await request(people.Dan, "2027-02-01", "2027-02-01", "accepted", compassionate.id);
await request(eve, "2027-02-01", "2027-02-01", "accepted", 1);

async function wallchart(query: string) {
  return (await call("GET", `/api/admin/wallchart?startDate=2027-02-01&${query}`)) as Wallchart;
}

Deno.test("a day of another leave type names its type; the answer lists the types present", async () => {
  const chart = await wallchart("");
  const mine = chart.departments.filter((d) => d.name.startsWith("Typed"));
  const [a, b] = mine;
  const row = (name: string) => [...a.people, ...b.people].find((p) => p.name === `${name} Typed`)!;
  assert.deepEqual(row("Ann").cells.slice(0, 3), ["holiday", "", "holiday"]);
  assert.deepEqual(row("Ann").types?.slice(0, 3), [compassionate.id, null, null]);
  assert.deepEqual(row("Bob").cells.slice(0, 2), ["", "pending"]);
  assert.deepEqual(row("Bob").types?.slice(0, 2), [null, training.id]);
  assert.deepEqual(row("Cat").cells.slice(0, 2), ["holiday", "holiday-morning"]);
  assert.deepEqual(row("Cat").types?.slice(0, 2), [training.id, training.id]);
  assert.equal(row("Ann").types?.length, 14);
  assert.deepEqual(chart.leaveTypes, [
    { id: compassionate.id, name: "Family care W", colour: "#f0abfc" },
    { id: training.id, name: "Training W", colour: "#bef264" },
  ]);
});

Deno.test("a Holiday-only wallchart has no types, as the spec's", async () => {
  const chart = await wallchart(`department=${holidayOnly}`);
  assert.equal("leaveTypes" in chart, false);
  const [eveRow] = chart.departments[0].people;
  assert.deepEqual(Object.keys(eveRow).sort(), ["cells", "id", "name"]);
  assert.equal(eveRow.id, eve.id);
  assert.equal(eveRow.cells[0], "holiday");
  // One department of a type's: only the types of its own days.
  const plainChart = await wallchart(`department=${plain}`);
  assert.deepEqual(plainChart.leaveTypes?.map((t) => t.id), [compassionate.id, training.id]);
});

Deno.test("cover rows count a type that is not away as present, ruled or not", async () => {
  const chart = await wallchart("");
  const cover = (id: number) =>
    Object.fromEntries(
      chart.departments.find((d) => d.id === id)!.cover.map((c) => [c.day, c.present]),
    );
  // Typed A: Monday Ann away (compassionate) 1 of 2; Tuesday Bob training: both present;
  // Wednesday Ann on holiday.
  assert.deepEqual(
    [cover(ruled)["2027-02-01"], cover(ruled)["2027-02-02"], cover(ruled)["2027-02-03"]],
    [1, 2, 1],
  );
  // Typed B (the API's row): Monday Dan away, Cat training present; Tuesday both present.
  assert.deepEqual([cover(plain)["2027-02-01"], cover(plain)["2027-02-02"]], [1, 2]);
  // The heat-map's figures are the same.
  const heat = await call(
    "GET",
    `/api/admin/cover-heatmap?startDate=2027-02-01&weeks=4&department=${plain}`,
  );
  const present = Object.fromEntries(
    (heat[0].cells as { day: string; present: number }[]).map((c) => [c.day, c.present]),
  );
  assert.deepEqual([present["2027-02-01"], present["2027-02-02"]], [1, 2]);
});
