// SQL of appointment logs: part-day absences a global admin records, shown in planning.
import type { Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";
import { containsPattern } from "./user-picker.ts";
import type { AppointmentLog } from "@shared/schemas/responses.ts";

export type { AppointmentLog };

export interface AppointmentSearch {
  /** Only logs overlapping [from, to]; either end may be open. */
  from?: string;
  to?: string;
  /** Text found in the name or the reason. */
  q?: string;
  /** A yyyy-MM-dd date the appointment must cover, or null. */
  date: string | null;
  limit?: number;
  offset?: number;
}

export interface AppointmentFields {
  event_from_date: string;
  event_to_date: string;
  start_time: string;
  end_time: string;
  reason: string;
}

const COLUMNS = `a.id, a.user_id, u.first_name as "firstName", u.last_name as "lastName",
  coalesce((select d.name from public.departments d where d.id = u.department_id),
    'No Department') as department,
  a.reason,
  a.event_from_date, a.event_to_date,
  to_char(a.start_time, 'HH24:MI') as start_time, to_char(a.end_time, 'HH24:MI') as end_time`;

/**
 * The logs a search matches, as a `matched` CTE of (id, event_from_date, start_time), over
 * the parameters $1 from, $2 to, $3 the ilike pattern and $4 the date (searchParams).
 */
const MATCHED = `matched as (
  select a.id, a.event_from_date, a.start_time
  from public.appointment_logs a join public.users u on u.id = a.user_id
  where daterange(a.event_from_date, a.event_to_date, '[]')
          && daterange($1::date, $2::date, '[]')
    and (($3::text is null and $4::date is null)
      or (u.first_name || ' ' || u.last_name) ilike $3 or a.reason ilike $3
      or $4::date between a.event_from_date and a.event_to_date)
)`;

/** The list's order (the spec's): by date, then start time (none last), then id. */
const ORDER = "event_from_date, start_time nulls last, id";

function searchParams(search: AppointmentSearch): (string | null)[] {
  return [search.from ?? null, search.to ?? null, containsPattern(search.q), search.date];
}

/** One page of logs by date and start time, and how many match in all. */
export async function findAppointmentLogs(
  tx: Tx,
  search: AppointmentSearch,
): Promise<{ logs: AppointmentLog[]; total: number }> {
  // The period test is the expression appointment_logs_period_idx indexes.
  const [row] = await tx.query<{ logs: AppointmentLog[]; total: number }>(
    `with ${MATCHED},
     page as (select * from matched order by ${ORDER} limit $5 offset $6)
     select (select count(*)::integer from matched) as total,
       coalesce((
         select json_agg(p order by p.event_from_date, p.start_time nulls last, p.id)
         from (
           select ${COLUMNS}
           from page join public.appointment_logs a on a.id = page.id
           join public.users u on u.id = a.user_id
         ) p
       ), '[]'::json) as logs`,
    [...searchParams(search), search.limit ?? null, search.offset ?? null],
  );
  return row;
}

/**
 * Where log `id` stands in the list a search answers: its 0-based index in the list's order
 * (so its page is index / limit + 1) and how many match; undefined when the search does not
 * match it, or there is no such log.
 */
export async function findAppointmentLogPosition(
  tx: Tx,
  id: number,
  search: Omit<AppointmentSearch, "limit" | "offset">,
): Promise<{ index: number; total: number } | undefined> {
  const [row] = await tx.query<{ index: number; total: number }>(
    `with ${MATCHED},
     ranked as (select id, (row_number() over (order by ${ORDER}))::integer - 1 as index
       from matched)
     select ranked.index, (select count(*)::integer from matched) as total
     from ranked where ranked.id = $5`,
    [...searchParams(search), id],
  );
  return row;
}

/** The new log, or undefined when userId names no active user. */
export async function createAppointmentLog(
  tx: Tx,
  userId: string,
  log: AppointmentFields,
): Promise<AppointmentLog | undefined> {
  const [row] = await tx.query<AppointmentLog>(
    `with a as (
       insert into public.appointment_logs
         (user_id, event_from_date, event_to_date, start_time, end_time, reason, created_by)
       select u.id, $2::date, $3::date, $4::time, $5::time, $6::text, (select auth.uid())
       from public.users u where u.id = $1::uuid and u.deactivated_at is null
       returning *
     )
     select ${COLUMNS} from a join public.users u on u.id = a.user_id`,
    [userId, ...fieldValues(log)],
  );
  return row;
}

/** The edited log (its user never changes), or undefined when there is none with that id. */
export async function updateAppointmentLog(
  tx: Tx,
  id: number,
  log: AppointmentFields,
): Promise<AppointmentLog | undefined> {
  const [row] = await tx.query<AppointmentLog>(
    `with a as (
       update public.appointment_logs
       set event_from_date = $2::date, event_to_date = $3::date, start_time = $4::time,
           end_time = $5::time, reason = $6::text
       where id = $1
       returning *
     )
     select ${COLUMNS} from a join public.users u on u.id = a.user_id`,
    [id, ...fieldValues(log)],
  );
  return row;
}

/** Deletes a log; false when there is none with that id. */
export function deleteAppointmentLog(tx: Tx, id: number): Promise<boolean> {
  return deleteById(tx, "public.appointment_logs", id);
}

function fieldValues(log: AppointmentFields): string[] {
  return [log.event_from_date, log.event_to_date, log.start_time, log.end_time, log.reason];
}
