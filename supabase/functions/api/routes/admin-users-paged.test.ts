// Manage Users paged on the server (issue 32): GET /api/admin/users?q=&startYear=&limit=&offset=
// answers a page of the list the screen's own filter would keep, with X-Total-Count, and
// /:id/position the page a user stands on. Without parameters the list is the spec's, whole.
import assert from "node:assert/strict";
import { todayInLondon, yearOf } from "@shared/dates.ts";
import { adminUserPositionResponse } from "@shared/schemas/responses.ts";
import { filterUsers } from "../../../../web/src/features/users/utils/filter-users.ts";
import { setupApi } from "../../../tests/harness.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin", lastName: "Admin" });
const employee = await api.createUser();

type Row = { id: string; firstName: string; lastName: string; email: string; start_date: string };

const get = (path: string, token = admin.token) => api.request("GET", path, { token });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

// Names that put the rule to the test: any case, whole names, runs of spaces, accents, the
// characters LIKE would take as patterns, a no-break space inside a name.
const PEOPLE: [string, string, string][] = [
  ["Ann", "Lee", "2025-03-01"],
  ["ANNA", "Leeds", "2026-01-01"],
  ["Mary  Jo", "Smith", "2025-06-01"],
  ["Élodie", "Durand", "2024-02-01"],
  ["Per%cy", "Under_score", "2025-01-01"],
  ["Back\\slash", "O'Neil", "2026-05-01"],
  ["Zoë\u00a0Ann", "Nbsp", "2025-09-01"],
  ["Bob", "ann", "2026-02-01"],
];
for (const [firstName, lastName, startDate] of PEOPLE) {
  await api.createUser({ firstName, lastName, startDate });
}
// Enough people to span pages, every third with a day booked this year so the hours differ.
const year = yearOf(todayInLondon(api.deps.clock()));
const firstMonday = new Date(Date.UTC(year, 1, 1));
firstMonday.setUTCDate(1 + ((8 - firstMonday.getUTCDay()) % 7));
for (let i = 0; i < 30; i++) {
  const user = await api.createUser({
    firstName: `Page${String(i).padStart(2, "0")}`,
    lastName: i % 2 ? "Paged" : "paged",
    startDate: `${2020 + (i % 7)}-04-01`,
  });
  if (i % 3 !== 0) continue;
  await api.db.privileged((tx) =>
    tx.query(
      `insert into public.holiday_requests
         (user_id, start_date, end_date, start_day_type, end_day_type, status)
       values ($1, $2::date, $2::date, 'full', 'full', 'accepted')`,
      [user.id, firstMonday.toISOString().slice(0, 10)],
    )
  );
}

async function wholeList(): Promise<(Row & { vacation_hours: number })[]> {
  const { status, body, headers } = await get("/api/admin/users");
  assert.equal(status, 200);
  assert.equal(headers.get("X-Total-Count"), null, "the spec's list carries no total");
  return body;
}

async function pageOf(query: Record<string, string>) {
  const { status, body, headers } = await get(`/api/admin/users?${new URLSearchParams(query)}`);
  assert.equal(status, 200, JSON.stringify(body));
  return { rows: body as Row[], total: Number(headers.get("X-Total-Count")) };
}

Deno.test("pages of the list put together are the whole list, hours and order alike", async () => {
  const whole = await wholeList();
  const pages: Row[] = [];
  for (let offset = 0; offset < whole.length + 7; offset += 7) {
    const { rows, total } = await pageOf({ limit: "7", offset: String(offset) });
    assert.equal(total, whole.length);
    assert.ok(rows.length <= 7);
    pages.push(...rows);
  }
  assert.deepEqual(pages, whole);
});

Deno.test("the search finds what the screen's filter finds, in the same order", async () => {
  const whole = await wholeList();
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
    "@leave.test",
    "paged",
    "page0",
    "nobody at all",
  ];
  for (const q of searches) {
    for (const startYear of [null, 2025, 2026, 1999]) {
      const expected = filterUsers(whole, q, startYear);
      const query: Record<string, string> = { q, limit: "500" };
      if (startYear !== null) query.startYear = String(startYear);
      const { rows, total } = await pageOf(query);
      assert.deepEqual(ids(rows), ids(expected), `q=${JSON.stringify(q)}, startYear=${startYear}`);
      assert.equal(total, expected.length);
    }
  }
});

Deno.test("a search without limit answers every match; the filters narrow the pages and total", async () => {
  const whole = await wholeList();
  const all2025 = filterUsers(whole, "", 2025);
  const { rows, total } = await pageOf({ startYear: "2025" });
  assert.deepEqual(rows, all2025);
  assert.equal(total, all2025.length);

  const paged = filterUsers(whole, "paged", null);
  const second = await pageOf({ q: "paged", limit: "10", offset: "10" });
  assert.deepEqual(second.rows, paged.slice(10, 20));
  assert.equal(second.total, 30);

  const past = await pageOf({ q: "paged", limit: "10", offset: "40" });
  assert.deepEqual(past, { rows: [], total: 30 });
});

Deno.test("with allowance policies on, a page's hours are the whole list's", async () => {
  await api.db.privileged((tx) =>
    tx.query("update public.company_settings set pro_rata = true, carry_over_max_hours = 40")
  );
  try {
    const whole = await wholeList();
    const paged = filterUsers(whole, "paged", null);
    assert.ok(new Set(paged.map((row) => row.vacation_hours)).size > 1, "the hours differ");
    for (const offset of [0, 5, 10, 15]) {
      const { rows } = await pageOf({ q: "paged", limit: "5", offset: String(offset) });
      assert.deepEqual(rows, paged.slice(offset, offset + 5));
    }
  } finally {
    await api.db.privileged((tx) =>
      tx.query("update public.company_settings set pro_rata = false, carry_over_max_hours = 0")
    );
  }
});

Deno.test("the allowances of a page's users alone, as the whole list's", async () => {
  await api.db.privileged((tx) =>
    tx.query("update public.company_settings set carry_over_max_hours = 40")
  );
  try {
    const everyone = (await get("/api/admin/allowances")).body as { user_id: string }[];
    const { rows } = await pageOf({ q: "paged", limit: "5", offset: "5" });
    const ids = rows.map((row) => row.id);
    const { status, body } = await get(`/api/admin/allowances?userIds=${ids.join(",")}`);
    assert.equal(status, 200);
    assert.deepEqual(body, everyone.filter((row) => ids.includes(row.user_id)));
    assert.ok(body.length > 0, "carry-over touches them");
    const empty = await get("/api/admin/allowances?userIds=");
    assert.deepEqual(empty.body, everyone);
    const tooMany = await get(`/api/admin/allowances?userIds=${Array(101).fill(ids[0]).join(",")}`);
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.body.error, /^userIds: must list at most 100 users/);
  } finally {
    await api.db.privileged((tx) =>
      tx.query("update public.company_settings set carry_over_max_hours = 0")
    );
  }
});

Deno.test("a user's position is their index in the filtered list, and its total", async () => {
  const whole = await wholeList();
  const paged = filterUsers(whole, "paged", null);
  const target = paged[23];
  const { status, body } = await get(`/api/admin/users/${target.id}/position?q=PAGED`);
  assert.equal(status, 200);
  adminUserPositionResponse.parse(body);
  assert.deepEqual(body, { index: 23, total: 30 });

  const everyone = await get(`/api/admin/users/${target.id}/position`);
  assert.deepEqual(everyone.body, { index: ids(whole).indexOf(target.id), total: whole.length });

  // Left out by the filters, or no such user: 404.
  const otherYear = target.start_date.slice(0, 4) === "2020" ? "2021" : "2020";
  const missed = await get(`/api/admin/users/${target.id}/position?startYear=${otherYear}`);
  assert.equal(missed.status, 404);
  const unknown = await get("/api/admin/users/3f2504e0-4f89-41d3-9a0c-0305e82c3301/position");
  assert.equal(unknown.status, 404);
});

Deno.test("bad list parameters answer 400 naming the field; other roles 403", async () => {
  const refused: [string, string][] = [
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
    ["offset=2147483648", "offset"],
    ["startYear=10000", "startYear"],
    ["startYear=-1", "startYear"],
    ["startYear=2025.5", "startYear"],
    [`q=${"a".repeat(201)}`, "q"],
    ["q=%FF", "q"],
  ];
  for (const [query, field] of refused) {
    for (const path of ["/api/admin/users", `/api/admin/users/${admin.id}/position`]) {
      if (path.endsWith("position") && /^(limit|offset)/.test(query)) continue;
      const { status, body } = await get(`${path}?${query}`);
      assert.equal(status, 400, `${path}?${query}`);
      assert.match(body.error, new RegExp(`^${field}: `), `${path}?${query}: ${body.error}`);
    }
  }
  for (const path of ["/api/admin/users?limit=5", `/api/admin/users/${admin.id}/position`]) {
    assert.equal((await get(path, employee.token)).status, 403);
  }
});

Deno.test("unknown parameters leave the spec's list as it is", async () => {
  const whole = await wholeList();
  const { body, headers } = await get("/api/admin/users?page=2&sort=email");
  assert.equal(headers.get("X-Total-Count"), null);
  assert.deepEqual(body, whole);
});
