// The sickness summary and the Bradford factor paged on the server (issue 32):
// GET /api/sickness-summary/:year?q=&limit=&offset= and GET /api/sickness-bradford?asOf=&q=&sort=
// &limit=&offset= answer a page of the rows the name search keeps, in the screen's order, with
// X-Total-Count. Without those parameters the answers are the whole ones, as before.
import assert from "node:assert/strict";
import { nameMatches } from "@shared/user-search.ts";
import { sicknessSummaryPageRowResponse } from "@shared/schemas/responses.ts";
import type { BradfordAnswer, BradfordRow } from "@shared/schemas/bradford.ts";
import { setupApi } from "../../../tests/harness.ts";

// "Today" is Wednesday 10 June 2026: open logs count up to it.
const api = await setupApi({ now: new Date("2026-06-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin", lastName: "Admin" });
const clerk = await api.createUser({ role: "sickness_user", lastName: "Clerk" });
const employee = await api.createUser();

const get = (path: string, token = admin.token) => api.request("GET", path, { token });

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

// Names that put the search to the test (any case, whole names, runs of spaces, accents, LIKE's
// characters, a no-break space), each with logs: overlapping ones, open ones, across a year's
// end, over bank holidays, and a weekend alone (no day).
const PEOPLE: [string, string, [string, string | null][]][] = [
  ["Ann", "Lee", [["2025-03-03", "2025-03-06"], ["2026-02-02", "2026-02-03"]]],
  ["ANNA", "Leeds", [["2025-03-03", "2025-03-06"], ["2025-03-05", "2025-03-11"]]],
  ["Mary  Jo", "Smith", [["2025-12-22", "2026-01-08"]]],
  ["Élodie", "Durand", [["2025-04-17", "2025-04-22"], ["2026-06-08", null]]],
  ["Per%cy", "Under_score", [["2025-05-05", "2025-05-05"]]],
  ["Back\\slash", "O'Neil", [["2025-12-30", null]]],
  ["Zoë\u00a0Ann", "Nbsp", [["2025-08-25", "2025-08-28"]]],
  ["Bob", "ann", [["2025-06-14", "2025-06-15"], ["2025-06-16", "2025-06-16"]]],
];
for (const [firstName, lastName, logs] of PEOPLE) {
  const user = await api.createUser({ firstName, lastName });
  await insertLogs(user.id, logs);
}
// Enough people to span pages, with ties: i sick days in March 2025 and in March 2026, (i % 5)
// + 1 spells; every seventh on a Friday-to-Sunday pattern, every eleventh deactivated.
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const pattern = await api.request("POST", "/api/admin/working-patterns", {
  token: admin.token,
  body: { name: "Friday to Sunday", anchor: "2025-01-06", hours: [0, 0, 0, 0, 10, 10, 10] },
});
assert.equal(pattern.status, 201);
for (let i = 0; i < 36; i++) {
  const user = await api.createUser({
    firstName: `Page${String(i).padStart(2, "0")}`,
    lastName: i % 2 ? "Paged" : "paged",
  });
  const days = 1 + (i % 6);
  const logs: [string, string | null][] = [];
  // Spells a week apart, from the first Monday of March: 3 March 2025, 2 March 2026.
  for (const monday of ["2025-03-03", "2026-03-02"]) {
    for (let spell = 0; spell <= i % 5; spell++) {
      const from = plusDays(monday, 7 * spell);
      logs.push([from, plusDays(from, Math.min(days, 4) - 1)]);
    }
  }
  await insertLogs(user.id, logs);
  if (i % 7 === 3) {
    const given = await api.request("PUT", `/api/admin/users/${user.id}/working-patterns`, {
      token: admin.token,
      body: { patternId: pattern.body.id, startsOn: "2025-01-06" },
    });
    assert.equal(given.status, 200);
    await insertLogs(user.id, [["2025-06-13", "2025-06-15"]]);
  }
  if (i % 11 === 5) {
    await api.db.privileged((tx) =>
      tx.query("update public.users set deactivated_at = now() where id = $1", [user.id])
    );
  }
}

type SummaryRow = { user_id: string; firstName: string; lastName: string; totalSickDays: number };
type PageRow = SummaryRow & { rank: number };

/** The screens' name search (the page in hand filtered while typing): the API's rule. */
const matchesName = nameMatches;

/** Ranks of rows sorted most first, ties sharing a place (the screen's `ranks`). */
function ranksOf(rows: readonly SummaryRow[]): number[] {
  const places: number[] = [];
  rows.forEach((row, i) => {
    places.push(i > 0 && rows[i - 1].totalSickDays === row.totalSickDays ? places[i - 1] : i + 1);
  });
  return places;
}

async function wholeSummary(year: string): Promise<{ rows: SummaryRow[]; text: string }> {
  const response = await api.app.request(`/api/sickness-summary/${year}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("X-Total-Count"), null, "the whole summary carries no total");
  const text = await response.text();
  return { rows: JSON.parse(text), text };
}

async function summaryPage(year: string, query: Record<string, string>) {
  const { status, body, headers } = await get(
    `/api/sickness-summary/${year}?${new URLSearchParams(query)}`,
  );
  assert.equal(status, 200, JSON.stringify(body));
  sicknessSummaryPageRowResponse.array().parse(body);
  return { rows: body as PageRow[], total: Number(headers.get("X-Total-Count")) };
}

const withRanks = (rows: SummaryRow[]): PageRow[] => {
  const ranks = ranksOf(rows);
  return rows.map((row, i) => ({ ...row, rank: ranks[i] }));
};

// The summary as the range_agg of each user's logs counted it before issue 32: the whole
// answer must stay its text, byte for byte.
const RANGE_AGG_SUMMARY = `with bounds as (
    select make_date($1, 1, 1) as first_day, make_date($1, 12, 31) as last_day
  ),
  spans as (
    select l.user_id, greatest(l.sick_from_date, b.first_day) as from_day,
           least(coalesce(l.sick_to_date, $2::date), b.last_day) as to_day
    from public.sickness_logs l cross join bounds b
    where daterange(l.sick_from_date, l.sick_to_date, '[]')
      && daterange(b.first_day, b.last_day, '[]')
  ),
  merged as (
    select m.user_id, r
    from (
      select user_id, range_agg(daterange(from_day, to_day, '[]')) as days
      from spans where from_day <= to_day group by user_id
    ) m
    cross join lateral unnest(m.days) r
  ),
  bank as (
    select h.day from public.bank_holidays h cross join bounds b
    where h.day between b.first_day and b.last_day and extract(isodow from h.day) <= 4
  ),
  weekdays as (
    select user_id, sum(private.mon_thu_days_before(upper(r))
      - private.mon_thu_days_before(lower(r)))::integer as days
    from merged group by user_id
  ),
  holidays as (
    select m.user_id, count(*)::integer as days
    from merged m join bank h on m.r @> h.day group by m.user_id
  ),
  patterned as (
    select m.user_id,
      sum(private.user_working_days(m.user_id, lower(m.r), upper(m.r) - 1))::integer as days
    from merged m
    where exists (select 1 from public.user_working_patterns w where w.user_id = m.user_id)
      or m.user_id in (select e.user_id from private.users_elsewhere() e)
    group by m.user_id
  ),
  totals as (
    select w.user_id, coalesce(p.days, w.days - coalesce(h.days, 0)) as total
    from weekdays w left join holidays h on h.user_id = w.user_id
    left join patterned p on p.user_id = w.user_id
  )
  select coalesce(json_agg(json_build_object(
      'user_id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
      'totalSickDays', t.total
    ) order by t.total desc, lower(u.last_name), lower(u.first_name), u.id), '[]'::json)::text
    as rows
  from totals t join public.users u on u.id = t.user_id
  where t.total > 0`;

Deno.test("the whole summary is the range_agg count's, byte for byte, every year", async () => {
  for (const year of ["2024", "2025", "2026", "2027"]) {
    const [{ rows }] = await api.db.privileged((tx) =>
      tx.query<{ rows: string }>(RANGE_AGG_SUMMARY, [Number(year), "2026-06-10"])
    );
    const { text } = await wholeSummary(year);
    assert.equal(text, rows, year);
  }
  assert.ok((await wholeSummary("2025")).rows.length > 40, "the fixture spans pages");
});

Deno.test("pages of the summary put together are the whole summary, with its ranks", async () => {
  for (const year of ["2025", "2026"]) {
    const whole = withRanks((await wholeSummary(year)).rows);
    assert.ok(new Set(whole.map((row) => row.rank)).size < whole.length, "ties share a rank");
    for (const size of [1, 7, 50]) {
      const pages: PageRow[] = [];
      for (let offset = 0; offset < whole.length + size; offset += size) {
        const { rows, total } = await summaryPage(year, {
          limit: String(size),
          offset: String(offset),
        });
        assert.equal(total, whole.length);
        assert.ok(rows.length <= size);
        pages.push(...rows);
      }
      assert.deepEqual(pages, whole, `${year}, ${size} a page`);
    }
  }
});

Deno.test("the summary's search keeps each match's company rank, in the same order", async () => {
  const whole = withRanks((await wholeSummary("2025")).rows);
  const searches = [
    "ann",
    "ANN",
    "ann lee",
    "  ann   lee ",
    "lee ann",
    "mary jo",
    "mary  jo smith",
    "élodie",
    "ÉLODIE DUR",
    "%",
    "_",
    "per%cy",
    "\\",
    "o'neil",
    "zoë ann",
    "paged",
    "page0",
    "nobody at all",
    "",
  ];
  for (const q of searches) {
    const expected = whole.filter((row) => matchesName(row, q));
    const { rows, total } = await summaryPage("2025", { q, limit: "500" });
    assert.deepEqual(rows, expected, `q=${JSON.stringify(q)}`);
    assert.equal(total, expected.length);
  }
  const paged = whole.filter((row) => matchesName(row, "paged"));
  const second = await summaryPage("2025", { q: "PAGED", limit: "10", offset: "10" });
  assert.deepEqual(second, { rows: paged.slice(10, 20), total: paged.length });
  // Without a limit, every match; past the end, none; a year without sickness, none.
  assert.deepEqual((await summaryPage("2025", { q: "paged" })).rows, paged);
  assert.deepEqual(await summaryPage("2025", { q: "paged", offset: "500" }), {
    rows: [],
    total: paged.length,
  });
  assert.deepEqual(await summaryPage("2031", { limit: "50" }), { rows: [], total: 0 });
  assert.deepEqual(await summaryPage("2025", { limit: "5", offset: "999" }), {
    rows: [],
    total: whole.length,
  });
  assert.deepEqual((await summaryPage("2025", { offset: "3" })).rows, whole.slice(3));
  assert.deepEqual((await summaryPage("2025", { offset: "0" })).rows, whole);
});

async function wholeBradford(asOf: string, token = admin.token): Promise<BradfordAnswer> {
  const response = await api.app.request(`/api/sickness-bradford?asOf=${asOf}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("X-Total-Count"), null, "the whole answer carries no total");
  return JSON.parse(await response.text());
}

async function bradfordPage(query: Record<string, string>, token = admin.token) {
  const { status, body, headers } = await get(
    `/api/sickness-bradford?${new URLSearchParams(query)}`,
    token,
  );
  assert.equal(status, 200, JSON.stringify(body));
  return { answer: body as BradfordAnswer, total: Number(headers.get("X-Total-Count")) };
}

/** By last then first name (any case), the score's order within one name. */
const byName = (rows: BradfordRow[]) =>
  [...rows].sort((a, b) => {
    const [x, y] = [a, b].map((row) => [row.lastName.toLowerCase(), row.firstName.toLowerCase()]);
    return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
  });

Deno.test("pages of the scores put together are the whole answer, by score and by name", async () => {
  for (const asOf of ["2026-06-10", "2025-12-31", "2026-03-04"]) {
    const whole = await wholeBradford(asOf);
    assert.ok(whole.rows.length > 30, "the fixture spans pages");
    for (const sort of ["score", "name"] as const) {
      const expected = sort === "score" ? whole.rows : byName(whole.rows);
      for (const size of [1, 9, 50]) {
        const rows: BradfordRow[] = [];
        for (let offset = 0; offset < whole.rows.length + size; offset += size) {
          const { answer, total } = await bradfordPage({
            asOf,
            sort,
            limit: String(size),
            offset: String(offset),
          });
          assert.equal(total, whole.rows.length);
          assert.deepEqual({ ...answer, rows: [] }, { ...whole, rows: [] });
          rows.push(...answer.rows);
        }
        assert.deepEqual(rows, expected, `${asOf}, ${sort}, ${size} a page`);
      }
    }
  }
});

Deno.test("the scores' search, for an admin and a sickness user; no asOf is today", async () => {
  const whole = await wholeBradford("2026-06-10");
  for (
    const q of ["ann", "ANN LEE", "mary  jo", "élodie", "%", "_", "\\", "zoë ann", "paged", "x y"]
  ) {
    for (const sort of ["score", "name"] as const) {
      const kept = whole.rows.filter((row) => matchesName(row, q));
      const expected = sort === "score" ? kept : byName(kept);
      const { answer, total } = await bradfordPage({ q, sort, limit: "500" }, clerk.token);
      assert.deepEqual(answer.rows, expected, `q=${JSON.stringify(q)}, ${sort}`);
      assert.equal(total, expected.length);
    }
  }
  const paged = whole.rows.filter((row) => matchesName(row, "paged"));
  const second = await bradfordPage({ q: "paged", limit: "5", offset: "5" });
  assert.deepEqual(second.answer.rows, paged.slice(5, 10));
  assert.equal(second.answer.asOf, "2026-06-10");
  const only = await bradfordPage({ sort: "score" });
  assert.deepEqual(only.answer, whole);
  assert.deepEqual((await bradfordPage({ offset: "999" })).answer.rows, []);
});

Deno.test("bad page parameters answer 400 naming the field; other roles 403", async () => {
  const refused: [string, string, string][] = [
    ["/api/sickness-summary/2025?limit=0", "limit", "summary"],
    ["/api/sickness-summary/2025?limit=501", "limit", "summary"],
    ["/api/sickness-summary/2025?offset=-1", "offset", "summary"],
    ["/api/sickness-summary/2025?q=" + "x".repeat(201), "q", "summary"],
    ["/api/sickness-bradford?limit=1.5", "limit", "bradford"],
    ["/api/sickness-bradford?offset=ten", "offset", "bradford"],
    ["/api/sickness-bradford?sort=spells", "sort", "bradford"],
    ["/api/sickness-bradford?sort=", "sort", "bradford"],
  ];
  for (const [path, field] of refused) {
    const { status, body } = await get(path);
    assert.equal(status, 400, path);
    assert.match(body.error, new RegExp(`^${field}: `), path);
  }
  assert.equal((await get("/api/sickness-summary/2025?limit=5", clerk.token)).status, 403);
  assert.equal((await get("/api/sickness-bradford?limit=5", employee.token)).status, 403);
});
