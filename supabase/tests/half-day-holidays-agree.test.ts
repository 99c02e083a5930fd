// Half-day public holidays (issue 29): the hours of a request in SQL (private.user_request_hours,
// what the server stores) and in TypeScript (shared/working-patterns.ts userRequestHours, what
// the web app previews), on generated cases. Users of three nations, on the spec's rule and on
// working-pattern histories, × ranges of 1 to 30 days over whole and half-day holidays × every
// pair of day types. The TypeScript side counts by what GET /api/bank-holidays answers for each
// user, as the web app does, so the API's answer is held to the server's count too.
import assert from "node:assert/strict";
import { addDays } from "@shared/dates.ts";
import { DAY_TYPES, type DayType, type HalfDayHolidays } from "@shared/hours.ts";
import type { PublicHoliday } from "@shared/schemas/public-holidays.ts";
import {
  type PatternPeriod,
  userRequestHours,
  type WorkingPattern,
} from "@shared/working-patterns.ts";
import { setupApi, type TestUser } from "./harness.ts";
import { random } from "./random.ts";

// Sunday 10 January 2027.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

async function call(method: string, path: string, body?: unknown) {
  const answer = await api.request(method, path, { token: admin.token, body });
  assert.ok(answer.status < 300, `${method} ${path}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const PART_TIME: WorkingPattern = { anchor: "2026-06-01", hours: [7.5, 7.5, 7.5, 0, 7.5, 0, 0] };
const ROTA: WorkingPattern = {
  anchor: "2027-03-01",
  hours: Array.from({ length: 56 }, (_, day) => (day % 8 < 4 ? 12 : 0)),
};

/** A user of a nation, with a pattern history (the company default when empty). */
async function person(region: string, history: { startsOn: string; pattern: WorkingPattern }[]) {
  const user = await api.createUser();
  if (region !== "england-wales") {
    await call("PUT", `/api/admin/holiday-regions/users/${user.id}`, { region });
  }
  const periods: PatternPeriod[] = [];
  for (const [i, { startsOn, pattern }] of history.entries()) {
    const { id } = await call("POST", "/api/admin/working-patterns", {
      name: `${region} ${user.id.slice(0, 8)} ${i}`,
      ...pattern,
    });
    await call("PUT", `/api/admin/users/${user.id}/working-patterns`, { patternId: id, startsOn });
    periods.push({ startsOn, pattern });
  }
  return { user, periods };
}

// Half days: a Thursday, a Friday (0 h under the spec, 7.5 h part-time, a rota day), a Monday
// morning, Christmas Eve in two nations, and one on a day that is a rota day off.
const HALF_DAYS = [
  { date: "2026-07-09", part: "afternoon", regions: ["england-wales", "scotland"] },
  { date: "2026-10-09", part: "afternoon", regions: ["england-wales", "northern-ireland"] },
  { date: "2026-11-16", part: "morning", regions: ["england-wales", "northern-ireland"] },
  { date: "2026-12-24", part: "afternoon", regions: ["england-wales", "scotland"] },
  { date: "2027-03-05", part: "morning", regions: ["england-wales", "scotland"] },
  { date: "2027-03-08", part: "afternoon", regions: ["northern-ireland", "scotland"] },
  { date: "2027-04-15", part: "morning", regions: ["england-wales"] },
] as const;
for (const { date, part, regions } of HALF_DAYS) {
  await call("POST", "/api/admin/public-holidays", { date, name: `Half ${date}`, part, regions });
}

const people = [
  await person("england-wales", []),
  await person("scotland", []),
  await person("northern-ireland", []),
  await person("england-wales", [
    { startsOn: "2026-09-01", pattern: PART_TIME },
    { startsOn: "2027-03-01", pattern: ROTA },
  ]),
  await person("scotland", [{ startsOn: "2026-06-01", pattern: ROTA }]),
  await person("northern-ireland", [{ startsOn: "2026-11-02", pattern: PART_TIME }]),
];

/** The holidays the web app counts a user by: GET /api/bank-holidays, as the request form reads them. */
async function holidaysOf(user: TestUser) {
  const holidays: PublicHoliday[] = await call(
    "GET",
    `/api/bank-holidays?from=2026&to=2027&userId=${user.id}`,
  );
  const dates = new Set(holidays.filter((h) => !h.part).map((h) => h.date));
  const halfDays: HalfDayHolidays = new Map(
    holidays.flatMap((h) => (h.part ? [[h.date, h.part] as const] : [])),
  );
  return { dates, halfDays };
}

type Case = {
  who: number;
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
};

/** Ranges around the half days (and the bank holidays between them), every pair of day types. */
function cases(): Case[] {
  const next = random(29);
  const all: Case[] = [];
  for (const [who] of people.entries()) {
    for (let i = 0; i < 90; i++) {
      const near = HALF_DAYS[i % HALF_DAYS.length].date;
      const startDate = addDays(near, -Math.floor(next() * 12));
      const endDate = addDays(startDate, Math.floor(next() * 30));
      const [startDayType, endDayType] = [DAY_TYPES[i % 3], DAY_TYPES[Math.floor(i / 3) % 3]];
      all.push({ who, startDate, endDate, startDayType, endDayType });
    }
    // The half day alone, each type.
    for (const { date } of HALF_DAYS) {
      for (const type of DAY_TYPES) {
        all.push({ who, startDate: date, endDate: date, startDayType: type, endDayType: type });
      }
    }
  }
  return all;
}

Deno.test("a request's hours over half-day holidays are the same in SQL and in TypeScript", async () => {
  const all = cases();
  const rows = await api.db.privileged((tx) =>
    tx.query<{ i: number; hours: string }>(
      `select c.i, private.user_request_hours(c.u, c.s::date, c.e::date, c.st::public.day_type,
         c.et::public.day_type)::text as hours
       from jsonb_to_recordset($1::text::jsonb)
         as c(i int, u uuid, s text, e text, st text, et text)
       order by c.i`,
      [JSON.stringify(all.map((c, i) => ({
        i,
        u: people[c.who].user.id,
        s: c.startDate,
        e: c.endDate,
        st: c.startDayType,
        et: c.endDayType,
      })))],
    )
  );
  assert.equal(rows.length, all.length);
  const holidays = await Promise.all(people.map(({ user }) => holidaysOf(user)));
  let halved = 0;
  for (const row of rows) {
    const c = all[row.i];
    const { dates, halfDays } = holidays[c.who];
    const expected = userRequestHours(c, people[c.who].periods, dates, halfDays);
    assert.equal(Number(row.hours), expected, JSON.stringify(c));
    if (expected !== userRequestHours(c, people[c.who].periods, dates)) halved++;
  }
  // Most cases touch a half day that costs something: the rule is exercised, not skirted.
  assert.ok(halved > all.length / 4, `${halved} of ${all.length} cases changed by a half day`);
});

Deno.test("a half-day holiday: a full day costs half, its holiday half nothing, the other half half", () => {
  const history: PatternPeriod[] = [];
  const dates = new Set<string>();
  const halfDays: HalfDayHolidays = new Map([["2026-12-24", "afternoon"]]);
  const day = (startDayType: DayType) =>
    userRequestHours(
      { startDate: "2026-12-24", endDate: "2026-12-24", startDayType, endDayType: startDayType },
      history,
      dates,
      halfDays,
    );
  assert.deepEqual([day("full"), day("morning"), day("afternoon")], [5, 5, 0]);
  // Under a pattern of 7.5 h Monday to Wednesday, a Wednesday morning off: 7.5 + 7.5 + 3.75;
  // on its Thursday (0 h) a half day changes nothing.
  const partTime = [{ startsOn: "2026-06-01", pattern: PART_TIME }];
  const week = { startDate: "2026-12-21", endDate: "2026-12-24" };
  assert.equal(
    userRequestHours(week, partTime, dates, new Map([["2026-12-23", "morning"]])),
    18.75,
  );
  assert.equal(userRequestHours(week, partTime, dates, halfDays), 22.5);
});
