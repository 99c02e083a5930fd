// SQL of the allowance policies (issue 16; supabase/schemas/50_allowance_policies.sql): company settings, named
// working patterns, a user's pattern history, end date and carried-hours override, and the
// balance breakdown. Every function takes the open transaction first.
import type {
  BalanceBreakdown,
  CompanySettings,
  PatternPeriodRow,
  UserAllowance,
  WorkingPatternInput,
  WorkingPatternRow,
} from "@shared/schemas/policies.ts";
import type { Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";

const SETTINGS_COLUMNS = `s.pro_rata as "proRata",
  s.carry_over_max_hours::float8 as "carryOverMaxHours",
  lpad(s.carry_over_expiry_month::text, 2, '0') || '-' || lpad(s.carry_over_expiry_day::text, 2, '0')
    as "carryOverExpiry"`;

export async function getCompanySettings(tx: Tx): Promise<CompanySettings> {
  const [row] = await tx.query<CompanySettings>(
    `select ${SETTINGS_COLUMNS} from public.company_settings s`,
  );
  return row;
}

export async function updateCompanySettings(
  tx: Tx,
  settings: CompanySettings,
): Promise<CompanySettings> {
  const [month, day] = settings.carryOverExpiry.split("-").map(Number);
  const [row] = await tx.query<CompanySettings>(
    `update public.company_settings s set pro_rata = $1, carry_over_max_hours = $2,
       carry_over_expiry_month = $3, carry_over_expiry_day = $4
     returning ${SETTINGS_COLUMNS}`,
    [settings.proRata, settings.carryOverMaxHours, month, day],
  );
  return row;
}

/** A pattern row `p`, with how many active users have it in force on $1. */
const PATTERN_COLUMNS = `p.id::integer as id, p.name, p.anchor::text as anchor,
  p.hours::float8[] as hours,
  (select count(*)::integer from public.users u
   where u.deactivated_at is null and (
     select w.pattern_id from public.user_working_patterns w
     where w.user_id = u.id and w.starts_on <= $1::date
     order by w.starts_on desc limit 1) = p.id) as users`;

/** The named patterns by name, with their users today. */
export function findWorkingPatterns(tx: Tx, today: string): Promise<WorkingPatternRow[]> {
  return tx.query<WorkingPatternRow>(
    `select ${PATTERN_COLUMNS} from public.working_patterns p order by lower(p.name), p.id`,
    [today],
  );
}

const pgNumbers = (hours: readonly number[]) => `{${hours.join(",")}}`;

export async function createWorkingPattern(
  tx: Tx,
  pattern: WorkingPatternInput,
  today: string,
): Promise<WorkingPatternRow> {
  const [row] = await tx.query<WorkingPatternRow>(
    `with p as (
       insert into public.working_patterns (name, anchor, hours)
       values ($2, $3::date, $4::numeric[]) returning *)
     select ${PATTERN_COLUMNS} from p`,
    [today, pattern.name, pattern.anchor, pgNumbers(pattern.hours)],
  );
  return row;
}

/** The edited pattern, or undefined when there is none with that id. */
export async function updateWorkingPattern(
  tx: Tx,
  id: number,
  pattern: WorkingPatternInput,
  today: string,
): Promise<WorkingPatternRow | undefined> {
  const [row] = await tx.query<WorkingPatternRow>(
    `with p as (
       update public.working_patterns set name = $3, anchor = $4::date, hours = $5::numeric[]
       where id = $2 returning *)
     select ${PATTERN_COLUMNS} from p`,
    [today, id, pattern.name, pattern.anchor, pgNumbers(pattern.hours)],
  );
  return row;
}

/** How many users' histories name a pattern (any date): such a pattern is kept. */
export async function countPatternUsers(tx: Tx, id: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    "select count(distinct user_id)::integer as n from public.user_working_patterns where pattern_id = $1",
    [id],
  );
  return row.n;
}

export function deleteWorkingPattern(tx: Tx, id: number): Promise<boolean> {
  return deleteById(tx, "public.working_patterns", id);
}

/** A user's pattern history, oldest first, each entry with the user's offset into its cycle. */
export function findPatternHistory(tx: Tx, userId: string): Promise<PatternPeriodRow[]> {
  return tx.query<PatternPeriodRow>(
    `select w.starts_on::text as "startsOn", w.pattern_id::integer as "patternId", p.name,
       p.anchor::text as anchor, p.hours::float8[] as hours, w.offset_days as "offsetDays"
     from public.user_working_patterns w left join public.working_patterns p on p.id = w.pattern_id
     where w.user_id = $1 order by w.starts_on`,
    [userId],
  );
}

/** The days of a pattern's cycle, or null when there is no such pattern. */
export async function findPatternCycleDays(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx.query<{ days: number }>(
    "select cardinality(hours) as days from public.working_patterns where id = $1",
    [id],
  );
  return row?.days ?? null;
}

/**
 * Gives a user a pattern (null: the company default) from a date, `offsetDays` into its cycle,
 * replacing that date's entry.
 */
export async function setUserPattern(
  tx: Tx,
  userId: string,
  patternId: number | null,
  startsOn: string,
  offsetDays = 0,
): Promise<void> {
  await tx.query(
    `insert into public.user_working_patterns (user_id, starts_on, pattern_id, offset_days)
     values ($1, $2::date, $3, $4)
     on conflict (user_id, starts_on) do update
       set pattern_id = excluded.pattern_id, offset_days = excluded.offset_days`,
    [userId, startsOn, patternId, offsetDays],
  );
}

/** Removes a user's entry of a date; false when there was none. */
export async function deleteUserPattern(
  tx: Tx,
  userId: string,
  startsOn: string,
): Promise<boolean> {
  const rows = await tx.query(
    `delete from public.user_working_patterns where user_id = $1 and starts_on = $2::date
     returning id`,
    [userId, startsOn],
  );
  return rows.length > 0;
}

/** An active user's end date: undefined when there is no such user. */
export async function getUserEndDate(
  tx: Tx,
  userId: string,
): Promise<{ endDate: string | null } | undefined> {
  const [row] = await tx.query<{ endDate: string | null }>(
    `select end_date::text as "endDate" from public.users
     where id = $1 and deactivated_at is null`,
    [userId],
  );
  return row;
}

export async function setUserEndDate(
  tx: Tx,
  userId: string,
  endDate: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `update public.users set end_date = $2::date where id = $1 and deactivated_at is null
     returning id`,
    [userId, endDate],
  );
  return rows.length > 0;
}

export async function setCarriedHours(
  tx: Tx,
  userId: string,
  override: { year: number; hours: number; reason: string },
): Promise<void> {
  await tx.query(
    `insert into public.carried_hours (user_id, year, hours, reason) values ($1, $2, $3, $4)
     on conflict (user_id, year) do update set hours = excluded.hours, reason = excluded.reason`,
    [userId, override.year, override.hours, override.reason],
  );
}

export async function deleteCarriedHours(tx: Tx, userId: string, year: number): Promise<boolean> {
  const rows = await tx.query(
    "delete from public.carried_hours where user_id = $1 and year = $2 returning id",
    [userId, year],
  );
  return rows.length > 0;
}

/** A breakdown row `b` of private.balance_breakdown as the API's BalanceBreakdown. */
const BREAKDOWN_JSON = `json_build_object(
  'year', b.year, 'configured', b.configured,
  'fullAllowance', b.full_allowance::float8, 'allowance', b.allowance::float8,
  'proRata', b.pro_rata, 'carried', b.carried::float8,
  'carriedOverride', case when b.override_hours is null then null
    else json_build_object('hours', b.override_hours::float8, 'reason', b.override_reason) end,
  'carryExpires', b.carry_expires::text, 'lapsed', b.lapsed::float8, 'used', b.used::float8,
  'pending', b.pending::float8, 'remaining', b.remaining::float8)`;

/** A user's year as of `day` (see private.balance_breakdown), or undefined for no such user. */
export async function getBalanceBreakdown(
  tx: Tx,
  userId: string,
  day: string,
): Promise<BalanceBreakdown | undefined> {
  const [row] = await tx.query<{ b: BalanceBreakdown }>(
    `select ${BREAKDOWN_JSON} as b from private.balance_breakdown($1, $2::date) b`,
    [userId, day],
  );
  return row?.b;
}

/**
 * The active users a policy touches in the year of `day`: a pattern in force in it, a pro-rata
 * allowance or carried hours. One statement: the breakdowns of the users a policy can touch (all
 * while carry-over is on), at once;
 * among `userIds` alone when given (a page of Manage Users).
 */
export function findUserAllowances(
  tx: Tx,
  day: string,
  userIds?: readonly string[],
): Promise<UserAllowance[]> {
  return tx.query<UserAllowance>(
    `with y as (select date_trunc('year', $1::date)::date as first_day,
       (date_trunc('year', $1::date) + interval '1 year - 1 day')::date as last_day),
     touched as (
       select u.id, u.first_name, u.last_name, w.on_pattern
       from public.users u cross join public.company_settings s cross join y
       cross join lateral (
         select exists (select 1 from public.user_working_patterns w
           where w.user_id = u.id and w.starts_on <= y.last_day) as on_pattern) w
       where u.deactivated_at is null and ($2::uuid[] is null or u.id = any ($2::uuid[]))
         and (s.carry_over_max_hours > 0 or w.on_pattern
           or (s.pro_rata and (u.start_date > y.first_day or u.end_date < y.last_day)))
     )
     select u.id as user_id, b.allowance::float8 as allowance, b.pro_rata as "proRata",
       b.carried::float8 as carried, (
         select p.name from public.user_working_patterns w
         left join public.working_patterns p on p.id = w.pattern_id
         where w.user_id = u.id and w.starts_on <= $1::date
         order by w.starts_on desc limit 1) as pattern
     from touched u
     join private.balance_breakdowns($1::date, array(select t.id from touched t)) b
       on b.user_id = u.id
     where b.pro_rata or b.carried <> 0 or u.on_pattern
     order by lower(u.last_name), lower(u.first_name), u.id`,
    [day, userIds ?? null],
  );
}
