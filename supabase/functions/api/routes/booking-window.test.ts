// The booking window (issue 29, point 5): the spec's 24-31 December by default, moved or turned
// off by an administrator; the API, the guard trigger and the shared rule say the same words.
import assert from "node:assert/strict";
import { bookingWindowMessages } from "@shared/booking-window.ts";
import { messages } from "@shared/messages.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";
import { fromDatabaseError } from "../../_shared/errors.ts";

// Monday 1 November 2027.
const api = await setupApi({ now: new Date("2027-11-01T10:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

const setWindow = (body: unknown, token = admin.token) =>
  api.request("PUT", "/api/admin/booking-window", { token, body });

function book(user: TestUser, startDate: string, endDate = startDate) {
  return api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: { startDate, endDate },
  });
}

Deno.test("by default the spec's window: 24 to 31 December, in the spec's words", async () => {
  const employee = await api.createUser();
  const read = await api.request("GET", "/api/booking-window", { token: employee.token });
  assert.deepEqual(read.body, { window: { from: "12-24", to: "12-31" } });
  assert.deepEqual(
    await book(employee, "2027-12-29").then((a) => [a.status, a.body]),
    errorAnswer(400, messages.startInChristmas, "blocked_period"),
  );
});

Deno.test("turned off, an employee books between Christmas and New Year", async () => {
  const employee = await api.createUser();
  const off = await setWindow({ on: false, from: "12-24", to: "12-31" });
  assert.deepEqual([off.status, off.body], [200, { on: false, from: "12-24", to: "12-31" }]);
  try {
    const read = await api.request("GET", "/api/booking-window", { token: employee.token });
    assert.deepEqual(read.body, { window: null });
    // 27 and 28 December 2027 are bank holidays; Wednesday 29 costs a day.
    const booked = await book(employee, "2027-12-27", "2027-12-29");
    assert.deepEqual([booked.status, booked.body.requested_hours], [201, 10]);
  } finally {
    await setWindow({ on: true, from: "12-24", to: "12-31" });
  }
});

Deno.test("moved over the new year, both ends are refused in words naming it", async () => {
  const employee = await api.createUser();
  const window = { from: "12-20", to: "01-03" };
  assert.equal((await setWindow({ on: true, ...window })).status, 200);
  try {
    const words = bookingWindowMessages(window);
    assert.equal(
      words.start,
      "Start date cannot be between December 20th and January 3rd inclusive",
    );
    assert.deepEqual(
      await book(employee, "2027-12-20", "2028-01-06").then((a) => [a.status, a.body]),
      errorAnswer(400, words.start, "blocked_period"),
    );
    assert.deepEqual(
      await book(employee, "2027-12-16", "2028-01-03").then((a) => [a.status, a.body]),
      errorAnswer(400, words.end, "blocked_period"),
    );
    assert.equal((await book(employee, "2027-12-16")).status, 201);
    // An administrator's booking for someone is never held by it.
    const added = await api.request("POST", "/api/admin/add-holiday", {
      token: admin.token,
      body: { selectedUser: employee.id, startDate: "2027-12-21", endDate: "2027-12-22" },
    });
    assert.equal(added.status, 201);
    // The guard trigger says the same as the shared rule.
    const [row] = await api.db.privileged((tx) =>
      tx.query<{ start: string; end: string }>(
        `select private.booking_window_message('Start') as start,
           private.booking_window_message('End') as end`,
      )
    );
    assert.deepEqual(row, words);
    // ... and its refusal is sent with the code naming the window, as the route's is.
    for (const message of [row.start, row.end]) {
      assert.equal(fromDatabaseError({ code: "LV400", message })?.code, "blocked_period");
    }
  } finally {
    await setWindow({ on: true, from: "12-24", to: "12-31" });
  }
});

Deno.test("only an administrator sets it, a bad day names the field, and it is audited", async () => {
  const employee = await api.createUser();
  assert.equal(
    (await setWindow({ on: false, from: "12-24", to: "12-31" }, employee.token)).status,
    403,
  );
  const bad = await setWindow({ on: true, from: "02-30", to: "12-31" });
  assert.deepEqual(
    [bad.status, bad.body.error],
    [400, "from: must be a day of the year as MM-dd, e.g. 12-24"],
  );
  await setWindow({ on: true, from: "12-23", to: "12-31" });
  await setWindow({ on: true, from: "12-24", to: "12-31" });
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ n: number }>(
      `select count(*)::integer as n from public.audit_log where entity = 'company_settings'
       and actor_id = $1 and after ->> 'booking_window_from' = '12-23'`,
      [admin.id],
    )
  );
  assert.equal(audit.n, 1);
});
