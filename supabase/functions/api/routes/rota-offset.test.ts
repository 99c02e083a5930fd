// Crews on one rota (issue 31, item 12): crew A and crew B share a 4 on / 4 off pattern, crew B's
// cycle starting 4 days later (offsetDays). Every count of a person's hours honours the offset:
// a request's hours, the preview of a booking for others, the wallchart and the heat-map; an
// offset that does not fit its pattern is refused naming the field, and a change is audited.
import assert from "node:assert/strict";
import { setupApi, type TestUser } from "../../../tests/harness.ts";

// Sunday 10 January 2027.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const departmentId = await api.createDepartment("Rota crews");
const crewA = await api.createUser({ firstName: "Ava", lastName: "Crew", departmentId });
const crewB = await api.createUser({ firstName: "Ben", lastName: "Crew", departmentId });

// 4 on / 4 off, 12 h, from Monday 4 January 2027: crew A works 12-15 January, crew B (4 days
// later) 8-11 and 16-19 January.
const rota = await api.request("POST", "/api/admin/working-patterns", {
  token: admin.token,
  body: {
    name: "4 on / 4 off",
    anchor: "2027-01-04",
    hours: Array.from({ length: 56 }, (_, day) => (day % 8 < 4 ? 12 : 0)),
  },
});
assert.equal(rota.status, 201, JSON.stringify(rota.body));
const week = await api.request("POST", "/api/admin/working-patterns", {
  token: admin.token,
  body: { name: "Weekdays", anchor: "2027-01-04", hours: [8, 8, 8, 8, 8, 0, 0] },
});
assert.equal(week.status, 201, JSON.stringify(week.body));

function givePattern(user: TestUser, body: Record<string, unknown>) {
  return api.request("PUT", `/api/admin/users/${user.id}/working-patterns`, {
    token: admin.token,
    body,
  });
}

const givenA = await givePattern(crewA, { patternId: rota.body.id, startsOn: "2027-01-01" });
assert.equal(givenA.status, 200, JSON.stringify(givenA.body));
const givenB = await givePattern(crewB, {
  patternId: rota.body.id,
  startsOn: "2027-01-01",
  offsetDays: 4,
});
assert.equal(givenB.status, 200, JSON.stringify(givenB.body));

function book(user: TestUser, startDate: string, endDate = startDate) {
  return api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: { startDate, endDate, startDayType: "full", endDayType: "full" },
  });
}

const history = async (user: TestUser) =>
  (await api.request("GET", `/api/admin/users/${user.id}/policy`, { token: admin.token }))
    .body.patterns;

Deno.test("the history answers each entry's offset, 0 unless given", async () => {
  assert.deepEqual(
    (await history(crewA)).map((p: { offsetDays: number }) => p.offsetDays),
    [0],
  );
  assert.deepEqual(givenB.body.patterns.map((p: { offsetDays: number }) => p.offsetDays), [4]);
  const own = await api.request("GET", "/api/vacation-days/breakdown", { token: crewB.token });
  assert.equal(own.body.patterns[0].offsetDays, 4);
});

Deno.test("crew B's request over crew A's working days counts crew B's own shifts", async () => {
  // Tuesday 12 to Saturday 16 January: crew A's four shifts, then crew B's first.
  const previewed = await api.request(
    "GET",
    `/api/admin/booking-hours?${new URLSearchParams({
      userIds: `${crewA.id},${crewB.id}`,
      startDate: "2027-01-12",
      endDate: "2027-01-16",
      startDayType: "full",
      endDayType: "full",
    })}`,
    { token: admin.token },
  );
  assert.equal(previewed.status, 200, JSON.stringify(previewed.body));
  assert.deepEqual(
    previewed.body.people.map((p: { name: string; hours: number }) => [p.name, p.hours]),
    [["Ava Crew", 48], ["Ben Crew", 12]],
  );
  const filed = await book(crewB, "2027-01-12", "2027-01-16");
  assert.equal(filed.status, 201, JSON.stringify(filed.body));
  assert.equal(filed.body.requested_hours, 12);
  // Crew A's working day alone (Thursday 21 January) is none of crew B's.
  const offDay = await book(crewB, "2027-01-21");
  assert.equal(offDay.status, 400, JSON.stringify(offDay.body));
  assert.match(offDay.body.error, /no working hours/);
});

Deno.test("the wallchart and the heat-map schedule each crew on its own days", async () => {
  const chart = await api.request(
    "GET",
    `/api/admin/wallchart?startDate=2027-01-11&department=${departmentId}`,
    { token: admin.token },
  );
  assert.equal(chart.status, 200, JSON.stringify(chart.body));
  const cells = Object.fromEntries(
    chart.body.departments[0].people.map((p: { name: string; cells: string[] }) => [
      p.name,
      p.cells.slice(0, 9),
    ]),
  );
  // Monday 11 to Tuesday 19 January.
  assert.deepEqual(cells["Ava Crew"], ["off", "", "", "", "", "off", "off", "off", "off"]);
  assert.deepEqual(cells["Ben Crew"], [
    "",
    "off",
    "off",
    "off",
    "off",
    "pending",
    "",
    "",
    "",
  ]);
  const heat = await api.request(
    "GET",
    `/api/admin/cover-heatmap?startDate=2027-01-11&weeks=4&department=${departmentId}`,
    { token: admin.token },
  );
  assert.equal(heat.status, 200, JSON.stringify(heat.body));
  const scheduled = heat.body[0].cells.slice(0, 7)
    .map((cell: { scheduled: number }) => cell.scheduled);
  // One crew on every day of the week, never both.
  assert.deepEqual(scheduled, [1, 1, 1, 1, 1, 1, 1]);
});

Deno.test("a request keeps the hours it was filed with when the offset changes", async () => {
  const later = await api.createUser({ firstName: "Cal", lastName: "Crew", departmentId });
  await givePattern(later, { patternId: rota.body.id, startsOn: "2027-01-01" });
  // Wednesday 20 January is a shift of crew A's cycle: 12 h.
  const filed = await book(later, "2027-01-20");
  assert.equal(filed.status, 201, JSON.stringify(filed.body));
  assert.equal(filed.body.requested_hours, 12);
  const moved = await givePattern(later, {
    patternId: rota.body.id,
    startsOn: "2027-01-01",
    offsetDays: 4,
  });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ hours: number }>(
      "select requested_hours::float8 as hours from public.holiday_requests where id = $1",
      [filed.body.id],
    )
  );
  assert.equal(row.hours, 12);
  // The change is audited with its offset.
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; before: { offset_days: number }; after: { offset_days: number } }>(
      `select actor_id, before, after from public.audit_log
       where entity = 'user_working_patterns' order by id desc limit 1`,
    )
  );
  assert.equal(audit.actor_id, admin.id);
  assert.deepEqual([audit.before.offset_days, audit.after.offset_days], [0, 4]);
});

Deno.test("an offset that does not fit is refused naming the field, and nothing changes", async () => {
  const user = await api.createUser();
  const refusals: [Record<string, unknown>, RegExp][] = [
    [{ patternId: week.body.id, offsetDays: 7 }, /^offsetDays: .*cycle of 7 days/],
    [{ patternId: rota.body.id, offsetDays: 56 }, /^offsetDays: must be a whole number/],
    [{ patternId: rota.body.id, offsetDays: -1 }, /^offsetDays: /],
    [{ patternId: rota.body.id, offsetDays: 1.5 }, /^offsetDays: /],
    [{ patternId: rota.body.id, offsetDays: "4" }, /^offsetDays: /],
    [{ patternId: null, offsetDays: 2 }, /^offsetDays: the company default takes no offset/],
    [{ patternId: 999999, offsetDays: 2 }, /^patternId: there is no such pattern/],
  ];
  for (const [body, error] of refusals) {
    const answer = await givePattern(user, { startsOn: "2027-02-01", ...body });
    assert.equal(answer.status, 400, JSON.stringify(body));
    assert.match(answer.body.error, error, JSON.stringify(body));
  }
  assert.deepEqual(await history(user), []);
  // The company default with offset 0 is what it always was.
  const back = await givePattern(user, { patternId: null, startsOn: "2027-02-01", offsetDays: 0 });
  assert.equal(back.status, 200, JSON.stringify(back.body));
});
