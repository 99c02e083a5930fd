// SQL of the admin's user management. Every function takes the open transaction first.
import type { CreateUser, UpdateUser } from "@shared/schemas/users.ts";
import type { JsonText, Tx } from "../../_shared/db.ts";
import type { AdminUser } from "@shared/schemas/responses.ts";

export type { AdminUser };

// One statement for every row: the year's requests ($1 = 1 January, $2 = next 1 January) are
// summed per user in one pass, never a query per user. Same rule as private.vacation_balance;
// while pro-rata or carry-over is on, private.balance_breakdowns takes over, as of $3, for all
// the rows at once. `only` narrows the active users.
const selectAdminUsers = (only = "true") => `
  with picked as (
    select u.* from public.users u where u.deactivated_at is null and ${only}
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
    where r.status = any (private.live_request_statuses())
      and r.start_date >= $1::date and r.start_date < $2::date
    group by r.user_id
  ) used on used.user_id = u.id
  left join private.balance_breakdowns($3::date, case when private.allowance_policies_on()
    then array(select p.id from picked p) else '{}' end) policy on policy.user_id = u.id`;

/** [1 January of the day's year, 1 January of the next, the day], the bounds of its year. */
const yearBounds = (today: string) => {
  const year = Number(today.slice(0, 4));
  return [...[year, year + 1].map((y) => `${String(y).padStart(4, "0")}-01-01`), today];
};

/** Every active user with their remaining hours in the year of `today`, by last then first name. */
export async function findAdminUsers(tx: Tx, today: string): Promise<JsonText<AdminUser[]>> {
  // One JSON value, passed through as text: PGlite decodes rows one by one in JS.
  const [row] = await tx.query<{ users: JsonText<AdminUser[]> }>(
    `select coalesce(json_agg(a order by lower(a."lastName"), lower(a."firstName"), a.id),
       '[]'::json)::text as users
     from (${selectAdminUsers()}) a`,
    yearBounds(today),
  );
  return row.users;
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
