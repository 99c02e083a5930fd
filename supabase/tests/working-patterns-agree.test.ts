// The hours of a request under a working pattern, in SQL (private.pattern_request_hours) and in
// TypeScript (shared/working-patterns.ts), on generated cases: patterns of one to eight weeks
// (the spec's, part-time, alternating weeks, 4 on / 4 off, nights in quarter hours) × ranges of
// 1 to 45 days over the bank holidays the database counts × every pair of day types. Under the spec's pattern
// both also answer what the spec's rule answers (shared/hours.ts, private.request_hours).
import assert from "node:assert/strict";
import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { addDays } from "@shared/dates.ts";
import { DAY_TYPES, type DayType, requestHours } from "@shared/hours.ts";
import {
  offsetPattern,
  patternDayHours,
  type PatternPeriod,
  patternProblem,
  patternRequestHours,
  STANDARD_PATTERN,
  userRequestHours,
  type WorkingPattern,
} from "@shared/working-patterns.ts";
import { freshDatabase } from "./harness.ts";
import { random } from "./random.ts";

const db = await freshDatabase();
globalThis.addEventListener("unload", () => void db.close());
// The holidays the database counts (issue 29: one source), for the years the cases touch.
const BANK_HOLIDAYS = bankHolidaySet(
  await db.privileged((tx) =>
    tx.query<{ date: string }>(
      `select to_char(day, 'YYYY-MM-DD') as date from public.bank_holidays
       where day between '2024-01-01' and '2029-12-31'`,
    )
  ),
);

/** 4 on / 4 off: an 8-day cycle, whole in 8 weeks. */
const fourOnFourOff = Array.from({ length: 56 }, (_, day) => (day % 8 < 4 ? 12 : 0));

const PATTERNS: Record<string, WorkingPattern> = {
  "the spec's Mon-Thu 10 h": STANDARD_PATTERN,
  "part-time Mon-Wed 7.5 h": { anchor: "2025-01-06", hours: [7.5, 7.5, 7.5, 0, 0, 0, 0] },
  "alternating weeks": {
    anchor: "2026-03-02",
    hours: [8, 8, 8, 8, 8, 0, 0, 8, 8, 0, 0, 0, 0, 0],
  },
  "4 on / 4 off, 12 h, anchored after the ranges": { anchor: "2031-06-02", hours: fourOnFourOff },
  "nights, 3 weeks, quarter hours": {
    anchor: "2024-12-30",
    hours: [
      0,
      9.75,
      9.75,
      9.75,
      0,
      0,
      0,
      7.25,
      7.25,
      0,
      0,
      7.25,
      7.25,
      0,
      0,
      0,
      11.5,
      11.5,
      11.5,
      0,
      0,
    ],
  },
};

/** The rota the crews share. */
const ROTA = "4 on / 4 off, 12 h, anchored after the ranges";

type Case = {
  pattern: string;
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
};

/** Ranges from 2025 to 2027 (Christmas, Easter and the other bank holidays among them). */
function cases(): Case[] {
  const next = random(16);
  const all: Case[] = [];
  for (const pattern of Object.keys(PATTERNS)) {
    for (let i = 0; i < 120; i++) {
      const startDate = addDays("2025-01-01", Math.floor(next() * 1090));
      const endDate = addDays(startDate, Math.floor(next() * 45));
      const [startDayType, endDayType] = [DAY_TYPES[i % 3], DAY_TYPES[Math.floor(i / 3) % 3]];
      all.push({ pattern, startDate, endDate, startDayType, endDayType });
    }
  }
  return all;
}

Deno.test("the test's patterns are patterns", () => {
  for (const [name, pattern] of Object.entries(PATTERNS)) {
    assert.equal(patternProblem(pattern), undefined, name);
  }
  assert.equal(
    patternProblem({ anchor: "2026-11-24", hours: [1, 0, 0, 0, 0, 0, 0] }),
    "anchor: must be a Monday",
  );
  assert.match(patternProblem({ anchor: "2026-11-23", hours: [8, 8, 8] })!, /whole weeks/);
  assert.match(
    patternProblem({ anchor: "2026-11-23", hours: [8.1, 0, 0, 0, 0, 0, 0] })!,
    /quarter/,
  );
  assert.match(patternProblem({ anchor: "2026-11-23", hours: [25, 0, 0, 0, 0, 0, 0] })!, /0 to 24/);
});

Deno.test("a request's hours under a pattern are the same in SQL and in TypeScript", async () => {
  const all = cases();
  assert.ok(all.length >= 500, `${all.length} cases`);
  const rows = await db.privileged((tx) =>
    tx.query<{ i: number; hours: string; spec: number }>(
      `select c.i, private.pattern_request_hours(
                c.anchor::date, c.hours, c.s::date, c.e::date, c.st::public.day_type,
                c.et::public.day_type)::text as hours,
              private.request_hours(c.s::date, c.e::date, c.st::public.day_type,
                c.et::public.day_type) as spec
       from jsonb_to_recordset($1::text::jsonb)
         as c(i int, anchor text, hours numeric[], s text, e text, st text, et text)
       order by c.i`,
      [JSON.stringify(all.map((c, i) => ({
        i,
        anchor: PATTERNS[c.pattern].anchor,
        hours: PATTERNS[c.pattern].hours,
        s: c.startDate,
        e: c.endDate,
        st: c.startDayType,
        et: c.endDayType,
      })))],
    )
  );
  assert.equal(rows.length, all.length);
  let standard = 0;
  for (const row of rows) {
    const c = all[row.i];
    const expected = patternRequestHours(c, PATTERNS[c.pattern], BANK_HOLIDAYS);
    assert.equal(Number(row.hours), expected, JSON.stringify(c));
    if (PATTERNS[c.pattern] === STANDARD_PATTERN) {
      standard++;
      assert.equal(expected, requestHours(c, BANK_HOLIDAYS), `spec rule: ${JSON.stringify(c)}`);
      assert.equal(row.spec, expected, `private.request_hours: ${JSON.stringify(c)}`);
    }
  }
  assert.equal(standard, 120);
});

Deno.test("a half day is half of that day's hours; a 0-hour day and a bank holiday cost nothing", () => {
  const twelves = { anchor: "2026-11-23", hours: [12, 12, 0, 0, 12, 12, 0] };
  // Mon 23 Nov 2026 afternoon to Tue 24 Nov morning: 6 + 6.
  const range = { startDate: "2026-11-23", endDate: "2026-11-24" };
  assert.equal(
    patternRequestHours(
      { ...range, startDayType: "afternoon", endDayType: "morning" },
      twelves,
      BANK_HOLIDAYS,
    ),
    12,
  );
  // Wed and Thu are 0 h: a request of only those takes nothing.
  assert.equal(
    patternRequestHours({ startDate: "2026-11-25", endDate: "2026-11-26" }, twelves, BANK_HOLIDAYS),
    0,
  );
  // Christmas Day 2026 is a Friday (12 h in the pattern) and a bank holiday: 0.
  assert.equal(
    patternRequestHours({ startDate: "2026-12-25", endDate: "2026-12-25" }, twelves, BANK_HOLIDAYS),
    0,
  );
  // 7.25 h halves to 3.625, kept exact.
  const short = { anchor: "2026-11-23", hours: [7.25, 0, 0, 0, 0, 0, 0] };
  assert.equal(
    patternRequestHours(
      { startDate: "2026-11-23", endDate: "2026-11-23", startDayType: "morning" },
      short,
      BANK_HOLIDAYS,
    ),
    3.625,
  );
});

/** The same rota for two crews: crew B's cycle starts 4 days later, then 13 (mod 56: 13). */
const CREW_HISTORIES: Record<string, PatternPeriod[]> = {
  "crew A, offset 0": [{ startsOn: "2024-01-01", pattern: PATTERNS[ROTA], offsetDays: 0 }],
  "crew B, offset 4": [{ startsOn: "2024-01-01", pattern: PATTERNS[ROTA], offsetDays: 4 }],
  "crew B moved on, then the default": [
    { startsOn: "2024-01-01", pattern: PATTERNS[ROTA], offsetDays: 4 },
    { startsOn: "2025-09-15", pattern: PATTERNS[ROTA], offsetDays: 13 },
    { startsOn: "2026-06-01", pattern: null, offsetDays: 0 },
    { startsOn: "2026-10-05", pattern: PATTERNS["nights, 3 weeks, quarter hours"], offsetDays: 20 },
  ],
};

Deno.test("a user's hours with an offset into their cycle are the same in SQL and in TypeScript", async () => {
  const ids = await db.privileged(async (tx) => {
    const patternIds: Record<string, number> = {};
    for (
      const [name, pattern] of [
        [ROTA, PATTERNS[ROTA]],
        ["nights, 3 weeks, quarter hours", PATTERNS["nights, 3 weeks, quarter hours"]],
      ] as const
    ) {
      const [row] = await tx.query<{ id: number }>(
        `insert into public.working_patterns (name, anchor, hours) values ($1, $2, $3::numeric[])
         returning id::integer`,
        [name, pattern.anchor, `{${pattern.hours.join(",")}}`],
      );
      patternIds[name] = row.id;
    }
    const users: Record<string, string> = {};
    for (const [n, [name, history]] of Object.entries(CREW_HISTORIES).entries()) {
      const [user] = await tx.query<{ id: string }>(
        `insert into public.users (first_name, last_name, email, role, total_vacation_hours,
           start_date)
         values ('Crew', $1, $2, 'employee', 160, '2024-01-01') returning id`,
        [name, `crew${n}@leave.test`],
      );
      for (const period of history) {
        const patternId = period.pattern === PATTERNS[ROTA]
          ? patternIds[ROTA]
          : period.pattern
          ? patternIds["nights, 3 weeks, quarter hours"]
          : null;
        await tx.query(
          `insert into public.user_working_patterns (user_id, starts_on, pattern_id, offset_days)
           values ($1, $2, $3, $4)`,
          [user.id, period.startsOn, patternId, period.offsetDays],
        );
      }
      users[name] = user.id;
    }
    return users;
  });
  const next = random(31);
  const all: (Case & { history: string })[] = [];
  for (const history of Object.keys(CREW_HISTORIES)) {
    for (let i = 0; i < 90; i++) {
      const startDate = addDays("2025-01-01", Math.floor(next() * 1090));
      const endDate = addDays(startDate, Math.floor(next() * 30));
      const [startDayType, endDayType] = [DAY_TYPES[i % 3], DAY_TYPES[Math.floor(i / 3) % 3]];
      all.push({ history, pattern: ROTA, startDate, endDate, startDayType, endDayType });
    }
  }
  const rows = await db.privileged((tx) =>
    tx.query<{ i: number; hours: string; off_days: string }>(
      `select c.i, private.user_request_hours(c.u::uuid, c.s::date, c.e::date,
                c.st::public.day_type, c.et::public.day_type)::text as hours,
              (select count(*) from pg_catalog.generate_series(c.s::date, c.e::date,
                 interval '1 day') g where private.user_day_hours(c.u::uuid, g::date) = 0)::text
                as off_days
       from jsonb_to_recordset($1::text::jsonb)
         as c(i int, u text, s text, e text, st text, et text)
       order by c.i`,
      [JSON.stringify(all.map((c, i) => ({
        i,
        u: ids[c.history],
        s: c.startDate,
        e: c.endDate,
        st: c.startDayType,
        et: c.endDayType,
      })))],
    )
  );
  assert.equal(rows.length, all.length);
  const crewHours = new Map<string, number>();
  for (const row of rows) {
    const c = all[row.i];
    const history = CREW_HISTORIES[c.history];
    const expected = userRequestHours(c, history, BANK_HOLIDAYS);
    assert.equal(Number(row.hours), expected, JSON.stringify(c));
    // private.user_day_hours, which the cover check reads, shifts by the same offset.
    let offDays = 0;
    for (let day = c.startDate; day <= c.endDate; day = addDays(day, 1)) {
      const inForce = [...history].reverse().find((period) => period.startsOn <= day)!;
      const pattern = inForce.pattern
        ? offsetPattern(inForce.pattern, inForce.offsetDays)
        : STANDARD_PATTERN;
      if (patternDayHours(pattern, day) === 0) offDays++;
    }
    assert.equal(Number(row.off_days), offDays, `off days: ${JSON.stringify(c)}`);
    if (c.history !== "crew B moved on, then the default") {
      crewHours.set(`${c.history} ${row.i % 90}`, expected);
    }
  }
  // The crews differ: an offset moves the hours, it is not ignored.
  const differ = [...Array(90).keys()].filter((i) =>
    crewHours.get(`crew A, offset 0 ${i}`) !== crewHours.get(`crew B, offset 4 ${i}`)
  );
  assert.ok(differ.length > 30, `${differ.length} of 90 ranges differ between the crews`);
});

Deno.test("offset 0 is the pattern itself; an offset moves the anchor on", () => {
  const rota = PATTERNS[ROTA];
  assert.equal(offsetPattern(rota, 0), rota);
  assert.equal(offsetPattern(rota), rota);
  assert.deepEqual(offsetPattern(rota, 4), { anchor: addDays(rota.anchor, 4), hours: rota.hours });
  // Crew A's first shift is crew B's day off, crew B's first shift crew A's.
  assert.equal(patternDayHours(rota, rota.anchor), 12);
  assert.equal(patternDayHours(offsetPattern(rota, 4), rota.anchor), 0);
  assert.equal(patternDayHours(offsetPattern(rota, 4), addDays(rota.anchor, 4)), 12);
  assert.equal(patternDayHours(rota, addDays(rota.anchor, 4)), 0);
});
