// SQL of sickness logs. Reasons are health data in their own table that only a global admin
// may read or write (RLS): with `withReason` false no statement here names that table, so a
// sickness user's rows carry no reason key and their searches never look at reasons.
import type { JsonText, Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";
import { containsPattern } from "./user-picker.ts";
import { nameMatches } from "./name-search.ts";
import { reachOf, stepsOf } from "./ranked-page.ts";
import type {
  SicknessLog,
  SicknessSummaryPageRow,
  SicknessSummaryRow,
} from "@shared/schemas/responses.ts";

export type { SicknessLog, SicknessSummaryPageRow, SicknessSummaryRow };

export interface SicknessLogSearch {
  /** Text found in the name (and the reason for an admin). */
  q?: string;
  /** A yyyy-MM-dd date the from or to date must equal, or null. */
  date: string | null;
  limit?: number;
  offset?: number;
}

export interface NewSicknessLog {
  user_id: string;
  sick_from_date: string;
  sick_to_date?: string;
  reason?: string;
}

export interface SicknessLogEdit {
  sick_from_date: string;
  sick_to_date?: string;
  /** What happens to the stored reason: kept, removed, or replaced by the text. */
  reason: { keep: true } | { clear: true } | { set: string };
}

/**
 * The log's columns over `l` (a log), `u` (its user) and `d` (its days, from SICK_DAYS), plus
 * the reason when asked.
 */
function logColumns(reason: string | null): string {
  return `l.id, l.user_id, u.first_name as "firstName", u.last_name as "lastName",
    l.sick_from_date, l.sick_to_date, d.days ${reason ? `, ${reason} as reason` : ""}`;
}

/** Joins `d.days` to a log `l`: null while it has no end date (inlined, not a call per row). */
const SICK_DAYS = `left join lateral private.user_sick_days_of(l.user_id, l.sick_from_date,
  l.sick_to_date) d
  on l.sick_to_date is not null`;

/** One page of logs, newest first, and how many match in all. */
export async function findSicknessLogs(
  tx: Tx,
  search: SicknessLogSearch,
  withReason: boolean,
): Promise<{ logs: SicknessLog[]; total: number }> {
  const reasons = withReason ? "left join public.sickness_log_reasons r on r.log_id = l.id" : "";
  const [row] = await tx.query<{ logs: SicknessLog[]; total: number }>(
    `with matched as (
       select l.id, l.sick_from_date
       from public.sickness_logs l join public.users u on u.id = l.user_id ${reasons}
       where ($1::text is null and $2::date is null)
          or (u.first_name || ' ' || u.last_name) ilike $1
          ${withReason ? "or r.reason ilike $1" : ""}
          or l.sick_from_date = $2::date or l.sick_to_date = $2::date
     ),
     page as (
       select id from matched order by sick_from_date desc, id desc limit $3 offset $4
     )
     select (select count(*)::integer from matched) as total,
       coalesce((
         select json_agg(p order by p.sick_from_date desc, p.id desc)
         from (
           select ${logColumns(withReason ? "r.reason" : null)}
           from page join public.sickness_logs l on l.id = page.id
           join public.users u on u.id = l.user_id ${reasons} ${SICK_DAYS}
         ) p
       ), '[]'::json) as logs`,
    [containsPattern(search.q), search.date, search.limit ?? null, search.offset ?? null],
  );
  return row;
}

/** The new log, or undefined when user_id names no active user. */
export async function createSicknessLog(
  tx: Tx,
  log: NewSicknessLog,
  withReason: boolean,
): Promise<SicknessLog | undefined> {
  const [row] = await tx.query<SicknessLog>(
    `with l as (
       insert into public.sickness_logs (user_id, sick_from_date, sick_to_date, created_by)
       select u.id, $2::date, $3::date, (select auth.uid()) from public.users u
       where u.id = $1::uuid and u.deactivated_at is null
       returning id, user_id, sick_from_date, sick_to_date
     )${
      withReason
        ? `, saved as (
       insert into public.sickness_log_reasons (log_id, reason)
       select id, $4::text from l where $4::text is not null
     )`
        : ""
    }
     select ${logColumns(withReason ? "$4::text" : null)}
     from l join public.users u on u.id = l.user_id ${SICK_DAYS}`,
    [log.user_id, log.sick_from_date, log.sick_to_date ?? null]
      .concat(withReason ? [log.reason ?? null] : []),
  );
  return row;
}

/** The edited log (its user never changes), or undefined when there is none with that id. */
export async function updateSicknessLog(
  tx: Tx,
  id: number,
  edit: SicknessLogEdit,
  withReason: boolean,
): Promise<SicknessLog | undefined> {
  const change = "set" in edit.reason ? "set" : "clear" in edit.reason ? "clear" : "keep";
  const text = "set" in edit.reason ? edit.reason.set : null;
  // The outer select sees the reasons as they were before this statement: hence the case.
  const [row] = await tx.query<SicknessLog>(
    `with l as (
       update public.sickness_logs set sick_from_date = $2::date, sick_to_date = $3::date
       where id = $1
       returning id, user_id, sick_from_date, sick_to_date
     )${
      withReason
        ? `, cleared as (
       delete from public.sickness_log_reasons
       where $4::text = 'clear' and log_id in (select id from l)
     ), saved as (
       insert into public.sickness_log_reasons (log_id, reason)
       select id, $5::text from l where $4::text = 'set'
       on conflict (log_id) do update set reason = excluded.reason
       where public.sickness_log_reasons.reason is distinct from excluded.reason
     )`
        : ""
    }
     select ${
      logColumns(
        withReason
          ? `case $4::text when 'set' then $5::text when 'clear' then null
               else (select r.reason from public.sickness_log_reasons r where r.log_id = l.id) end`
          : null,
      )
    }
     from l join public.users u on u.id = l.user_id ${SICK_DAYS}`,
    [id, edit.sick_from_date, edit.sick_to_date ?? null].concat(withReason ? [change, text] : []),
  );
  return row;
}

/** Deletes a log (its reason goes with it); false when there is none with that id. */
export function deleteSicknessLog(tx: Tx, id: number): Promise<boolean> {
  return deleteById(tx, "public.sickness_logs", id);
}

// Sick days per user in one calendar year ($1), users with none left out, as `totals
// (user_id, total)`; an open log counts up to $2 (today). Only the part of a log inside the
// year counts, and a day two logs of one user cover counts once. Counted in one pass over the
// year's logs, as private.bradford_scores counts the 52 weeks (issue 32: the range_agg of every
// user's logs and a join of its ranges with the bank holidays cost twice as much at ten times
// the company):
// * Each log becomes two numbers on the working days: those before its first day and those up
//   to its last, the spec's Monday-to-Thursday arithmetic (private.mon_thu_days_before) less
//   the year's Monday-to-Thursday bank holidays, read once into a sorted array and counted
//   before a day by width_bucket.
// * Taken in order, a log adds the working days it reaches past the furthest any earlier log
//   of the user reached: the days of the union of the logs, each counted once.
// * A user with a working pattern, or of another nation than England & Wales, is counted by
//   their own working days (private.user_working_days) over their logs merged by range_agg.
const SICK_DAY_TOTALS = `
  bounds as (
    select make_date($1, 1, 1) as first_day, make_date($1, 12, 31) as last_day
  ),
  -- Materialized: read once, never again for each log (as a user, the planner put it inside
  -- the loop over the logs).
  hols as materialized (
    select coalesce(array_agg(h.day order by h.day), '{}') as days
    from public.bank_holidays h cross join bounds b
    where h.day between b.first_day and b.last_day and extract(isodow from h.day) <= 4
  ),
  alone_users as (
    select p.user_id from public.user_working_patterns p
    union
    select e.user_id from private.users_elsewhere() e
  ),
  -- Materialized, so that each figure is worked out once, not again in the sort below.
  counted as materialized (
    select l.user_id,
      private.mon_thu_days_before(d.from_day) - width_bucket(d.from_day - 1, h.days)
        as before_from,
      private.mon_thu_days_before(d.to_day + 1) - width_bucket(d.to_day, h.days) as through_to
    from public.sickness_logs l cross join bounds b cross join hols h
    cross join lateral (
      select greatest(l.sick_from_date, b.first_day) as from_day,
        least(coalesce(l.sick_to_date, $2::date), b.last_day) as to_day
    ) d
    -- The year's logs, an open one to no end, by plain date comparisons: as a user, under
    -- row-level security, a range overlap (not leakproof) can use no index and built two
    -- ranges for each of the 100,000 logs.
    where l.sick_from_date <= b.last_day
      and (l.sick_to_date is null or l.sick_to_date >= b.first_day)
      and d.from_day <= d.to_day
      and l.user_id not in (select a.user_id from alone_users a)
  ),
  ordered as (
    select c.user_id, c.before_from, c.through_to,
      max(c.through_to) over (partition by c.user_id order by c.before_from, c.through_to
        rows between unbounded preceding and 1 preceding) as reached
    from counted c
  ),
  -- Their logs read by their ids (index sickness_logs_user_id_idx): none, with no pattern or
  -- nation set.
  alone as (
    select m.user_id,
      sum(private.user_working_days(m.user_id, lower(r), upper(r) - 1))::integer as days
    from (
      select l.user_id, range_agg(daterange(d.from_day, d.to_day, '[]')) as days
      from alone_users a
      join public.sickness_logs l on l.user_id = a.user_id
      cross join bounds b
      cross join lateral (
        select greatest(l.sick_from_date, b.first_day) as from_day,
          least(coalesce(l.sick_to_date, $2::date), b.last_day) as to_day
      ) d
      where l.sick_from_date <= b.last_day
        and (l.sick_to_date is null or l.sick_to_date >= b.first_day)
        and d.from_day <= d.to_day
      group by l.user_id
    ) m
    cross join lateral unnest(m.days) r
    group by m.user_id
  ),
  totals as (
    select t.user_id, t.total from (
      select o.user_id,
        sum(greatest(o.through_to - greatest(o.before_from, o.reached), 0))::integer as total
      from ordered o group by o.user_id
      union all
      select a.user_id, a.days from alone a
    ) t
    where t.total > 0
  )`;

/**
 * Sick days per user in one calendar year, most first, users with none left out. Only the
 * part of a log inside the year counts; a log with no end date counts up to `today`; days
 * covered by two overlapping logs of one user count once.
 */
export async function findSicknessSummary(
  tx: Tx,
  year: number,
  today: string,
): Promise<JsonText<SicknessSummaryRow[]>> {
  // One JSON value, passed through as text: decoding a row per user (PGlite hands rows back
  // one by one) and encoding them again cost more than the counting.
  const [row] = await tx.query<{ rows: JsonText<SicknessSummaryRow[]> }>(
    `with ${SICK_DAY_TOTALS}
     select coalesce(json_agg(json_build_object(
         'user_id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
         'totalSickDays', t.total
       ) order by t.total desc, lower(u.last_name), lower(u.first_name), u.id), '[]'::json)::text
       as rows
     from totals t join public.users u on u.id = t.user_id`,
    [year, today],
  );
  return row.rows;
}

/** A page of the summary: the name search (userSearchNeedle, or undefined: everyone). */
export interface SicknessSummarySearch {
  needle?: string;
  limit?: number;
  offset?: number;
}

// A page's rows as JSON, from `page` (user_id, first_name, last_name, total, rank).
const SUMMARY_PAGE_ROWS = `coalesce(json_agg(json_build_object('user_id', p.user_id,
    'firstName', p.first_name, 'lastName', p.last_name, 'totalSickDays', p.total, 'rank', p.rank
  ) order by p.total desc, lower(p.last_name), lower(p.first_name), p.user_id), '[]'::json)::text`;

/**
 * One page of the year's summary (issue 32): the rows the name search keeps, in the summary's
 * order, each with its rank in the company's year (ties share a place); and how many match.
 * Every user's total is counted (the order is by it); only the page's rows are written out.
 * Without a search, names are read only for the totals the page reaches (its first row's down
 * to its last's, ties whole), not for 12,000 people; with one, for the people it finds.
 */
export async function findSicknessSummaryPage(
  tx: Tx,
  year: number,
  today: string,
  search: SicknessSummarySearch,
): Promise<{ rows: JsonText<SicknessSummaryPageRow[]>; total: number }> {
  const params = [year, today, search.limit ?? null, search.offset ?? 0];
  // Each total with how many have it and how many have more: the rank of its rows is one past
  // that, and a page's rows are found from it without sorting 12,000 rows.
  const steps = `totals_kept as materialized (select t.user_id, t.total from totals t),
     ${stepsOf("totals_kept", "total")}`;
  const [row] = await tx.query<{ rows: JsonText<SicknessSummaryPageRow[]>; total: number }>(
    search.needle
      ? `with ${SICK_DAY_TOTALS}, ${steps},
         found as materialized (
           select u.id, u.first_name, u.last_name from public.users u
           where ${nameMatches("u.first_name", "u.last_name", "$5")}
         ),
         matched as materialized (
           select k.user_id, k.total, s.before + 1 as rank, f.first_name, f.last_name
           from totals_kept k join steps s on s.total = k.total
           join found f on f.id = k.user_id
         ),
         page as (
           select m.* from matched m
           order by m.total desc, lower(m.last_name), lower(m.first_name), m.user_id
           limit $3 offset $4
         )
         select (select count(*)::integer from matched) as total,
           (select ${SUMMARY_PAGE_ROWS} from page p) as rows`
      : `with ${SICK_DAY_TOTALS}, ${steps},
         ${reachOf("total")},
         page as (
           select k.user_id, k.total, s.before + 1 as rank, u.first_name, u.last_name
           from reach x
           join steps s on s.total between x.lowest and x.highest
           join totals_kept k on k.total = s.total
           join public.users u on u.id = k.user_id
           order by k.total desc, lower(u.last_name), lower(u.first_name), k.user_id
           limit $3
           offset $4 - (select s.before from steps s join reach x on s.total = x.highest)
         )
         select (select coalesce(sum(s.people), 0)::integer from steps s) as total,
           (select ${SUMMARY_PAGE_ROWS} from page p) as rows`,
    search.needle ? [...params, search.needle] : params,
  );
  return row;
}

/** The year's sick days per month, January first, as the summary counts them. */
export async function findSickDaysByMonth(tx: Tx, year: number, today: string): Promise<number[]> {
  const [row] = await tx.query<{ days: number[] }>(
    "select private.sick_days_by_month($1, $2::date) as days",
    [year, today],
  );
  return row.days;
}
