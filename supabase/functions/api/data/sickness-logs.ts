// SQL of sickness logs. Reasons are health data in their own table that only a global admin
// may read or write (RLS): with `withReason` false no statement here names that table, so a
// sickness user's rows carry no reason key and their searches never look at reasons.
import type { JsonText, Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";
import { containsPattern } from "./user-picker.ts";
import type { SicknessLog, SicknessSummaryRow } from "@shared/schemas/responses.ts";

export type { SicknessLog, SicknessSummaryRow };

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

/**
 * Sick days per user in one calendar year, most first, users with none left out. Only the
 * part of a log inside the year counts; a log with no end date counts up to `today`; days
 * covered by two overlapping logs of one user count once (range_agg merges them).
 */
export async function findSicknessSummary(
  tx: Tx,
  year: number,
  today: string,
): Promise<JsonText<SicknessSummaryRow[]>> {
  // One JSON value, passed through as text: decoding a row per user (PGlite hands rows back
  // one by one) and encoding them again cost more than the counting.
  const [row] = await tx.query<{ rows: JsonText<SicknessSummaryRow[]> }>(
    `with bounds as (
       select make_date($1, 1, 1) as first_day, make_date($1, 12, 31) as last_day
     ),
     spans as (
       select l.user_id, greatest(l.sick_from_date, b.first_day) as from_day,
              least(coalesce(l.sick_to_date, $2::date), b.last_day) as to_day
       from public.sickness_logs l cross join bounds b
       -- an open log is an unbounded range here (index sickness_logs_open_range_idx)
       where daterange(l.sick_from_date, l.sick_to_date, '[]')
         && daterange(b.first_day, b.last_day, '[]')
     ),
     -- Each user's sick days merged into disjoint ranges, so a day two logs cover counts once.
     merged as (
       select m.user_id, r
       from (
         select user_id, range_agg(daterange(from_day, to_day, '[]')) as days
         from spans where from_day <= to_day group by user_id
       ) m
       cross join lateral unnest(m.days) r
     ),
     -- The year's Mon-Thu bank holidays, subtracted by one join rather than a lookup per range.
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
     -- A user with a working pattern, or of another nation than England & Wales: their own
     -- working days (private.user_working_days).
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
     where t.total > 0`,
    [year, today],
  );
  return row.rows;
}

/** The year's sick days per month, January first, as the summary counts them. */
export async function findSickDaysByMonth(tx: Tx, year: number, today: string): Promise<number[]> {
  const [row] = await tx.query<{ days: number[] }>(
    "select private.sick_days_by_month($1, $2::date) as days",
    [year, today],
  );
  return row.days;
}
