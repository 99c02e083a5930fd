// SQL of the administrator's public holidays (issue 29; supabase/schemas/20_hours_and_holidays.sql): one-off days,
// removed days and company closures. Every function takes the open transaction first; the
// tables' audit triggers record each change.
import type {
  AdminPublicHoliday,
  AdminPublicHolidays,
  AffectedRequest,
  ClosureInput,
  ClosureRow,
  HolidayRegion,
  OneOffHoliday,
} from "@shared/schemas/public-holidays.ts";
import type { Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";

const CLOSURE_COLUMNS = `c.id::integer as id, c.name, to_char(c.start_date, 'YYYY-MM-DD') as
  "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate", c.counts_as as "countsAs",
  (select count(*)::integer from public.holiday_requests r where r.closure_id = c.id
    and r.status = any (private.live_request_statuses())) as requests`;

/** Every nation's days of a year, and every closure, newest first. */
export async function findAdminHolidays(tx: Tx, year: number): Promise<AdminPublicHolidays> {
  const rows = await tx.query<AdminPublicHoliday & { part: AdminPublicHoliday["part"] | null }>(
    `select x.region, to_char(x.day, 'YYYY-MM-DD') as date, x.name, x.kind, x.part from (
       select h.region, h.day, h.name, h.kind, null::text as part from public.public_holidays h
       where h.day between make_date($1, 1, 1) and make_date($1, 12, 31)
       union all
       select h.region, h.day, h.name, 'added', h.part::text from public.half_day_holidays h
       where h.day between make_date($1, 1, 1) and make_date($1, 12, 31)
     ) x
     order by x.day, x.region`,
    [year],
  );
  const holidays = rows.map(({ part, ...holiday }) => part ? { ...holiday, part } : holiday);
  const closures = await tx.query<ClosureRow>(
    `select ${CLOSURE_COLUMNS} from public.company_closures c order by c.start_date desc, c.id`,
  );
  return { holidays, closures };
}

/**
 * Adds a one-off day, whole or half (part), to each nation named; the nations that have that
 * day as a whole or half holiday already, else [].
 */
export async function addOneOffHoliday(tx: Tx, holiday: OneOffHoliday): Promise<HolidayRegion[]> {
  const regions = `{${holiday.regions.join(",")}}`;
  const taken = await tx.query<{ region: HolidayRegion }>(
    `select h.region from public.public_holidays h where h.day = $1 and h.region = any ($2::text[])
     union
     select h.region from public.half_day_holidays h where h.day = $1 and h.region = any ($2::text[])
     order by region`,
    [holiday.date, regions],
  );
  if (taken.length > 0) return taken.map((row) => row.region);
  if (holiday.part === "full") {
    await tx.query(
      `insert into public.public_holidays (region, day, name, kind)
       select r, $1::date, $2, 'added' from unnest($3::text[]) r`,
      [holiday.date, holiday.name, regions],
    );
  } else {
    await tx.query(
      `insert into public.half_day_holidays (region, day, name, part)
       select r, $1::date, $2, $4::public.day_type from unnest($3::text[]) r`,
      [holiday.date, holiday.name, regions, holiday.part],
    );
  }
  return [];
}

/** Removes a nation's whole or half day that is no closure's; false for no such day. */
export async function removeHoliday(tx: Tx, region: HolidayRegion, day: string): Promise<boolean> {
  const rows = await tx.query(
    `with whole as (
       delete from public.public_holidays where region = $1 and day = $2 and kind <> 'closure'
       returning day
     ),
     half as (delete from public.half_day_holidays where region = $1 and day = $2 returning day)
     select day from whole union all select day from half`,
    [region, day],
  );
  return rows.length > 0;
}

/**
 * Adds a closure. With no working hours, its days join every nation's holidays (a day that is a
 * holiday already stays as it was). As a holiday, every active user its days cost hours and who
 * has no live request over them is booked one accepted request; the others are named.
 */
export async function createClosure(
  tx: Tx,
  closure: ClosureInput,
): Promise<{ closure: ClosureRow; skipped: string[] }> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into public.company_closures (name, start_date, end_date, counts_as)
     values ($1, $2, $3, $4) returning id::integer as id`,
    [closure.name, closure.startDate, closure.endDate, closure.countsAs],
  );
  let skipped: string[] = [];
  if (closure.countsAs === "no_hours") {
    await tx.query(
      `insert into public.public_holidays (region, day, name, kind, closure_id)
       select r, g::date, $3, 'closure', $4
       from pg_catalog.generate_series($1::date, $2::date, interval '1 day') g
       cross join unnest(array['england-wales', 'scotland', 'northern-ireland']) r
       on conflict (region, day) do nothing`,
      [closure.startDate, closure.endDate, closure.name, id],
    );
  } else {
    // Who has a live request over the days already is passed over and named; the others whose
    // days it costs hours are booked.
    skipped = (await tx.query<{ name: string }>(
      `with active as (
         select u.id, u.first_name, u.last_name,
           exists (select 1 from public.holiday_requests r where r.user_id = u.id
             and r.status = any (private.live_request_statuses())
             and r.start_date <= $2 and r.end_date >= $1) as is_away
         from public.users u where u.deactivated_at is null
       ),
       -- Runs though nothing reads it, as a data-modifying CTE does.
       booked as (
         insert into public.holiday_requests (user_id, start_date, end_date, status, decided_at,
           decided_by, closure_id)
         select a.id, $1, $2, 'accepted', now(), (select auth.uid()), $3
         from active a
         where not a.is_away and private.user_request_hours(a.id, $1, $2, 'full', 'full') > 0
       )
       select a.first_name || ' ' || a.last_name as name from active a where a.is_away
       order by a.last_name, a.first_name`,
      [closure.startDate, closure.endDate, id],
    )).map((row) => row.name);
  }
  const [row] = await tx.query<ClosureRow>(
    `select ${CLOSURE_COLUMNS} from public.company_closures c where c.id = $1`,
    [id],
  );
  return { closure: row, skipped };
}

/** Removes a closure: its days, or its live requests cancelled; false for no such closure. */
export async function deleteClosure(tx: Tx, id: number): Promise<boolean> {
  await tx.query(
    `update public.holiday_requests set status = 'cancelled', decided_at = now(),
       decided_by = (select auth.uid())
     where closure_id = $1 and status in ('accepted', 'cancel_requested')`,
    [id],
  );
  return deleteById(tx, "public.company_closures", id);
}

/** A request `r` of user `u` as an AffectedRequest, with `now` what it would cost today. */
const AFFECTED_COLUMNS = `r.id::integer as id, u.first_name || ' ' || u.last_name as name,
  to_char(r.start_date, 'YYYY-MM-DD') as "startDate", to_char(r.end_date, 'YYYY-MM-DD') as
  "endDate", r.status::text as status, r.requested_hours::float8 as booked,
  private.user_request_hours(r.user_id, r.start_date, r.end_date, r.start_day_type,
    r.end_day_type)::float8 as now`;

/**
 * The live requests starting in `year` whose hours differ from what they would cost now (a
 * holiday was added or removed after they were booked), earliest first.
 */
export function findAffectedRequests(tx: Tx, year: number): Promise<AffectedRequest[]> {
  return tx.query<AffectedRequest>(
    `select x.* from (
       select ${AFFECTED_COLUMNS}
       from public.holiday_requests r join public.users u on u.id = r.user_id
       where r.start_date between make_date($1, 1, 1) and make_date($1, 12, 31)
         and r.status = any (private.live_request_statuses())
     ) x
     where x.booked <> x.now
     order by x."startDate", x.id`,
    [year],
  );
}

/** Counts a live request's hours again by today's holidays (audited); false for no such request. */
export async function recountRequest(tx: Tx, id: number): Promise<AffectedRequest | undefined> {
  await tx.query("select set_config('leave.recount', 'on', true)");
  const rows = await tx.query<{ id: number }>(
    `update public.holiday_requests set requested_hours = requested_hours
     where id = $1 and status = any (private.live_request_statuses()) returning id`,
    [id],
  );
  await tx.query("select set_config('leave.recount', 'off', true)");
  if (rows.length === 0) return undefined;
  const [row] = await tx.query<AffectedRequest>(
    `select ${AFFECTED_COLUMNS}
     from public.holiday_requests r join public.users u on u.id = r.user_id where r.id = $1`,
    [id],
  );
  return row;
}
