// SQL of the admin's user management. Every function takes the open transaction first.
import type { CreateUser, UpdateUser } from "@shared/schemas/users.ts";
import type { JsonText, Tx } from "../../_shared/db.ts";
import { nameMatches } from "./name-search.ts";
import type { AdminUser, AdminUserPosition } from "@shared/schemas/responses.ts";

export type { AdminUser };

// One statement for the picked rows: the year's requests ($1 = 1 January, $2 = next 1 January)
// of the picked users are summed per user in one pass, never a query per user. Same rule as
// private.vacation_balance; while pro-rata or carry-over is on, private.balance_breakdowns
// takes over, as of $3, for the picked rows at once. `only` narrows the active users (a page of
// them, one of them): the hours are worked out for those alone, their requests read by
// holiday_requests_user_id_start_idx; without it the year's requests are read in one pass (a
// semi-join on 20,000 ids cost the whole list a third more).
const selectAdminUsers = (only?: string) => `
  with picked as (
    select u.* from public.users u where u.deactivated_at is null and ${only ?? "true"}
  ),
  -- Materialized, so its condition gates it once: with no policy on, the function is neither
  -- run nor planned (~10 ms a call on PGlite), where a join would test it row by row.
  policy as materialized (
    select b.user_id, b.remaining
    from private.balance_breakdowns($3::date, array(select p.id from picked p)) b
    where private.allowance_policies_on()
  )
  select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.role,
    u.department_id, coalesce(d.name, 'No Department') as department,
    u.total_vacation_hours, u.start_date,
    coalesce(policy.remaining, u.total_vacation_hours - coalesce(used.hours, 0))::float8
      as vacation_hours
  from picked u
  left join public.departments d on d.id = u.department_id
  left join (
    select r.user_id, sum(r.requested_hours) as hours from public.holiday_requests r
    where ${only ? "r.user_id in (select p.id from picked p)" : "true"}
      and r.status = any (private.live_request_statuses())
      -- the types that take from the allowance (issue 33); an administrator reads every type
      and r.leave_type_id = any (array(select t.id from public.leave_types t where t.deducts_allowance))
      and r.start_date >= $1::date and r.start_date < $2::date
    group by r.user_id
  ) used on used.user_id = u.id
  left join policy on policy.user_id = u.id`;

/** The list's order, the screen's since the spec: last name, first name (any case), id. */
const ORDER = `lower(a."lastName"), lower(a."firstName"), a.id`;

/** [1 January of the day's year, 1 January of the next, the day], the bounds of its year. */
const yearBounds = (today: string) => {
  const year = Number(today.slice(0, 4));
  return [...[year, year + 1].map((y) => `${String(y).padStart(4, "0")}-01-01`), today];
};

/** Every active user with their remaining hours in the year of `today`, by last then first name. */
export async function findAdminUsers(tx: Tx, today: string): Promise<JsonText<AdminUser[]>> {
  // One JSON value, passed through as text: PGlite decodes rows one by one in JS.
  const [row] = await tx.query<{ users: JsonText<AdminUser[]> }>(
    `select coalesce(json_agg(a order by ${ORDER}), '[]'::json)::text as users
     from (${selectAdminUsers()}) a`,
    yearBounds(today),
  );
  return row.users;
}

/** Manage Users' filters: the 'Name / Email' search and the start year. */
export interface AdminUserSearch {
  /** userSearchNeedle of the text typed ("ann lee"), or undefined: everyone. */
  needle?: string;
  /** The year the users started, or undefined: any year. */
  startYear?: number;
}

// The active users the filters keep ($at = start year, $at+1 = needle), with what the order reads.
// The needle is found in the first name, last name, email or whole name (nameMatches), all in
// lower case: filterUsers of the screen, in SQL.
const matched = (at: number) =>
  `matched as (
    select u.id, lower(u.last_name) as last_key, lower(u.first_name) as first_key
    from public.users u
    where u.deactivated_at is null
      and ($${at}::integer is null or extract(year from u.start_date) = $${at}::integer)
      and ${nameMatches("u.first_name", "u.last_name", `$${at + 1}`, "u.email")}
  )`;

const searchParams = (search: AdminUserSearch) => [
  search.startYear ?? null,
  search.needle || null,
];

/**
 * One page of the active users the filters keep, with their remaining hours in the year of
 * `today` (worked out for the page's users alone), in the list's order; and how many match.
 */
export async function findAdminUsersPage(
  tx: Tx,
  today: string,
  search: AdminUserSearch & { limit?: number; offset?: number },
): Promise<{ users: JsonText<AdminUser[]>; total: number }> {
  const [row] = await tx.query<{ users: JsonText<AdminUser[]>; total: number }>(
    `with ${matched(4)},
     page as (
       select m.id from matched m order by m.last_key, m.first_key, m.id limit $6 offset $7
     )
     select (select count(*)::integer from matched) as total,
       (select coalesce(json_agg(a order by ${ORDER}), '[]'::json)::text
        from (${selectAdminUsers("u.id in (select p.id from page p)")}) a) as users`,
    [
      ...yearBounds(today),
      ...searchParams(search),
      search.limit ?? null,
      search.offset ?? 0,
    ],
  );
  return row;
}

/**
 * Where active user `id` stands in the list the filters keep: its 0-based index in the list's
 * order (its page is index / limit + 1) and how many match; undefined when the filters leave
 * them out, or there is no such active user.
 */
export async function findAdminUserPosition(
  tx: Tx,
  id: string,
  search: AdminUserSearch,
): Promise<AdminUserPosition | undefined> {
  const [row] = await tx.query<AdminUserPosition>(
    `with ${matched(1)},
     ranked as (
       select m.id, (row_number() over (order by m.last_key, m.first_key, m.id))::integer - 1
         as index
       from matched m
     )
     select r.index, (select count(*)::integer from matched) as total
     from ranked r where r.id = $3::uuid`,
    [...searchParams(search), id],
  );
  return row;
}

/** One active user's row, or undefined. */
export async function getAdminUser(
  tx: Tx,
  id: string,
  today: string,
): Promise<AdminUser | undefined> {
  const [row] = await tx.query<AdminUser>(selectAdminUsers("u.id = $4"), [
    ...yearBounds(today),
    id,
  ]);
  return row;
}

/** Creates a user with a password (bcrypt through private.set_password); returns the id. */
export async function createUser(tx: Tx, user: CreateUser): Promise<string> {
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into public.users
       (first_name, last_name, email, role, total_vacation_hours, start_date, department_id)
     values ($1, $2, $3, $4::public.app_role, $5, $6::date, $7) returning id`,
    [
      user.firstName,
      user.lastName,
      user.email,
      user.role,
      user.total_vacation_hours,
      user.start_date,
      user.department_id,
    ],
  );
  await setPassword(tx, id, user.password);
  return id;
}

// Payload field → column (and cast) for the fields an edit may change.
const EDITABLE: Record<Exclude<keyof UpdateUser, "password">, string> = {
  firstName: "first_name = $",
  lastName: "last_name = $",
  email: "email = $",
  role: "role = $::public.app_role",
  total_vacation_hours: "total_vacation_hours = $",
  start_date: "start_date = $::date",
  department_id: "department_id = $",
};

/**
 * Changes the given fields (and the password when given) of an active user; false when there
 * is none with that id. A role, email or deactivation change ends the user's sessions (trigger
 * users_revoke_sessions), and so does a new password (credentials_revoke_sessions).
 */
export async function updateUser(tx: Tx, id: string, fields: UpdateUser): Promise<boolean> {
  const given = (Object.keys(EDITABLE) as (keyof typeof EDITABLE)[])
    .filter((key) => fields[key] !== undefined);
  const assignments = given.map((key, i) => EDITABLE[key].replace("$", `$${i + 2}`));
  const rows = await tx.query(
    assignments.length > 0
      ? `update public.users set ${assignments.join(", ")}
         where id = $1 and deactivated_at is null returning id`
      : "select id from public.users where id = $1 and deactivated_at is null",
    [id, ...given.map((key) => fields[key])],
  );
  if (rows.length === 0) return false;
  if (fields.password !== undefined) await setPassword(tx, id, fields.password);
  return true;
}

/** Deactivates an active user (history kept, email free again); false when none. */
export async function deactivateUser(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.query(
    `update public.users set deactivated_at = now()
     where id = $1 and deactivated_at is null returning id`,
    [id],
  );
  return rows.length > 0;
}

async function setPassword(tx: Tx, id: string, password: string): Promise<void> {
  await tx.query("select private.set_password($1, $2)", [id, password]);
}
