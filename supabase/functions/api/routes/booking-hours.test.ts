// What a booking for others takes of each person (issue 31, item 1): the Add and Bulk forms'
// preview counts each person's working pattern and nation as the booking will, not the
// company's default week.
import assert from "node:assert/strict";
import { setupApi } from "../../../tests/harness.ts";

// Sunday 10 January 2027.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser({ firstName: "Dee", lastName: "Fault" });
const shifts = await api.createUser({ firstName: "Rota", lastName: "Worker" });

// 4 on / 4 off, 12 h, from Monday 4 January 2027: Tuesday 14 to Friday 17 December are on.
const rota = await api.request("POST", "/api/admin/working-patterns", {
  token: admin.token,
  body: {
    name: "4 on / 4 off",
    anchor: "2027-01-04",
    hours: Array.from({ length: 56 }, (_, day) => (day % 8 < 4 ? 12 : 0)),
  },
});
assert.equal(rota.status, 201, JSON.stringify(rota.body));
const given = await api.request("PUT", `/api/admin/users/${shifts.id}/working-patterns`, {
  token: admin.token,
  body: { patternId: rota.body.id, startsOn: "2027-01-01" },
});
assert.equal(given.status, 200, JSON.stringify(given.body));

const range = (startDate: string, endDate = startDate) => ({
  startDate,
  endDate,
  startDayType: "full",
  endDayType: "full",
});

function preview(userIds: string[], dates: ReturnType<typeof range>, token = admin.token) {
  const query = new URLSearchParams({ userIds: userIds.join(","), ...dates });
  return api.request("GET", `/api/admin/booking-hours?${query}`, { token });
}

Deno.test("each person's hours by their pattern, with the total, as the booking records them", async () => {
  const december = range("2027-12-14", "2027-12-17");
  const answer = await preview([shifts.id, employee.id], december);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  // By name: Dee Fault's spec week (Tuesday to Thursday, 30 h), the rota's four 12 h shifts.
  assert.deepEqual(answer.body, {
    total: 78,
    people: [
      { userId: employee.id, name: "Dee Fault", hours: 30 },
      { userId: shifts.id, name: "Rota Worker", hours: 48 },
    ],
  });
  // The booking itself counts the same.
  const booked = await api.request("POST", "/api/admin/bulk-holidays", {
    token: admin.token,
    body: { userIds: [shifts.id, employee.id], ...december },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const recorded = Object.fromEntries(
    booked.body.requests.map((r: { user_id: string; requested_hours: number }) => [
      r.user_id,
      r.requested_hours,
    ]),
  );
  assert.deepEqual(recorded, { [employee.id]: 30, [shifts.id]: 48 });
});

Deno.test("a Saturday shift takes its 12 h; the same Saturday takes nothing of the spec's week", async () => {
  const saturday = range("2027-01-23");
  const answer = await preview([shifts.id, employee.id], saturday);
  assert.deepEqual(
    answer.body.people.map((p: { name: string; hours: number }) => [p.name, p.hours]),
    [["Dee Fault", 0], ["Rota Worker", 12]],
  );
  assert.equal(answer.body.total, 12);
});

Deno.test("only an administrator previews; an unknown or deactivated person is named", async () => {
  const monday = range("2027-02-01");
  assert.equal((await preview([employee.id], monday, employee.token)).status, 403);
  const query = new URLSearchParams({ userIds: employee.id, ...monday });
  assert.equal((await api.request("GET", `/api/admin/booking-hours?${query}`)).status, 401);
  const gone = await api.createUser();
  const deleted = await api.request("DELETE", `/api/admin/users/${gone.id}`, {
    token: admin.token,
  });
  assert.equal(deleted.status, 200);
  const answer = await preview([employee.id, gone.id], monday);
  assert.equal(answer.status, 404);
  assert.equal(answer.body.error, `userIds: no active user has the id ${gone.id}`);
});

Deno.test("a preview counts at most 100 people at once, and says so", async () => {
  const ids = Array.from(
    { length: 101 },
    (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  );
  const answer = await preview(ids, range("2027-02-01"));
  assert.equal(answer.status, 400);
  assert.match(answer.body.error, /^userIds: must list at most 100 users/);
});
