import assert from "node:assert/strict";
import { Hono } from "hono";
import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { type DayType, requestHours } from "@shared/hours.ts";
import { messages } from "@shared/messages.ts";
import { vacationDaysResponse } from "@shared/schemas/responses.ts";
import { errorAnswer, setupApi, TEST_PASSWORD, type TestUser } from "../../../tests/harness.ts";
import type { Claims } from "../../_shared/db.ts";
import { fromDatabaseError } from "../../_shared/errors.ts";
import { handleError } from "../http.ts";
import { holidayStarted, NO_WORKING_HOURS, START_IN_PAST } from "./holidays.ts";

// New Year's Day: no case of this file books a day before it (a start before today is refused).
const NOW = new Date("2026-01-01T09:00:00Z");
const api = await setupApi({ now: NOW });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const sickness = await api.createUser({ role: "sickness_user" });
const employee = await api.createUser();
const ROLES = [employee, sickness, admin];

const REQUEST_KEYS = [
  "cancel_reject_reason",
  "created_at",
  "deny_reason",
  "end_date",
  "end_day_type",
  "id",
  "requested_hours",
  "start_date",
  "start_day_type",
  "status",
  "user_id",
];

/** A request written straight to the database, in any status. */
async function insertRequest(
  userId: string,
  startDate: string,
  endDate: string,
  fields: { status?: string; denyReason?: string; createdAt?: string } = {},
): Promise<number> {
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ id: number }>(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, status, deny_reason, created_at)
       values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now())) returning id`,
      [
        userId,
        startDate,
        endDate,
        fields.status ?? "pending",
        fields.denyReason ?? null,
        fields.createdAt ?? null,
      ],
    )
  );
  return row.id;
}

async function requestsOf(userId: string) {
  return await api.db.privileged((tx) =>
    tx.query<{ id: number; status: string; start_date: string }>(
      "select id, status, start_date from public.holiday_requests where user_id = $1 order by id",
      [userId],
    )
  );
}

function book(user: TestUser, body: Record<string, unknown>) {
  return api.request("POST", "/api/vacation-request", { token: user.token, body });
}

Deno.test("every role reads its balance for the current London year; a visitor gets 401", async () => {
  const user = await api.createUser({ totalVacationHours: 120 });
  await insertRequest(user.id, "2026-01-05", "2026-01-05", { status: "accepted" }); // 10
  await insertRequest(user.id, "2026-02-02", "2026-02-02", { status: "pending" }); // 10
  await insertRequest(user.id, "2026-02-09", "2026-02-09", { status: "rejected", denyReason: "x" });
  await insertRequest(user.id, "2026-02-16", "2026-02-16", { status: "cancelled" });
  await insertRequest(user.id, "2025-06-02", "2025-06-02", { status: "accepted" }); // last year
  const own = await api.request("GET", "/api/vacation-days", { token: user.token });
  assert.deepEqual([own.status, own.body], [200, { vacation_hours: 100 }]);
  for (const someone of ROLES) {
    const { status, body } = await api.request("GET", "/api/vacation-days", {
      token: someone.token,
    });
    assert.equal(status, 200);
    assert.equal(typeof body.vacation_hours, "number");
  }
  // Each calendar year has its own allowance: late on 31 December 2025 it is 2025's.
  api.setNow(new Date("2025-12-31T23:59:00Z"));
  try {
    const last = await api.request("GET", "/api/vacation-days", { token: user.token });
    assert.deepEqual(last.body, { vacation_hours: 110 });
  } finally {
    api.setNow(NOW);
  }
  assert.equal((await api.request("GET", "/api/vacation-days")).status, 401);
});

Deno.test("?year= answers the balance of that year: 30 h booked next January show there only", async () => {
  const user = await api.createUser({ totalVacationHours: 160 });
  const days = (search = "") =>
    api.request("GET", `/api/vacation-days${search}`, { token: user.token });
  await insertRequest(user.id, "2026-02-02", "2026-02-02", { status: "accepted" }); // 10
  const booked = await book(user, { startDate: "2027-01-11", endDate: "2027-01-13" }); // Mon-Wed
  assert.deepEqual([booked.status, booked.body.requested_hours], [201, 30]);
  await insertRequest(user.id, "2027-02-01", "2027-02-01", { status: "cancelled" }); // gives back

  const next = await days("?year=2027");
  assert.deepEqual([next.status, vacationDaysResponse.parse(next.body)], [200, {
    vacation_hours: 130,
  }]);
  // Without the parameter the answer is the spec's: the current London year, untouched.
  assert.deepEqual([(await days()).status, (await days()).body], [200, { vacation_hours: 150 }]);
  assert.deepEqual((await days("?year=2026")).body, { vacation_hours: 150 });
  assert.deepEqual((await days("?year=")).body, { vacation_hours: 150 }, "empty is absent");
  assert.deepEqual((await days("?year=2025")).body, { vacation_hours: 160 });
  assert.deepEqual((await days("?year=%202027%20")).body, { vacation_hours: 130 });
});

Deno.test("a bad ?year= is a 400 naming year", async () => {
  const user = await api.createUser();
  const outOfRange = "year: must be an integer from 1900 to 2999";
  for (const bad of ["abc", "2027.5", "2027-01-01", "1899", "3000", "-2027", "twenty"]) {
    const { status, body } = await api.request("GET", `/api/vacation-days?year=${bad}`, {
      token: user.token,
    });
    assert.deepEqual([status, body], errorAnswer(400, outOfRange), bad);
  }
  const broken = await api.request("GET", "/api/vacation-days?year=%FF", { token: user.token });
  assert.deepEqual([broken.status, broken.body.field], [400, "year"]);
  assert.equal((await api.request("GET", "/api/vacation-days?year=2027")).status, 401);
});

Deno.test("every role books a holiday: 201 with the stored pending request", async () => {
  for (const [i, user] of ROLES.entries()) {
    const day = `2026-06-0${i + 1}`;
    const { status, body } = await book(user, { startDate: day, endDate: day });
    assert.equal(status, 201);
    assert.deepEqual(Object.keys(body).sort(), REQUEST_KEYS);
    assert.equal(body.user_id, user.id);
    assert.equal(body.status, "pending");
    assert.equal(body.start_day_type, "full");
    assert.equal(body.end_day_type, "full");
    assert.equal(body.requested_hours, 10);
    assert.match(body.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(body.deny_reason, null);
  }
  assert.equal((await api.request("POST", "/api/vacation-request", { body: {} })).status, 401);
});

Deno.test("hours follow the spec's rule at the API, as the shared rule computes them", async () => {
  const holidays = bankHolidaySet();
  const cases: [string, string, string, DayType, DayType, number][] = [
    ["a Friday only", "2026-01-09", "2026-01-09", "full", "full", 0],
    [
      "Monday morning to Thursday afternoon",
      "2026-01-12",
      "2026-01-15",
      "morning",
      "afternoon",
      30,
    ],
    ["Monday to Thursday in full", "2026-01-19", "2026-01-22", "full", "full", 40],
    ["a week over Easter 2026", "2026-04-01", "2026-04-09", "full", "full", 50],
    ["the Early May bank holiday alone", "2026-05-04", "2026-05-04", "full", "full", 0],
    ["Thursday to Tuesday over a weekend", "2026-01-29", "2026-02-03", "full", "full", 30],
    ["one afternoon", "2026-02-11", "2026-02-11", "afternoon", "full", 5],
    [
      "Wednesday afternoon to next Monday morning",
      "2026-02-18",
      "2026-02-23",
      "afternoon",
      "morning",
      20,
    ],
  ];
  const user = await api.createUser({ totalVacationHours: 1000 });
  for (const [name, startDate, endDate, startDayType, endDayType, hours] of cases) {
    const { status, body } = await book(user, { startDate, endDate, startDayType, endDayType });
    if (hours === 0) {
      // nothing to book: refused, and the database counts 0 all the same
      assert.deepEqual([status, body], errorAnswer(400, NO_WORKING_HOURS), name);
      const [row] = await api.db.privileged((tx) =>
        tx.query<{ hours: number }>(
          "select private.request_hours($1, $2, $3, $4) as hours",
          [startDate, endDate, startDayType, endDayType],
        )
      );
      assert.equal(row.hours, 0, `${name}: database rule`);
    } else {
      assert.equal(status, 201, name);
      assert.equal(body.requested_hours, hours, name);
    }
    assert.equal(
      requestHours({ startDate, endDate, startDayType, endDayType }, holidays),
      hours,
      `${name}: shared rule`,
    );
  }
});

Deno.test("bank holidays of years after 2027 cost nothing (issue 29: 2028 charged 10 h each)", async () => {
  const user = await api.createUser({ totalVacationHours: 1000 });
  for (const day of ["2028-04-17", "2028-05-01", "2029-04-02", "2035-08-27"]) {
    const { status, body } = await book(user, { startDate: day, endDate: day });
    assert.deepEqual([status, body], errorAnswer(400, NO_WORKING_HOURS), day);
  }
  // Easter week 2028: Good Friday and Easter Monday are off, Tuesday to Thursday count.
  const easter = await book(user, { startDate: "2028-04-13", endDate: "2028-04-20" });
  assert.deepEqual([easter.status, easter.body.requested_hours], [201, 40]);
});

Deno.test("24-31 December and an end before the start are refused and nothing is written", async () => {
  const user = await api.createUser();
  const refusals: [Record<string, unknown>, string, "blocked_period"?][] = [
    [
      { startDate: "2026-12-24", endDate: "2027-01-05" },
      messages.startInChristmas,
      "blocked_period",
    ],
    [
      { startDate: "2026-12-31", endDate: "2027-01-05" },
      messages.startInChristmas,
      "blocked_period",
    ],
    [{ startDate: "2026-12-21", endDate: "2026-12-24" }, messages.endInChristmas, "blocked_period"],
    [{ startDate: "2026-12-21", endDate: "2026-12-31" }, messages.endInChristmas, "blocked_period"],
    [{ startDate: "2026-03-10", endDate: "2026-03-09" }, "endDate: must not be before startDate"],
    [{ endDate: "2026-03-09" }, "startDate: is required"],
    [
      { startDate: "2026-03-09", endDate: "2026-02-30" },
      "endDate: must be a date in yyyy-MM-dd format",
    ],
    [
      { startDate: "2026-03-09", endDate: "2026-03-09", startDayType: "evening" },
      "startDayType: must be one of full, morning, afternoon",
    ],
  ];
  for (const [payload, error, code] of refusals) {
    const { status, body } = await book(user, payload);
    assert.deepEqual([status, body], errorAnswer(400, error, code), JSON.stringify(payload));
  }
  const bad = await api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: "{not json",
  });
  assert.equal(bad.status, 400);
  assert.deepEqual(await requestsOf(user.id), []);
  const eve = await book(user, { startDate: "2026-12-21", endDate: "2026-12-23" });
  assert.equal(eve.status, 201, "23 December is bookable");
});

Deno.test("an overlap with a live request is refused; denied, cancelled and the other half-day are not", async () => {
  const user = await api.createUser();
  await insertRequest(user.id, "2026-07-06", "2026-07-09", { status: "accepted" });
  await insertRequest(user.id, "2026-07-13", "2026-07-13", {
    status: "rejected",
    denyReason: "No",
  });
  await insertRequest(user.id, "2026-07-14", "2026-07-14", { status: "cancelled" });
  const before = await requestsOf(user.id);
  for (
    const payload of [
      { startDate: "2026-07-09", endDate: "2026-07-10" },
      { startDate: "2026-07-01", endDate: "2026-07-20" },
      { startDate: "2026-07-07", endDate: "2026-07-07", startDayType: "afternoon" },
    ]
  ) {
    const { status, body } = await book(user, payload);
    assert.deepEqual([status, body], errorAnswer(409, messages.overlap, "overlap"));
  }
  assert.deepEqual(await requestsOf(user.id), before, "nothing written");
  assert.equal((await book(user, { startDate: "2026-07-13", endDate: "2026-07-14" })).status, 201);
  const morning = await book(user, {
    startDate: "2026-07-15",
    endDate: "2026-07-15",
    startDayType: "morning",
  });
  assert.equal(morning.status, 201);
  const afternoon = await book(user, {
    startDate: "2026-07-15",
    endDate: "2026-07-15",
    startDayType: "afternoon",
  });
  assert.equal(afternoon.status, 201, "a morning and an afternoon of one day do not clash");
  const other = await api.createUser();
  assert.equal(
    (await book(other, { startDate: "2026-07-06", endDate: "2026-07-09" })).status,
    201,
    "another user's holiday is no clash",
  );
});

Deno.test("a request that would leave less than -30 hours is refused; -30 itself is allowed", async () => {
  const user = await api.createUser({ totalVacationHours: 40 });
  assert.equal((await book(user, { startDate: "2026-09-07", endDate: "2026-09-10" })).status, 201);
  assert.equal((await book(user, { startDate: "2026-09-14", endDate: "2026-09-16" })).status, 201);
  const before = await requestsOf(user.id);
  const refused = await book(user, { startDate: "2026-09-21", endDate: "2026-09-21" });
  assert.deepEqual([refused.status, refused.body], [409, {
    ...errorAnswer(409, messages.insufficientHours, "balance_floor")[1],
    detail: messages.requestNeedsHours(10, -30),
  }]);
  assert.deepEqual(await requestsOf(user.id), before);
  const friday = await book(user, { startDate: "2026-09-25", endDate: "2026-09-25" });
  assert.equal(friday.status, 400, "a 0-hour Friday books nothing: refused as such, not as over");
  assert.equal(friday.body.error, NO_WORKING_HOURS);
  const nextYear = await book(user, { startDate: "2027-01-11", endDate: "2027-01-14" });
  assert.equal(nextYear.status, 201, "next year has its own allowance");
  const days = await api.request("GET", "/api/vacation-days", { token: user.token });
  assert.deepEqual(days.body, { vacation_hours: -30 });
});

Deno.test("a user lists their own requests only, newest first, with reasons", async () => {
  const user = await api.createUser();
  const other = await api.createUser();
  const old = await insertRequest(user.id, "2026-02-02", "2026-02-02", {
    status: "rejected",
    denyReason: "Short staffed",
    createdAt: "2026-01-01T10:00:00Z",
  });
  const recent = await insertRequest(user.id, "2026-02-09", "2026-02-09", {
    status: "accepted",
    createdAt: "2026-01-20T10:00:00Z",
  });
  await api.db.privileged((tx) =>
    tx.query(
      "update public.holiday_requests set cancel_reject_reason = 'Needed' where id = $1",
      [recent],
    )
  );
  await insertRequest(other.id, "2026-02-09", "2026-02-09");
  const { status, body } = await api.request("GET", "/api/user/holiday-requests", {
    token: user.token,
  });
  assert.equal(status, 200);
  assert.deepEqual(body.map((r: { id: number }) => r.id), [recent, old]);
  assert.equal(body[0].cancel_reject_reason, "Needed");
  assert.equal(body[1].deny_reason, "Short staffed");
  assert.equal(body[1].created_at, "2026-01-01 10:00:00", "London winter time is UTC");
  assert.deepEqual(Object.keys(body[0]).sort(), REQUEST_KEYS);
  for (const someone of [sickness, admin]) {
    const list = await api.request("GET", "/api/user/holiday-requests", { token: someone.token });
    assert.equal(list.status, 200);
    assert.ok(list.body.every((r: { user_id: string }) => r.user_id === someone.id));
  }
  assert.equal((await api.request("GET", "/api/user/holiday-requests")).status, 401);
});

Deno.test("created_at is shown in London time (BST in summer)", async () => {
  const user = await api.createUser();
  await insertRequest(user.id, "2026-08-03", "2026-08-03", { createdAt: "2026-07-01T23:30:00Z" });
  const { body } = await api.request("GET", "/api/user/holiday-requests", { token: user.token });
  assert.equal(body[0].created_at, "2026-07-02 00:30:00");
});

Deno.test("the owner asks to cancel an approved request; anything else is refused and unchanged", async () => {
  for (const owner of [employee, sickness, admin]) {
    const id = await insertRequest(owner.id, "2026-10-05", "2026-10-05", { status: "accepted" });
    const { status, body } = await api.request(
      "POST",
      `/api/holiday-requests/${id}/request-cancellation`,
      { token: owner.token },
    );
    assert.equal(status, 200);
    assert.equal(body.status, "cancel_requested");
    assert.equal(body.id, id);
  }
  const user = await api.createUser();
  const pending = await insertRequest(user.id, "2026-10-12", "2026-10-12");
  const asked = await api.request("POST", `/api/holiday-requests/${pending}/request-cancellation`, {
    token: user.token,
  });
  assert.deepEqual(
    [asked.status, asked.body],
    errorAnswer(409, "Only an approved request can be cancelled: this request is Pending."),
  );
  const accepted = await insertRequest(user.id, "2026-10-19", "2026-10-19", { status: "accepted" });
  for (const stranger of [employee, admin]) {
    const refused = await api.request(
      "POST",
      `/api/holiday-requests/${accepted}/request-cancellation`,
      { token: stranger.token },
    );
    assert.deepEqual([refused.status, refused.body], errorAnswer(404, "Holiday request not found"));
  }
  const missing = await api.request("POST", "/api/holiday-requests/999999/request-cancellation", {
    token: user.token,
  });
  assert.equal(missing.status, 404);
  const bad = await api.request("POST", "/api/holiday-requests/abc/request-cancellation", {
    token: user.token,
  });
  assert.equal(bad.status, 400);
  assert.match(bad.body.error, /^id: /);
  const anonymous = await api.request(
    "POST",
    `/api/holiday-requests/${accepted}/request-cancellation`,
  );
  assert.equal(anonymous.status, 401);
  assert.deepEqual((await requestsOf(user.id)).map((r) => r.status), ["pending", "accepted"]);
  const twice = await api.request(
    "POST",
    `/api/holiday-requests/${accepted}/request-cancellation`,
    {
      token: user.token,
    },
  );
  assert.equal(twice.status, 200);
  const again = await api.request(
    "POST",
    `/api/holiday-requests/${accepted}/request-cancellation`,
    {
      token: user.token,
    },
  );
  assert.equal(again.status, 409);
  assert.match(again.body.error, /Cancellation Requested\.$/);
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; action: string }>(
      `select actor_id, action from public.audit_log
       where entity = 'holiday_requests' and entity_id = $1 order by id desc limit 1`,
      [String(accepted)],
    )
  );
  assert.deepEqual(audit, { actor_id: user.id, action: "accepted->cancel_requested" });
});

Deno.test({
  // On PostgreSQL the requests race in parallel transactions; PGlite runs them one by one.
  name: "20 concurrent overlapping requests of one user: exactly one lands",
  async fn() {
    const user = await api.createUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(user, {
          startDate: "2026-11-02",
          endDate: `2026-11-${String(3 + (i % 3)).padStart(2, "0")}`,
        })),
    );
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      assert.deepEqual(refused.body, { error: messages.overlap, code: "overlap" });
    }
    assert.equal((await requestsOf(user.id)).length, 1);
  },
});

Deno.test({
  name: "concurrent requests that fit the balance alone but not together never pass -30 h",
  async fn() {
    const user = await api.createUser({ totalVacationHours: 100 });
    // Ten different Mon-Thu weeks of 40 h each: 100 - 3 × 40 = -20 is the last that fits.
    const mondays = [
      "2026-01-05",
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
    ];
    const answers = await Promise.all(mondays.map((monday) => {
      const thursday = `${monday.slice(0, 8)}${
        String(Number(monday.slice(8)) + 3).padStart(2, "0")
      }`;
      return book(user, { startDate: monday, endDate: thursday });
    }));
    assert.equal(answers.filter((a) => a.status === 201).length, 3);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      assert.deepEqual([refused.status, refused.body], [409, {
        ...errorAnswer(409, messages.insufficientHours, "balance_floor")[1],
        detail: messages.requestNeedsHours(40, -20),
      }]);
    }
    const days = await api.request("GET", "/api/vacation-days", { token: user.token });
    assert.equal(days.body.vacation_hours, -20);
    assert.ok(days.body.vacation_hours >= -30);
  },
});

Deno.test("a request spanning centuries or over 366 days is refused by its dates, at once", async () => {
  const user = await api.createUser({ totalVacationHours: 5000 });
  const cases: [Record<string, string>, string][] = [
    [
      { startDate: "0001-01-01", endDate: "9999-12-31" },
      "startDate: must be a date from 1900 to 2999; endDate: must be a date from 1900 to 2999",
    ],
    [
      { startDate: "2026-01-05", endDate: "9999-12-31" },
      "endDate: must be a date from 1900 to 2999",
    ],
    [
      { startDate: "2026-01-05", endDate: "2027-01-07" },
      "endDate: must be at most 366 days after startDate",
    ],
  ];
  for (const [range, error] of cases) {
    const { status, body } = await book(user, range);
    assert.deepEqual([status, body], errorAnswer(400, error), JSON.stringify(range));
  }
  assert.deepEqual(await requestsOf(user.id), []);
  const year = await book(user, { startDate: "2027-01-04", endDate: "2028-01-04" });
  assert.equal(year.status, 201, "366 days is allowed");
});

Deno.test("the database counts hours by arithmetic: any span agrees with the shared rule", async () => {
  // The shared rule counts against the holidays the database holds, every year of them.
  const holidays = bankHolidaySet(
    await api.db.privileged((tx) =>
      tx.query<{ date: string }>(
        "select to_char(day, 'YYYY-MM-DD') as date from public.bank_holidays",
      )
    ),
  );
  const types: DayType[] = ["full", "morning", "afternoon"];
  const ranges: [string, string][] = [
    ["2025-01-01", "2025-12-31"],
    ["2025-12-24", "2026-12-24"],
    ["2026-04-02", "2026-04-07"],
    ["2026-12-28", "2027-01-01"],
    ["2026-05-04", "2026-05-04"],
    ["2026-05-03", "2026-05-05"],
    ["1900-01-01", "2999-12-31"],
  ];
  for (const [startDate, endDate] of ranges) {
    for (const startDayType of types) {
      for (const endDayType of types) {
        const range = { startDate, endDate, startDayType, endDayType };
        const [row] = await api.db.privileged((tx) =>
          tx.query<{ hours: number }>(
            "select private.request_hours($1, $2, $3, $4) as hours",
            [startDate, endDate, startDayType, endDayType],
          )
        );
        assert.equal(row.hours, requestHours(range, holidays), JSON.stringify(range));
      }
    }
  }
});

Deno.test("an employee can file 30 requests an hour; the 31st is refused with when to retry", async () => {
  const user = await api.createUser({ totalVacationHours: 1000 });
  for (let week = 0; week < 30; week++) {
    const tuesday = new Date(Date.UTC(2027, 0, 5 + 7 * week)).toISOString().slice(0, 10);
    const { status } = await book(user, { startDate: tuesday, endDate: tuesday });
    assert.equal(status, 201, `request ${week + 1}`);
  }
  const before = await requestsOf(user.id);
  const refused = await book(user, { startDate: "2027-09-07", endDate: "2027-09-07" });
  assert.equal(refused.status, 429);
  assert.match(
    refused.body.error,
    /^You have filed too many holiday requests in the last hour\. Please try again in \d+ minutes?\.$/,
  );
  assert.ok(Number(refused.headers.get("Retry-After")) > 0);
  assert.deepEqual(await requestsOf(user.id), before, "nothing written");
  // an hour later the user files again
  await api.db.privileged(async (tx) => {
    await tx.query("alter table public.holiday_requests disable trigger user");
    await tx.query(
      `update public.holiday_requests set created_at = created_at - interval '61 minutes'
       where user_id = $1`,
      [user.id],
    );
    await tx.query("alter table public.holiday_requests enable trigger user");
  });
  assert.equal((await book(user, { startDate: "2027-09-07", endDate: "2027-09-07" })).status, 201);
});

/** POST /api/holiday-requests/:id/withdraw as `user`. */
function withdraw(user: TestUser | undefined, id: number | string) {
  return api.request("POST", `/api/holiday-requests/${id}/withdraw`, { token: user?.token });
}

Deno.test("the owner withdraws a pending request: kept as cancelled, hours and dates given back, audited", async () => {
  const user = await api.createUser({ totalVacationHours: 100 });
  const booked = await book(user, { startDate: "2026-05-11", endDate: "2026-05-14" }); // 40 h
  assert.equal(booked.status, 201);
  const balance = async () =>
    (await api.request("GET", "/api/vacation-days", { token: user.token })).body.vacation_hours;
  assert.equal(await balance(), 60);
  const pendingIds = async () =>
    (await api.request("GET", "/api/admin/holiday-requests", { token: admin.token })).body
      .map((r: { id: number }) => r.id);
  assert.ok((await pendingIds()).includes(booked.body.id));

  const { status, body } = await withdraw(user, booked.body.id);
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), REQUEST_KEYS);
  assert.deepEqual([body.id, body.status, body.requested_hours], [booked.body.id, "cancelled", 40]);
  assert.equal(await balance(), 100, "the hours come back");
  assert.ok(!(await pendingIds()).includes(booked.body.id), "no longer pending for admins");
  const own = await api.request("GET", "/api/user/holiday-requests", { token: user.token });
  assert.deepEqual(
    own.body.map((r: { id: number; status: string }) => [r.id, r.status]),
    [[booked.body.id, "cancelled"]],
    "nothing is lost: the owner still sees it",
  );
  const [row] = await api.db.privileged((tx) =>
    tx.query<{ decided_by: string; actor_id: string; action: string }>(
      `select r.decided_by, a.actor_id, a.action from public.holiday_requests r
       join public.audit_log a on a.entity = 'holiday_requests' and a.entity_id = r.id::text
       where r.id = $1 order by a.id desc limit 1`,
      [booked.body.id],
    )
  );
  assert.deepEqual(row, { decided_by: user.id, actor_id: user.id, action: "pending->cancelled" });
  const again = await book(user, { startDate: "2026-05-11", endDate: "2026-05-14" });
  assert.equal(again.status, 201, "the dates are free again");
});

Deno.test("every role withdraws its own pending request, an administrator's own included", async () => {
  for (const [i, owner] of ROLES.entries()) {
    const day = `2026-05-2${i}`;
    const id = await insertRequest(owner.id, day, day);
    const { status, body } = await withdraw(owner, id);
    assert.deepEqual([status, body.status], [200, "cancelled"], owner.role);
  }
});

Deno.test("withdrawing is refused for anyone else's request, any other status, twice, and unknown ids", async () => {
  const user = await api.createUser();
  const pending = await insertRequest(user.id, "2026-06-15", "2026-06-15");
  for (const stranger of [employee, admin]) {
    const refused = await withdraw(stranger, pending);
    assert.deepEqual([refused.status, refused.body], errorAnswer(404, "Holiday request not found"));
  }
  const others: [string, string][] = [
    ["accepted", "Approved"],
    ["rejected", "Denied"],
    ["cancelled", "Cancelled"],
    ["cancel_requested", "Cancellation Requested"],
  ];
  for (const [i, [status, label]] of others.entries()) {
    const day = `2026-06-2${i}`;
    const id = await insertRequest(user.id, day, day, {
      status,
      denyReason: status === "rejected" ? "No" : undefined,
    });
    const refused = await withdraw(user, id);
    assert.deepEqual(
      [refused.status, refused.body],
      errorAnswer(409, `Only a pending request can be withdrawn: this request is ${label}.`),
    );
  }
  const before = await requestsOf(user.id);
  assert.equal((await withdraw(user, 999999)).status, 404);
  const bad = await withdraw(user, "abc");
  assert.equal(bad.status, 400);
  assert.match(bad.body.error, /^id: /);
  assert.equal((await withdraw(undefined, pending)).status, 401);
  assert.deepEqual(await requestsOf(user.id), before, "nothing changed");

  assert.equal((await withdraw(user, pending)).status, 200);
  const twice = await withdraw(user, pending);
  assert.deepEqual(
    [twice.status, twice.body],
    errorAnswer(409, "Only a pending request can be withdrawn: this request is Cancelled."),
  );
});

/** Runs `fn` with the app's clock at `now`, then puts the file's clock back. */
async function at<T>(now: string, fn: () => Promise<T>): Promise<T> {
  api.setNow(new Date(now));
  try {
    return await fn();
  } finally {
    api.setNow(NOW);
  }
}

Deno.test("an employee's own request may not start before today in London; today may", async () => {
  await at("2026-06-10T09:00:00Z", async () => {
    const user = await api.createUser(); // signed in on the day (a token lasts hours)
    for (
      const range of [
        { startDate: "2026-06-09", endDate: "2026-06-09" },
        { startDate: "2026-06-08", endDate: "2026-06-12" }, // started Monday, ends Friday
        { startDate: "2025-06-10", endDate: "2025-06-10" },
      ]
    ) {
      const { status, body } = await book(user, range);
      assert.deepEqual([status, body], errorAnswer(400, START_IN_PAST), JSON.stringify(range));
      assert.equal(body.field, "startDate");
    }
    assert.deepEqual(await requestsOf(user.id), [], "nothing written");
    const today = await book(user, { startDate: "2026-06-10", endDate: "2026-06-10" });
    assert.equal(today.status, 201, "today itself may be booked");
  });
  // 23:30 UTC on 15 June is already 16 June in London (BST): the 15th has gone.
  await at("2026-06-15T23:30:00Z", async () => {
    const user = await api.createUser();
    const late = await book(user, { startDate: "2026-06-15", endDate: "2026-06-15" });
    assert.deepEqual([late.status, late.body], errorAnswer(400, START_IN_PAST));
  });
});

Deno.test("an administrator's add and bulk add may still record a past holiday", async () => {
  await at("2026-06-10T09:00:00Z", async () => {
    const user = await api.createUser();
    const boss = await api.createUser({ role: "global_admin" });
    const added = await api.request("POST", "/api/admin/add-holiday", {
      token: boss.token,
      body: { selectedUser: user.id, startDate: "2026-06-01", endDate: "2026-06-02" },
    });
    assert.deepEqual([added.status, added.body.status], [201, "accepted"]);
    const bulk = await api.request("POST", "/api/admin/bulk-holidays", {
      token: boss.token,
      body: { userIds: [user.id], startDate: "2026-05-04", endDate: "2026-05-05" },
    });
    assert.equal(bulk.status, 201);
  });
});

Deno.test("Request Cancellation only before the holiday starts: one starting today has started", async () => {
  let user = await api.createUser();
  const other = await api.createUser();
  const ask = (id: number, owner = user) =>
    api.request("POST", `/api/holiday-requests/${id}/request-cancellation`, {
      token: owner.token,
    });
  const today = await insertRequest(user.id, "2026-10-05", "2026-10-05", { status: "accepted" });
  const tomorrow = await insertRequest(user.id, "2026-10-06", "2026-10-06", { status: "accepted" });
  const late = await insertRequest(user.id, "2026-10-13", "2026-10-13", { status: "accepted" });
  const ongoing = await insertRequest(other.id, "2026-09-28", "2026-10-08", {
    status: "accepted",
  });
  /** The same users signed in again on the day the clock moved to (a token lasts hours). */
  async function signInAgain() {
    const login = async (who: TestUser) => {
      const [row] = await api.db.privileged((tx) =>
        tx.query<{ email: string }>("select email from public.users where id = $1", [who.id])
      );
      const answer = await api.request("POST", "/api/login", {
        body: { email: row.email, password: TEST_PASSWORD },
      });
      return { ...who, token: answer.body.token as string };
    };
    return [await login(user), await login(other)];
  }
  await at("2026-10-05T09:00:00Z", async () => {
    const [me, them] = await signInAgain();
    user = me;
    const started = await ask(today);
    assert.deepEqual(
      [started.status, started.body],
      errorAnswer(409, holidayStarted("2026-10-05")),
    );
    assert.equal(
      started.body.error,
      "Only a holiday that has not started can be cancelled: this one started on 05/10/2026.",
    );
    const running = await ask(ongoing, them);
    assert.deepEqual([running.status, running.body.error], [409, holidayStarted("2026-09-28")]);
    assert.deepEqual([(await ask(tomorrow)).status], [200]);
  });
  // 23:30 UTC on 12 October is 13 October in London: that holiday starts today.
  await at("2026-10-12T23:30:00Z", async () => {
    [user] = await signInAgain();
    assert.deepEqual((await ask(late)).body, errorAnswer(409, holidayStarted("2026-10-13"))[1]);
  });
  assert.deepEqual(
    (await requestsOf(user.id)).map((r) => r.status),
    ["accepted", "cancel_requested", "accepted"],
    "the refused ones are unchanged",
  );
  // Another status is still refused for what it is, and a stranger still gets 404.
  const pending = await insertRequest(user.id, "2026-11-02", "2026-11-02");
  assert.match((await ask(pending)).body.error, /this request is Pending\.$/);
  const stranger = await api.request(
    "POST",
    `/api/holiday-requests/${today}/request-cancellation`,
    {
      token: employee.token,
    },
  );
  assert.equal(stranger.status, 404);
});

Deno.test("the -30 h refusal says what the request needs and what is left, from the route and the database alike", async () => {
  const user = await api.createUser({ totalVacationHours: 100 });
  // The case: 100 h left and a request of 160 h (four Monday-Thursday weeks).
  const refused = await book(user, { startDate: "2026-11-02", endDate: "2026-11-26" });
  assert.deepEqual([refused.status, refused.body], [409, {
    error: messages.insufficientHours,
    code: "balance_floor",
    detail: "This request needs 160 hours; you have 100 hours left.",
  }]);
  // The guard trigger refuses a write that skips the route with the same words and detail.
  const { sid } = JSON.parse(atob(user.token.split(".")[1])) as { sid: string };
  const claims: Claims = {
    sub: user.id,
    role: "authenticated",
    app_role: "employee",
    sid,
    exp: 2_000_000_000,
  };
  const error = await api.db.withUser(claims, (tx) =>
    tx.query(
      `insert into public.holiday_requests (user_id, start_date, end_date)
       values ($1, '2026-11-02', '2026-11-26')`,
      [user.id],
    )).then(() => undefined, (e) => e);
  const mapped = fromDatabaseError(error);
  assert.deepEqual([mapped?.status, mapped?.code, mapped?.message, mapped?.detail], [
    409,
    "balance_floor",
    messages.insufficientHours,
    messages.requestNeedsHours(160, 100),
  ]);
  assert.deepEqual(await requestsOf(user.id), []);
});

Deno.test("each refusal of a request names its rule by code, from the route and the database alike", async () => {
  const user = await api.createUser({ totalVacationHours: 10 });
  await insertRequest(user.id, "2026-07-06", "2026-07-06");
  const refusals = {
    window: await book(user, { startDate: "2026-12-21", endDate: "2026-12-28" }),
    overlap: await book(user, { startDate: "2026-07-06", endDate: "2026-07-07" }),
    floor: await book(user, { startDate: "2026-07-13", endDate: "2026-07-16" }),
  };
  assert.deepEqual(
    Object.values(refusals).map(({ status, body }) => [status, body.code, body.error]),
    [
      [400, "blocked_period", messages.endInChristmas],
      [409, "overlap", messages.overlap],
      [409, "balance_floor", messages.insufficientHours],
    ],
  );
  // A write that skips the route: the guard trigger and the exclusion constraint refuse it,
  // and the API's one error mapping names the same rules.
  const { sid } = JSON.parse(atob(user.token.split(".")[1])) as { sid: string };
  const claims: Claims = {
    sub: user.id,
    role: "authenticated",
    app_role: "employee",
    sid,
    exp: 2e9,
  };
  const insert = (startDate: string, endDate: string) =>
    api.db.withUser(claims, (tx) =>
      tx.query(
        `insert into public.holiday_requests (user_id, start_date, end_date)
         values ($1, $2, $3)`,
        [user.id, startDate, endDate],
      )).then(() => undefined, (error) => error);
  const answer = async (error: Error) => {
    const probe = new Hono().get("/", () => Promise.reject(error)).onError(handleError);
    const response = await probe.request("/");
    return [response.status, await response.json()];
  };
  assert.deepEqual(
    await answer(await insert("2026-12-24", "2027-01-04")),
    errorAnswer(400, messages.startInChristmas, "blocked_period"),
  );
  assert.deepEqual(
    await answer(await insert("2026-07-06", "2026-07-06")),
    errorAnswer(409, messages.overlap, "overlap"),
  );
  assert.equal((await requestsOf(user.id)).length, 1, "nothing written");
});

Deno.test("when two refusals apply the form's first is given, and nothing is written", async () => {
  // The database files a booking and counts a clash, the hours and the floor only when one
  // refuses it (issue 32): the order of the refusals is still the form's.
  const departmentId = await api.createDepartment();
  const user = await api.createUser({ totalVacationHours: 10, departmentId });
  await insertRequest(user.id, "2026-07-06", "2026-07-16", { status: "accepted" }); // 80 h
  const blocking = await api.request("POST", "/api/admin/cover-rules", {
    token: admin.token,
    body: { departmentId, skillId: null, minimum: 1, mode: "block" },
  });
  assert.equal(blocking.status, 201, JSON.stringify(blocking.body));
  const before = await requestsOf(user.id);
  const answers = [
    // a clash and no hours (a Friday in the approved holiday): the clash
    await book(user, { startDate: "2026-07-10", endDate: "2026-07-10" }),
    // a clash, the floor and a blocking rule: the clash
    await book(user, { startDate: "2026-07-16", endDate: "2026-07-20" }),
    // no hours (a Friday) 70 h below the floor already: no hours
    await book(user, { startDate: "2026-07-24", endDate: "2026-07-24" }),
    // the floor and a blocking rule: the floor, with what is left
    await book(user, { startDate: "2026-07-27", endDate: "2026-07-27" }),
  ];
  assert.deepEqual(answers.map(({ status, body }) => [status, body]), [
    errorAnswer(409, messages.overlap, "overlap"),
    errorAnswer(409, messages.overlap, "overlap"),
    errorAnswer(400, NO_WORKING_HOURS),
    [409, {
      ...errorAnswer(409, messages.insufficientHours, "balance_floor")[1],
      detail: messages.requestNeedsHours(10, -70),
    }],
  ]);
  assert.deepEqual(await requestsOf(user.id), before);
});
