// Allowance policies (issue 16) through the API: settings, patterns, a user's pattern history,
// pro-rata, carry-over with its expiry and override, the sickness days by pattern. The
// company's settings are one row per database, so each test sets the settings it needs.
import assert from "node:assert/strict";
import { BANK_HOLIDAYS } from "@shared/bank-holidays.ts";
import { addDays } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import type { CompanySettings } from "@shared/schemas/policies.ts";
import {
  patternDayHours,
  type PatternPeriod,
  STANDARD_PATTERN,
  userRequestHours,
  type WorkingPattern,
} from "@shared/working-patterns.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";
import { NO_WORKING_HOURS_ON_PATTERN } from "./holidays.ts";
import { balanceYearOutOfRange } from "../rules/balance.ts";
import { patternInUse } from "./policies.ts";
import { CARRY_OVER_OFF } from "./user-policy.ts";

// Sunday 10 January 2027.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const bankHolidays = new Set(BANK_HOLIDAYS.map((holiday) => holiday.date));

const OFF: CompanySettings = { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" };
const PART_TIME: WorkingPattern = { anchor: "2027-01-04", hours: [7.5, 7.5, 7.5, 0, 0, 0, 0] };
/** 4 on / 4 off, 12 h: eight weeks hold the 8-day cycle seven times. */
const ROTA: WorkingPattern = {
  anchor: "2027-01-04",
  hours: Array.from({ length: 56 }, (_, day) => (day % 8 < 4 ? 12 : 0)),
};

/** Moves the clock to noon of a day; the users' tokens are signed in again on it. */
async function at(iso: string, ...users: TestUser[]) {
  api.setNow(new Date(`${iso}T12:00:00Z`));
  for (const user of users) {
    const { body } = await api.request("POST", "/api/login", {
      body: { email: user.email, password: user.password },
    });
    user.token = body.token;
  }
}

async function settle(settings: CompanySettings) {
  const { status, body } = await api.request("PUT", "/api/admin/settings", {
    token: admin.token,
    body: settings,
  });
  assert.equal(status, 200, JSON.stringify(body));
}

let patterns = 0;
async function createPattern(pattern: WorkingPattern): Promise<number> {
  const { status, body } = await api.request("POST", "/api/admin/working-patterns", {
    token: admin.token,
    body: { name: `Pattern ${++patterns}`, ...pattern },
  });
  assert.equal(status, 201, JSON.stringify(body));
  return body.id;
}

function givePattern(user: TestUser, patternId: number | null, startsOn: string) {
  return api.request("PUT", `/api/admin/users/${user.id}/working-patterns`, {
    token: admin.token,
    body: { patternId, startsOn },
  });
}

function book(user: TestUser, startDate: string, endDate = startDate, startDayType = "full") {
  return api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: { startDate, endDate, startDayType, endDayType: "full" },
  });
}

/** An administrator's booking for the user, accepted at once (any date, no floor). */
async function record(user: TestUser, startDate: string, endDate: string) {
  const { status, body } = await api.request("POST", "/api/admin/add-holiday", {
    token: admin.token,
    body: { selectedUser: user.id, startDate, endDate },
  });
  assert.equal(status, 201, JSON.stringify(body));
  return body;
}

async function breakdown(user: TestUser, year?: number) {
  const { status, body } = await api.request(
    "GET",
    `/api/vacation-days/breakdown${year ? `?year=${year}` : ""}`,
    { token: user.token },
  );
  assert.equal(status, 200, JSON.stringify(body));
  return body;
}

async function vacationHours(user: TestUser, year?: number): Promise<number> {
  const { body } = await api.request("GET", `/api/vacation-days${year ? `?year=${year}` : ""}`, {
    token: user.token,
  });
  return body.vacation_hours;
}

Deno.test("with nothing configured the settings are the spec's and no user is touched", async () => {
  const user = await api.createUser();
  await record(user, "2027-02-01", "2027-02-02");
  const settings = await api.request("GET", "/api/admin/settings", { token: admin.token });
  assert.deepEqual(settings.body, OFF);
  assert.deepEqual(await breakdown(user), {
    year: 2027,
    configured: false,
    fullAllowance: 160,
    allowance: 160,
    proRata: false,
    carried: 0,
    carriedOverride: null,
    carryExpires: null,
    lapsed: 0,
    used: 20,
    pending: 0,
    remaining: 140,
    patterns: [],
  });
  assert.equal(await vacationHours(user), 140);
  const allowances = await api.request("GET", "/api/admin/allowances", { token: admin.token });
  assert.deepEqual(allowances.body, []);
});

Deno.test("only a global admin reads or changes the policies", async () => {
  const employee = await api.createUser();
  const clerk = await api.createUser({ role: "sickness_user" });
  for (const user of [employee, clerk]) {
    const answers = [
      await api.request("GET", "/api/admin/settings", { token: user.token }),
      await api.request("PUT", "/api/admin/settings", { token: user.token, body: OFF }),
      await api.request("GET", "/api/admin/working-patterns", { token: user.token }),
      await api.request("POST", "/api/admin/working-patterns", {
        token: user.token,
        body: { name: "Mine", ...PART_TIME },
      }),
      await api.request("GET", `/api/admin/users/${user.id}/policy`, { token: user.token }),
      await api.request("PUT", `/api/admin/users/${user.id}/working-patterns`, {
        token: user.token,
        body: { patternId: null, startsOn: "2027-01-01" },
      }),
      await api.request("GET", "/api/admin/allowances", { token: user.token }),
    ];
    assert.deepEqual(answers.map((answer) => answer.status), [403, 403, 403, 403, 403, 403, 403]);
  }
  assert.equal((await api.request("GET", "/api/vacation-days/breakdown")).status, 401);
});

Deno.test("bad settings and patterns are refused naming the field, and change nothing", async () => {
  await settle(OFF);
  const refusals: [string, string, unknown, string][] = [
    ["PUT", "/api/admin/settings", { ...OFF, carryOverExpiry: "02-29" }, "carryOverExpiry"],
    ["PUT", "/api/admin/settings", { ...OFF, carryOverMaxHours: 7.3 }, "carryOverMaxHours"],
    ["PUT", "/api/admin/settings", { ...OFF, carryOverMaxHours: -1 }, "carryOverMaxHours"],
    ["PUT", "/api/admin/settings", { ...OFF, proRata: "yes" }, "proRata"],
    [
      "POST",
      "/api/admin/working-patterns",
      { name: "Tue", ...PART_TIME, anchor: "2027-01-05" },
      "anchor",
    ],
    ["POST", "/api/admin/working-patterns", {
      name: "Long",
      ...PART_TIME,
      hours: [25, 0, 0, 0, 0, 0, 0],
    }, "hours"],
    [
      "POST",
      "/api/admin/working-patterns",
      { name: "Odd", ...PART_TIME, hours: [8, 8, 8] },
      "hours",
    ],
    ["POST", "/api/admin/working-patterns", { name: " ", ...PART_TIME }, "name"],
  ];
  for (const [method, path, body, field] of refusals) {
    const answer = await api.request(method, path, { token: admin.token, body });
    assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`);
    assert.match(answer.body.error, new RegExp(`^${field}: `));
  }
  const settings = await api.request("GET", "/api/admin/settings", { token: admin.token });
  assert.deepEqual(settings.body, OFF);
  const list = await api.request("GET", "/api/admin/working-patterns", { token: admin.token });
  assert.deepEqual(
    list.body.filter((p: { name: string }) => ["Tue", "Long", "Odd"].includes(p.name)),
    [],
  );
});

Deno.test("a part-time pattern counts the days it has, from its start date on", async () => {
  await settle(OFF);
  const user = await api.createUser();
  const patternId = await createPattern(PART_TIME);
  // Before the pattern: the spec's Mon-Thu 10 h.
  assert.equal((await book(user, "2027-01-25", "2027-01-29")).body.requested_hours, 40);
  const given = await givePattern(user, patternId, "2027-02-01");
  assert.equal(given.status, 200, JSON.stringify(given.body));
  assert.deepEqual(given.body.patterns.map((p: { startsOn: string }) => p.startsOn), [
    "2027-02-01",
  ]);
  // Mon-Fri under Mon-Wed 7.5 h; a morning of a 7.5 h day is 3.75 h.
  assert.equal((await book(user, "2027-02-08", "2027-02-12")).body.requested_hours, 22.5);
  assert.equal(
    (await book(user, "2027-02-15", "2027-02-15", "morning")).body.requested_hours,
    3.75,
  );
  // Across the change: Thu 10 (default) + Mon, Tue, Wed 7.5 under the pattern; the same in shared/.
  const history: PatternPeriod[] = [{ startsOn: "2027-02-01", pattern: PART_TIME }];
  const range = {
    startDate: "2027-02-17",
    endDate: "2027-02-17",
    startDayType: "afternoon",
    endDayType: "full",
  } as const;
  assert.equal(userRequestHours(range, history, bankHolidays), 3.75);
  const across = { startDate: "2027-01-28", endDate: "2027-02-03" } as const;
  const crossing = await api.db.privileged((tx) =>
    tx.query<{ hours: number }>(
      "select private.user_request_hours($1, $2, $3, 'full', 'full')::float8 as hours",
      [user.id, across.startDate, across.endDate],
    )
  );
  assert.equal(crossing[0].hours, 32.5);
  assert.equal(
    userRequestHours(
      { ...across, startDayType: "full", endDayType: "full" },
      history,
      bankHolidays,
    ),
    32.5,
  );
  // Thursday and Friday are no working days of Mon-Wed: nothing to book, said in its terms.
  const nothing = await book(user, "2027-02-18", "2027-02-19");
  assert.deepEqual([nothing.status, nothing.body], errorAnswer(400, NO_WORKING_HOURS_ON_PATTERN));
  // Back to the company default from March: the February requests keep their hours.
  await givePattern(user, null, "2027-03-01");
  const mine = await api.request("GET", "/api/user/holiday-requests", { token: user.token });
  assert.deepEqual(mine.body.map((r: { requested_hours: number }) => r.requested_hours), [
    3.75,
    22.5,
    40,
  ]);
  assert.equal((await book(user, "2027-03-01", "2027-03-05")).body.requested_hours, 40);
  // The breakdown says a policy touches this user and lists the history for the preview.
  const own = await breakdown(user);
  assert.equal(own.configured, true);
  assert.deepEqual(
    own.patterns.map((
      p: { startsOn: string; patternId: number | null },
    ) => [p.startsOn, p.patternId]),
    [
      ["2027-02-01", patternId],
      ["2027-03-01", null],
    ],
  );
  assert.equal(own.remaining, 160 - 40 - 22.5 - 3.75 - 40);
  assert.equal(await vacationHours(user), own.remaining);
  // A pattern in someone's history is kept.
  const refused = await api.request("DELETE", `/api/admin/working-patterns/${patternId}`, {
    token: admin.token,
  });
  assert.deepEqual([refused.status, refused.body], errorAnswer(409, patternInUse(1)));
});

Deno.test("the sickness summary counts a user's working days by their pattern", async () => {
  await settle(OFF);
  const user = await api.createUser();
  const patternId = await createPattern(PART_TIME);
  await givePattern(user, patternId, "2027-02-01");
  const logged = await api.request("POST", "/api/sickness-logs", {
    token: admin.token,
    body: { user_id: user.id, sick_from_date: "2027-02-08", sick_to_date: "2027-02-12" },
  });
  assert.equal(logged.status, 201, JSON.stringify(logged.body));
  assert.equal(logged.body.days, 3);
  const summary = await api.request("GET", "/api/sickness-summary/2027", { token: admin.token });
  assert.equal(
    summary.body.find((row: { user_id: string }) => row.user_id === user.id).totalSickDays,
    3,
  );
});

/** Working days (hours > 0, bank holidays excepted) of [from, to] under a pattern history. */
function workingDays(history: PatternPeriod[], from: string, to: string): number {
  let days = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const inForce = history.filter((period) => period.startsOn <= day).at(-1)?.pattern;
    if (!bankHolidays.has(day) && patternDayHours(inForce ?? STANDARD_PATTERN, day) > 0) days++;
  }
  return days;
}

Deno.test("pro-rata scales a starter's first year by working days on their rota", async () => {
  await settle({ ...OFF, proRata: true });
  const starter = await api.createUser({ startDate: "2027-07-01", totalVacationHours: 160 });
  const stayer = await api.createUser({ startDate: "2020-01-01", totalVacationHours: 160 });
  const rotaId = await createPattern(ROTA);
  await givePattern(starter, rotaId, "2027-07-01");
  const history = [{ startsOn: "2027-07-01", pattern: ROTA }];
  const expected = Math.round(
    160 * workingDays(history, "2027-07-01", "2027-12-31") /
      workingDays(history, "2027-01-01", "2027-12-31") * 2,
  ) / 2;
  const year = await breakdown(starter);
  assert.equal(year.proRata, true);
  assert.equal(year.allowance, expected);
  // July to December on a rota of 3.5 days a week, over Mon-Thu before it: about half.
  assert.ok(expected > 60 && expected < 100, `${expected}`);
  assert.equal(year.remaining, expected);
  assert.equal(await vacationHours(starter), expected);
  // The next year is a whole one.
  assert.equal((await breakdown(starter, 2028)).allowance, 160);
  // A leaver's last year: employed to 30 June, 2027's Mon-Thu days before over all of them.
  await api.request("PUT", `/api/admin/users/${stayer.id}/end-date`, {
    token: admin.token,
    body: { endDate: "2027-06-30" },
  });
  const leaver = await breakdown(stayer);
  const share = workingDays([], "2027-01-01", "2027-06-30") /
    workingDays([], "2027-01-01", "2027-12-31");
  assert.equal(leaver.allowance, Math.round(160 * share * 2) / 2);
  const listed = await api.request("GET", "/api/admin/allowances", { token: admin.token });
  const starterRow = listed.body.find((row: { user_id: string }) => row.user_id === starter.id);
  assert.deepEqual(starterRow, {
    user_id: starter.id,
    allowance: expected,
    proRata: true,
    carried: 0,
    // The rota is not in force yet on 10 January.
    pattern: null,
  });
  // An end date before the start is refused, naming the field.
  const early = await api.request("PUT", `/api/admin/users/${starter.id}/end-date`, {
    token: admin.token,
    body: { endDate: "2027-06-01" },
  });
  assert.equal(early.status, 400);
  assert.match(early.body.error, /^endDate: /);
  await settle(OFF);
  assert.equal((await breakdown(starter)).allowance, 160);
});

Deno.test("carried hours are used first, lapse at the expiry, and a debt carries", async () => {
  await settle({ proRata: false, carryOverMaxHours: 24, carryOverExpiry: "03-31" });
  const saver = await api.createUser({ startDate: "2025-01-01" });
  const spender = await api.createUser({ startDate: "2025-01-01" });
  // 2026: 100 h used (Mon 1 to Tue 16 June: ten Mon-Thu days) leaves 60; 24 carry into 2027.
  await record(saver, "2026-06-01", "2026-06-16");
  // 2026: 180 h used (1 to 30 June: eighteen days) leaves -20, a debt.
  await record(spender, "2026-06-01", "2026-06-30");
  const before = await breakdown(saver);
  assert.deepEqual(
    [before.allowance, before.carried, before.carryExpires, before.lapsed, before.remaining],
    [160, 24, "2027-03-31", 0, 184],
  );
  assert.equal((await breakdown(spender)).carried, -20);
  assert.equal(await vacationHours(spender), 140);
  // A year without a request ends on its allowance: whoever has booked only next year still
  // carries this year's 24 (they once carried nothing, as if their years began at the booking).
  const planner = await api.createUser({ startDate: "2025-01-01" });
  await record(planner, "2028-02-07", "2028-02-07");
  assert.deepEqual(
    [(await breakdown(planner)).carried, (await breakdown(planner, 2028)).carried],
    [24, 24],
  );
  // Manage Users computes everyone's balance at once, by the same rule as each one's own.
  const { body: listed } = await api.request("GET", "/api/admin/users", { token: admin.token });
  const listedHours = (user: TestUser) =>
    listed.find((row: { id: string }) => row.id === user.id).vacation_hours;
  for (const user of [saver, spender, planner]) {
    assert.equal(listedHours(user), (await breakdown(user)).remaining, user.email);
  }
  assert.deepEqual([listedHours(saver), listedHours(spender), listedHours(planner)], [
    184,
    140,
    184,
  ]);
  // 10 h in February use carried hours first.
  assert.equal((await book(saver, "2027-02-01")).status, 201);
  assert.equal(await vacationHours(saver), 174);
  // After the expiry the 14 carried hours left lapse.
  await at("2027-04-15", admin, saver);
  const after = await breakdown(saver);
  assert.deepEqual(
    [after.carried, after.lapsed, after.pending, after.remaining],
    [24, 14, 10, 160],
  );
  assert.equal(await vacationHours(saver), 160);
  // An administrator sets 40 instead, with a reason; it is audited.
  const noReason = await api.request("PUT", `/api/admin/users/${saver.id}/carried-hours`, {
    token: admin.token,
    body: { year: 2027, hours: 40, reason: " " },
  });
  assert.equal(noReason.status, 400);
  assert.match(noReason.body.error, /^reason: /);
  const set = await api.request("PUT", `/api/admin/users/${saver.id}/carried-hours`, {
    token: admin.token,
    body: { year: 2027, hours: 40, reason: "Agreed at the annual review" },
  });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  assert.deepEqual(set.body.balance.carriedOverride, {
    hours: 40,
    reason: "Agreed at the annual review",
  });
  assert.deepEqual(
    [set.body.balance.carried, set.body.balance.lapsed, set.body.balance.remaining],
    [40, 30, 160],
  );
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; action: string }>(
      "select actor_id, action from public.audit_log where entity = 'carried_hours' order by id desc limit 1",
    )
  );
  assert.deepEqual(audit, { actor_id: admin.id, action: "insert" });
  const cleared = await api.request("DELETE", `/api/admin/users/${saver.id}/carried-hours/2027`, {
    token: admin.token,
  });
  assert.equal(cleared.body.balance.carried, 24);
  // With carry-over off nothing is carried, and no override can be set.
  await settle(OFF);
  assert.equal((await breakdown(saver)).carried, 0);
  const off = await api.request("PUT", `/api/admin/users/${saver.id}/carried-hours`, {
    token: admin.token,
    body: { year: 2027, hours: 10, reason: "Try" },
  });
  assert.deepEqual([off.status, off.body], errorAnswer(409, CARRY_OVER_OFF));
  await at("2027-01-10", admin);
});

Deno.test("a balance more than two years ahead is refused naming year, the policies on or off", async () => {
  const user = await api.createUser({ startDate: "2025-01-01" });
  const ask = (token: string, path: string) => api.request("GET", path, { token });
  // 10 January 2027: up to 2029.
  const tooFar = errorAnswer(400, balanceYearOutOfRange(2029));
  for (
    const settings of [{ proRata: true, carryOverMaxHours: 40, carryOverExpiry: "03-31" }, OFF]
  ) {
    await settle(settings);
    for (
      const [token, path] of [
        [user.token, "/api/vacation-days?year=2999"],
        [user.token, "/api/vacation-days?year=2030"],
        [user.token, "/api/vacation-days/breakdown?year=2030"],
        [admin.token, "/api/admin/allowances?year=2030"],
        [admin.token, `/api/admin/users/${user.id}/policy?year=2030`],
      ]
    ) {
      const { status, body } = await ask(token, path);
      assert.deepEqual([status, body], tooFar, `${path} ${JSON.stringify(settings)}`);
    }
    assert.equal((await ask(admin.token, "/api/admin/allowances?year=2029")).status, 200);
    assert.equal((await ask(user.token, "/api/vacation-days?year=1900")).status, 200);
  }
  // With nothing configured the spec's call is untouched; 2029 is 2029's allowance.
  assert.equal(await vacationHours(user), 160);
  assert.equal(await vacationHours(user, 2029), 160);
  // Carry-over on: 2025 to 2028 end on their 160 h, 40 carried (the cap) into 2029.
  await settle({ proRata: false, carryOverMaxHours: 40, carryOverExpiry: "03-31" });
  assert.equal(await vacationHours(user, 2029), 200);
  await settle(OFF);
});

Deno.test("a debt climbs back by the allowance over idle years, to at most the cap", async () => {
  await settle({ proRata: false, carryOverMaxHours: 40, carryOverExpiry: "03-31" });
  const small = await api.createUser({ startDate: "2025-01-01", totalVacationHours: 10 });
  const large = await api.createUser({ startDate: "2025-01-01", totalVacationHours: 80 });
  const none = await api.createUser({ startDate: "2025-01-01", totalVacationHours: 0 });
  // 2025 ends on its allowance (within the cap): 10, 40 and 0 come into 2026. Its June
  // bookings use them first, and the debts stop at the floor: -30, -30 and -10 into 2027.
  await record(small, "2026-06-01", "2026-06-04"); // 40 h
  await record(large, "2026-06-01", "2026-06-25"); // 160 h
  await record(none, "2026-06-01", "2026-06-01"); // 10 h
  const carried = async (user: TestUser, year?: number) => (await breakdown(user, year)).carried;
  const years = async (user: TestUser, ...list: number[]) =>
    await Promise.all(list.map((year) => carried(user, year)));
  // No booking after 2026: each year adds its allowance to a debt; the first to end above 0
  // ends on at most the cap, and every year after it on its allowance within the cap.
  assert.deepEqual(await years(small, 2027, 2028, 2029), [-30, -20, -10]);
  assert.deepEqual(await years(large, 2027, 2028, 2029), [-30, 40, 40]);
  assert.deepEqual(await years(none, 2027, 2028, 2029), [-10, -10, -10]);
  await at("2031-01-10", admin, small);
  // 2030 is read on its 31 December: -10 + 10 came in, nothing to lapse.
  assert.deepEqual(await years(small, 2030, 2031, 2032, 2033), [0, 10, 10, 10]);
  assert.equal(await vacationHours(small, 2030), 10);
  await at("2027-01-10", admin);
  await settle(OFF);
});

Deno.test("a request booked far ahead counts by the chain rule across the idle years around it", async () => {
  await settle({ proRata: false, carryOverMaxHours: 40, carryOverExpiry: "03-31" });
  const user = await api.createUser({ startDate: "2025-01-01", totalVacationHours: 10 });
  // -30 into 2027 (as above), back over 0 by 2031: 10 comes into 2150, and an administrator's
  // 30 h there (Mon 2 to Wed 4 February, by the expiry) use it first.
  await record(user, "2026-06-01", "2026-06-04");
  await record(user, "2150-02-02", "2150-02-04");
  // The booking's check reads 2150 as of its start: 10 + 10 - 30 = -10 left, and 40 more would
  // go below -30.
  const refused = await book(user, "2150-06-01", "2150-06-04");
  assert.deepEqual([refused.status, refused.body], [409, {
    ...errorAnswer(409, messages.insufficientHours, "balance_floor")[1],
    detail: messages.requestNeedsHours(40, -10),
  }]);
  await at("2150-06-01", admin, user);
  const year = await breakdown(user);
  assert.deepEqual(
    [year.allowance, year.carried, year.carryExpires, year.lapsed, year.used, year.remaining],
    [10, 10, "2150-03-31", 0, 30, -10],
  );
  // 2150 ends on -10: 2151 starts with it, 2152 with 0, 2153 with 10 again.
  const next = await Promise.all([2151, 2152].map((y) => breakdown(user, y)));
  assert.deepEqual(next.map((b) => [b.carried, b.remaining]), [[-10, 0], [0, 10]]);
  await at("2153-01-10", user);
  assert.deepEqual([(await breakdown(user)).carried, await vacationHours(user)], [10, 20]);
  await at("2027-01-10", admin);
  await settle(OFF);
});

Deno.test("settings and patterns changes are audited with who made them", async () => {
  await settle({ proRata: true, carryOverMaxHours: 16, carryOverExpiry: "04-30" });
  const rows = await api.db.privileged((tx) =>
    tx.query<{ actor_id: string; after: { carry_over_max_hours: number } }>(
      `select actor_id, after from public.audit_log where entity = 'company_settings'
       order by id desc limit 1`,
    )
  );
  assert.equal(rows[0].actor_id, admin.id);
  assert.equal(Number(rows[0].after.carry_over_max_hours), 16);
  await settle(OFF);
});
