// Every department's planning writes its items as text (issue 32): byte for byte what
// json_agg(json_build_object(...)) wrote before, for names that need escaping, half days,
// hours with decimals, people of no department and another DateStyle.
import assert from "node:assert/strict";
import { setupApi } from "../../../tests/harness.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const dept = await api.createDepartment('Dépôt "Nord" \\ 北');

function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return api.db.privileged((tx) => tx.query<T>(text, params));
}

const people = [
  // A quote, a backslash, a slash, accents, an emoji, a tab and a line break, markup.
  { firstName: 'Ann "Nan"', lastName: "O\\Brien/Smith", departmentId: dept },
  { firstName: "Zoë 😀", lastName: "Ünal\tTab", departmentId: dept },
  { firstName: "Line\nBreak", lastName: "</script>&amp;", departmentId: undefined },
  { firstName: "Plain", lastName: "Person", departmentId: dept },
];
const users = [];
for (const { firstName, lastName, departmentId } of people) {
  const user = await api.createUser({ firstName: "Temp", departmentId });
  await sql("update public.users set first_name = $2, last_name = $3 where id = $1", [
    user.id,
    firstName,
    lastName,
  ]);
  users.push(user);
}
for (const [n, user] of users.entries()) {
  for (
    const [start, end, status, startType, endType, hours] of [
      ["2026-03-02", "2026-03-03", "accepted", "full", "morning", 15],
      ["2026-03-05", "2026-03-05", "pending", "afternoon", "afternoon", 2.5],
      ["2026-02-20", "2026-03-01", "cancel_requested", "full", "full", 60.25],
      ["2026-03-30", "2026-04-02", "pending", "morning", "full", 35],
      ["2026-03-12", "2026-03-12", "rejected", "full", "full", 10],
    ] as const
  ) {
    await sql(
      `insert into public.holiday_requests (user_id, start_date, end_date, status,
         start_day_type, end_day_type, requested_hours, deny_reason)
       values ($1, $2::date + $7::int, $3::date + $7::int, $4, $5, $6, $8,
         case when $4::public.request_status = 'rejected' then 'No' end)`,
      [user.id, start, end, status, startType, endType, n, hours],
    );
  }
}

/** The items as json_agg(json_build_object(...)) wrote them (the function before issue 32). */
const BEFORE = `
  select coalesce(json_agg(json_build_object(
      'id', r.id, 'user_id', r.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
      'department', coalesce(d.name, 'No Department'), 'start_date', r.start_date,
      'end_date', r.end_date, 'start_day_type', r.start_day_type,
      'end_day_type', r.end_day_type, 'status', r.status,
      'requested_hours', r.requested_hours
    ) order by r.start_date, r.id), '[]'::json)::text as items
  from public.holiday_requests r
  join public.users u on u.id = r.user_id and u.deactivated_at is null
  left join public.departments d on d.id = u.department_id
  where daterange(r.start_date, r.end_date, '[]') && daterange($1, $2, '[]')
    and r.status = any (private.live_request_statuses())
    and ($3::text is null or d.id is null)`;

Deno.test("every department's items are the text json_build_object wrote, byte for byte", async () => {
  for (const dateStyle of ["ISO, MDY", "SQL, DMY", "German"]) {
    for (
      const [from, to, department] of [
        ["2026-03-01", "2026-03-31", null],
        ["2026-01-01", "2026-12-31", null],
        ["2026-03-01", "2026-03-31", "No Department"],
        ["2030-01-01", "2030-01-31", null],
      ]
    ) {
      const [now, before] = await api.db.privileged(async (tx) => {
        await tx.query("select set_config('datestyle', $1, true)", [dateStyle]);
        const [now] = await tx.query<{ items: string }>(
          "select private.find_planning_json($1, $2, $3) as items",
          [from, to, department],
        );
        const [before] = await tx.query<{ items: string }>(BEFORE, [from, to, department]);
        return [now.items, before.items];
      });
      assert.equal(now, before, `${from}..${to} ${department ?? "every department"}, ${dateStyle}`);
      if (from === "2026-03-01" && department === null) {
        const items = JSON.parse(now);
        assert.ok(items.length >= 12, `${items.length} items`);
        assert.ok(now.includes('"firstName" : "Ann \\"Nan\\""'), now.slice(0, 300));
      }
    }
  }
});

Deno.test("the API passes the text through as the planning's answer", async () => {
  const answer = await api.request(
    "GET",
    "/api/holidays/planning?startDate=2026-03-01&endDate=2026-03-31&department=",
    { token: admin.token },
  );
  assert.equal(answer.status, 200);
  const [before] = await sql<{ items: string }>(BEFORE, ["2026-03-01", "2026-03-31", null]);
  assert.deepEqual(answer.body, JSON.parse(before.items));
});
