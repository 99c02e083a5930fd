// Time off in lieu spent (issue 33): a request of the TOIL type takes its hours from the
// person's approved extra hours, first in, first out, and is refused, naming the type and the
// hours left, when filed it would leave any of their TOIL requests uncovered; racing requests
// never spend more than there is. The holiday balance is untouched.
import assert from "node:assert/strict";
import { addDays, dayOfWeek } from "@shared/dates.ts";
import { leaveTypeRefusals } from "@shared/leave-types.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

// Wednesday 10 February 2027.
const api = await setupApi({ now: new Date("2027-02-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

/** The body of a call that must succeed, as the administrator unless `token` says who. */
const call = (method: string, path: string, body?: unknown, token = admin.token) =>
  api.ok(method, path, { token, body });

const types = await call("GET", "/api/admin/leave-types");
const toil = types.find((type: { kind: string }) => type.kind === "toil");
await call("PATCH", `/api/admin/leave-types/${toil.id}`, { active: true });

/** `hours` extra hours worked on `workedOn`, logged by the administrator: approved at once. */
const earn = (user: TestUser, workedOn: string, hours: number) =>
  call("POST", "/api/admin/toil", { userId: user.id, workedOn, hours });
/** A day of TOIL (a Monday to Thursday is 10 h). */
const spend = (user: TestUser, day: string) =>
  api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: { startDate: day, endDate: day, leaveTypeId: toil.id },
  });
const balanceOf = async (user: TestUser) =>
  (await call("GET", "/api/toil", undefined, user.token)).balance;
const holidayHours = async (user: TestUser) =>
  (await call("GET", "/api/vacation-days", undefined, user.token)).vacation_hours;

Deno.test("a TOIL request spends the balance and is refused past it, the holiday hours untouched", async () => {
  const ann = await api.createUser({ firstName: "Ann" });
  const holiday = await holidayHours(ann);
  await earn(ann, "2027-02-06", 10);
  await earn(ann, "2027-02-07", 5);
  assert.equal(await balanceOf(ann), 15);

  const first = await spend(ann, "2027-02-15");
  assert.equal(first.status, 201, JSON.stringify(first.body));
  assert.equal(await balanceOf(ann), 5);
  const second = await spend(ann, "2027-02-16");
  assert.deepEqual(
    [second.status, second.body],
    errorAnswer(409, leaveTypeRefusals.toilSpent("Time off in lieu", 10, 5)),
  );
  assert.equal(await balanceOf(ann), 5, "a refusal spends nothing");
  assert.equal(await holidayHours(ann), holiday);

  await earn(ann, "2027-02-08", 5);
  assert.equal((await spend(ann, "2027-02-16")).status, 201);
  assert.equal(await balanceOf(ann), 0);
});

Deno.test("an earlier request takes the older hours first, so it may not leave a later one short", async () => {
  const bob = await api.createUser({ firstName: "Bob" });
  await earn(bob, "2027-02-01", 10);
  assert.equal((await spend(bob, "2027-03-01")).status, 201);
  // Monday 15 February would take the lot that 1 March is using, leaving it uncovered.
  const earlier = await spend(bob, "2027-02-15");
  assert.deepEqual(
    [earlier.status, earlier.body],
    errorAnswer(409, leaveTypeRefusals.toilSpent("Time off in lieu", 10, 0)),
  );
  // Hours worked since: 15 February takes the oldest lot, and 1 March the new one.
  await earn(bob, "2027-02-09", 10);
  assert.equal((await spend(bob, "2027-02-15")).status, 201);
  assert.equal(await balanceOf(bob), 0);
  assert.equal((await spend(bob, "2027-03-02")).status, 409);
});

Deno.test({
  // On PostgreSQL the requests race in parallel transactions; PGlite runs them one by one.
  name: "20 racing TOIL requests never spend more than the balance holds",
  async fn() {
    const cat = await api.createUser({ firstName: "Cat" });
    await earn(cat, "2027-02-01", 24);
    await earn(cat, "2027-02-02", 16);
    const days: string[] = [];
    for (let day = "2027-06-01"; days.length < 20; day = addDays(day, 1)) {
      if (dayOfWeek(day) >= 1 && dayOfWeek(day) <= 4) days.push(day);
    }
    const answers = await Promise.all(days.map((day) => spend(cat, day)));
    assert.equal(answers.filter((answer) => answer.status === 201).length, 4);
    assert.deepEqual(
      answers.filter((answer) => answer.status !== 201).map((answer) => answer.status),
      Array(16).fill(409),
      JSON.stringify(answers.find((answer) => answer.status !== 201 && answer.status !== 409)),
    );
    assert.equal(await balanceOf(cat), 0);
  },
});
