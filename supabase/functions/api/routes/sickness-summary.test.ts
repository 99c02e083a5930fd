import assert from "node:assert/strict";
import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { workingDaysBetween } from "@shared/hours.ts";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";

// "Today" is Wednesday 10 June 2026: open logs count up to it.
const api = await setupApi({ now: new Date("2026-06-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const employee = await api.createUser();
const clerk = await api.createUser({ role: "sickness_user" });

async function insertLogs(userId: string, logs: [string, string | null][]): Promise<void> {
  await api.db.privileged(async (tx) => {
    for (const [from, to] of logs) {
      await tx.query(
        "insert into public.sickness_logs (user_id, sick_from_date, sick_to_date) values ($1, $2, $3)",
        [userId, from, to],
      );
    }
  });
}

function summary(user: TestUser, year: string) {
  return api.request("GET", `/api/sickness-summary/${year}`, { token: user.token });
}

const row = (user: TestUser & { firstName: string; lastName: string }, totalSickDays: number) => ({
  user_id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  totalSickDays,
});

async function named(firstName: string, lastName: string) {
  return { ...(await api.createUser({ firstName, lastName })), firstName, lastName };
}

Deno.test("the summary counts each year's part of a log, bank holidays and open logs", async () => {
  const ada = await named("Ada", "Across");
  const ben = await named("Ben", "Bank");
  const cat = await named("Cat", "Current");
  const dan = await named("Dan", "Durable");
  const eve = await named("Eve", "Weekend");
  const fay = await named("Fay", "Future");
  const gil = await named("Gil", "Gone");

  // Mon 22 Dec 2025 to Thu 8 Jan 2026: 2025 has 22-24, 29-31 (25 Dec is a bank holiday, the
  // 26th a Friday) = 6; 2026 has 5-8 Jan (1 Jan a bank holiday, 2 Jan a Friday) = 4.
  await insertLogs(ada.id, [["2025-12-22", "2026-01-08"]]);
  // Thu 2 to Thu 9 Apr 2026 around Easter (3 Apr a Friday, 6 Apr a bank holiday) = 4; a second
  // log over 8-10 Apr counts its days once; Mon 1 Jun = 1.
  await insertLogs(ben.id, [["2026-04-02", "2026-04-09"], ["2026-04-08", "2026-04-10"], [
    "2026-06-01",
    "2026-06-01",
  ]]);
  // Open since Monday 8 June: Mon, Tue and today Wed = 3.
  await insertLogs(cat.id, [["2026-06-08", null]]);
  // Open since Tue 30 Dec 2025: 2 days in 2025, and 1 Jan to today in 2026.
  await insertLogs(dan.id, [["2025-12-30", null]]);
  // Fri to Sun: no sick days, so left out.
  await insertLogs(eve.id, [["2026-01-02", "2026-01-04"]]);
  // Open from a day after today, and a log in 2027: nothing in 2026.
  await insertLogs(fay.id, [["2026-07-01", null], ["2027-01-04", "2027-01-05"]]);
  // A deactivated user's history still counts: Mon 3 and Tue 4 Mar 2025.
  await insertLogs(gil.id, [["2025-03-03", "2025-03-04"]]);
  await api.db.privileged((tx) =>
    tx.query("update public.users set deactivated_at = now() where id = $1", [gil.id])
  );

  const danIn2026 = workingDaysBetween("2026-01-01", "2026-06-10", bankHolidaySet());
  const y2026 = await summary(admin, "2026");
  assert.equal(y2026.status, 200);
  assert.deepEqual(y2026.body, [
    row(dan, danIn2026),
    row(ben, 5),
    row(ada, 4),
    row(cat, 3),
  ]);
  const y2025 = await summary(admin, "2025");
  assert.deepEqual(y2025.body, [row(ada, 6), row(dan, 2), row(gil, 2)]);
  assert.deepEqual((await summary(admin, "2027")).body, [row(fay, 2)]);
  assert.deepEqual((await summary(admin, "2024")).body, []);

  // The list's days of a log agree with the summary's parts.
  const logs = await api.request("GET", "/api/sickness-logs?q=across", { token: admin.token });
  assert.equal(logs.body[0].days, 10);

  // A day later Cat's open log has one more day.
  api.setNow(new Date("2026-06-11T12:00:00Z"));
  const next = await summary(admin, "2026");
  assert.deepEqual(next.body.find((r: { user_id: string }) => r.user_id === cat.id), row(cat, 4));
  api.setNow(new Date("2026-06-10T12:00:00Z"));
});

Deno.test("sick days counted in SQL agree with shared/hours.ts on every short range", async () => {
  // Every range of 0 to 20 days starting in the three weeks around the 2025 year end and Easter
  // 2026, and a few long ones.
  const ranges = await api.db.privileged((tx) =>
    tx.query<{ from_day: string; to_day: string; days: number }>(
      `select f::date::text as from_day, (f::date + n)::text as to_day,
              private.sick_days(f::date, f::date + n) as days
       from (select generate_series('2025-12-15'::date, '2026-01-05', '1 day') as f
             union all select generate_series('2026-03-25'::date, '2026-04-10', '1 day')) s
       cross join generate_series(0, 20) n
       union all
       select '2025-01-01', '2027-12-31', private.sick_days('2025-01-01', '2027-12-31')
       union all
       select '2026-02-10', '2026-02-09', private.sick_days('2026-02-10', '2026-02-09')`,
    )
  );
  assert.equal(ranges.length, (22 + 17) * 21 + 2);
  for (const { from_day, to_day, days } of ranges) {
    assert.equal(
      days,
      workingDaysBetween(from_day, to_day, bankHolidaySet()),
      `${from_day} ${to_day}`,
    );
  }
});

Deno.test("only a global admin reads the summary", async () => {
  for (const user of [clerk, employee]) {
    const answer = await summary(user, "2026");
    assert.deepEqual(
      [answer.status, answer.body],
      errorAnswer(403, "You do not have access to this"),
    );
  }
  assert.equal((await api.request("GET", "/api/sickness-summary/2026")).status, 401);
});

Deno.test("a year that is not a whole number from 2000 to 2100 is refused", async () => {
  for (const year of ["abc", "1999", "2101", "2025.5", "02025", "20%2025", "-2025"]) {
    const answer = await summary(admin, year);
    assert.deepEqual(
      [answer.status, answer.body],
      errorAnswer(400, "year: must be a whole year from 2000 to 2100"),
      year,
    );
  }
  for (const year of ["2000", "2100"]) assert.equal((await summary(admin, year)).status, 200);
});

Deno.test("the year's sick days per month add up to the summary's totals", async () => {
  for (const year of ["2025", "2026"]) {
    const totals = (await summary(admin, year)).body as { totalSickDays: number }[];
    const months = await api.request("GET", `/api/sickness-summary/${year}/months`, {
      token: admin.token,
    });
    assert.equal(months.status, 200);
    assert.equal(months.body.year, Number(year));
    assert.equal(months.body.days.length, 12);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    assert.equal(sum(months.body.days), sum(totals.map((t) => t.totalSickDays)), year);
  }
  // January 2026: Ada's 5 to 8 January (4) and Dan's open log from 30 December: every Monday to
  // Thursday of January but New Year's Day (16); Eve's Friday to Sunday counts nothing.
  const y2026 = await api.request("GET", "/api/sickness-summary/2026/months", {
    token: admin.token,
  });
  assert.equal(y2026.body.days[0], 20);
  assert.equal(
    (await api.request("GET", "/api/sickness-summary/2026/months", { token: clerk.token })).status,
    403,
  );
});
