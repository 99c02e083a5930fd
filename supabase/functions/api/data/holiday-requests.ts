// SQL of holiday requests. Every function takes the open transaction first; the guard trigger
// recomputes hours and enforces the state machine, so these only say what to change.
import type { DayType } from "@shared/hours.ts";
import type { RequestStatus } from "@shared/status.ts";
import type { Tx } from "../../_shared/db.ts";
import type { AdminHolidayRequest, HolidayRequest } from "@shared/schemas/responses.ts";
import type { CoverShortfall } from "@shared/schemas/cover.ts";

export type { AdminHolidayRequest, HolidayRequest };

/** The dates and day types of a new request. */
export interface RequestRange {
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
}

/** A new request's leave type (issue 33; 1, the built-in Holiday, when it names none) and note. */
export interface RequestKind {
  leaveTypeId: number;
  note: string | null;
}

/** A request that names no type: a Holiday without a note. */
export const HOLIDAY_KIND: RequestKind = { leaveTypeId: 1, note: null };

/** The requester of a request that just changed, for the decision mail. */
export interface Requester {
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

/** The request shape of docs/api.md, from a row aliased `r`. */
const REQUEST_COLUMNS = `r.id, r.user_id, r.start_date, r.end_date, r.start_day_type,
  r.end_day_type, r.status, r.requested_hours::float8 as requested_hours, r.deny_reason, r.cancel_reject_reason,
  to_char(r.created_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS') as created_at`;

/**
 * A listed request's leave type and note (issue 33), from a row aliased `r`: null for a Holiday
 * and for no note, and then left out of the answer (`withKind`).
 */
const KIND_COLUMNS = `case when r.leave_type_id <> 1 then private.leave_type_label(r.leave_type_id)
  end as leave_type, r.note`;

/** A listed request without the leave type and note it does not have: a Holiday's is as before. */
function withKind<T extends { leave_type?: unknown; note?: unknown }>(row: T): T {
  const { leave_type, note, ...rest } = row;
  return {
    ...rest,
    ...(leave_type == null ? {} : { leave_type }),
    ...(note == null ? {} : { note }),
  } as T;
}

/** The requester columns of the admin lists, from `users u` and `departments d`. */
const REQUESTER_COLUMNS = `u.first_name as "firstName", u.last_name as "lastName", u.email,
  coalesce(d.name, 'No Department') as department`;

type WithoutBalance = Omit<AdminHolidayRequest, "vacation_hours">;

/** A Postgres array literal of validated UUIDs: ["a", "b"] → "{a,b}". */
const uuidArray = (ids: readonly string[]) => `{${ids.join(",")}}`;

/**
 * Adds each requester's remaining hours in the request's start year, computed once per user
 * and year in one statement (a list of 100,000 requests has far fewer pairs).
 */
async function withBalances(tx: Tx, rows: WithoutBalance[]): Promise<AdminHolidayRequest[]> {
  const key = (userId: string, date: string) => `${userId}|${date.slice(0, 4)}`;
  const pairs = [...new Set(rows.map((row) => key(row.user_id, row.start_date)))]
    .map((pair) => pair.split("|"));
  if (pairs.length === 0) return [];
  const balances = await tx.query<{ user_id: string; year: number; vacation_hours: number }>(
    `select k.user_id, k.year, private.vacation_balance(k.user_id, make_date(k.year, 1, 1))
       as vacation_hours
     from unnest($1::uuid[], $2::int[]) as k(user_id, year)`,
    [uuidArray(pairs.map(([userId]) => userId)), `{${pairs.map(([, year]) => year).join(",")}}`],
  );
  const hours = new Map(
    balances.map((b) => [key(b.user_id, String(b.year).padStart(4, "0")), b.vacation_hours]),
  );
  return rows.map((row) => ({
    ...row,
    vacation_hours: hours.get(key(row.user_id, row.start_date)) ?? 0,
  }));
}

/** The caller's remaining hours in the calendar year of `day`. */
export async function getVacationBalance(tx: Tx, userId: string, day: string): Promise<number> {
  const [row] = await tx.query<{ vacation_hours: number }>(
    "select private.vacation_balance($1, $2::date) as vacation_hours",
    [userId, day],
  );
  return row?.vacation_hours ?? 0;
}

/**
 * One attempt at the caller's own request (private.create_own_holiday_request): the booking
 * window; then, unless the range is in it or starts before today, the `recent` requests; then,
 * unless too many, the cover `shortfalls` and either the request filed or, when a clash, no
 * hours, the -30 h floor or a blocking rule refused it, `counted`.
 */
export interface OwnRequestAttempt {
  window: { on: boolean; from: string; to: string };
  recent?: {
    /** How many requests the caller filed for themself in the last hour ... */
    lastHour: number;
    /** ... and in how many seconds the oldest of them leaves that hour. */
    retryAfter: number;
  };
  counted?: {
    /** Whether the range clashes with a live request of the caller. */
    overlaps: boolean;
    hours: number;
    /** Whether a working pattern of the caller has begun by the range's end. */
    patterned: boolean;
    /**
     * The caller's balance in the start year after the request; null for a type that does not
     * take from the holiday allowance (no floor to meet).
     */
    balanceAfter: number | null;
  };
  shortfalls?: CoverShortfall[];
  request?: HolidayRequest;
}

/**
 * Files the caller's own request in one statement when nothing refuses it: not in the booking
 * window nor before `today`, fewer than `perHour` filed in the last hour, no blocking cover rule
 * short, no clash (the exclusion constraint's), some hours and the -30 h floor kept (the guard
 * trigger's, under the user's lock). The answer says what refused it, for the route to give the
 * refusal's words.
 */
export async function createOwnHolidayRequest(
  tx: Tx,
  range: RequestRange & Partial<RequestKind>,
  options: { today: string; perHour: number; withNames: boolean },
): Promise<OwnRequestAttempt> {
  const [row] = await tx.query<{ attempt: OwnRequestAttempt }>(
    `select private.create_own_holiday_request($1, $2, $3, $4, $5, $6, $7, $8, $9) as attempt`,
    [
      range.startDate,
      range.endDate,
      range.startDayType,
      range.endDayType,
      options.today,
      options.perHour,
      options.withNames,
      range.leaveTypeId ?? HOLIDAY_KIND.leaveTypeId,
      range.note ?? null,
    ],
  );
  return row.attempt;
}

/**
 * Inserts one request per user in one statement: pending for the caller's own request,
 * accepted (decided by the caller) for an admin's add. Returned in the order of `userIds`.
 */
export function createHolidayRequests(
  tx: Tx,
  userIds: readonly string[],
  range: RequestRange,
  status: "pending" | "accepted" = "pending",
  coverOverrideReason: string | null = null,
  kind: RequestKind = HOLIDAY_KIND,
): Promise<HolidayRequest[]> {
  return tx.query<HolidayRequest>(
    `with inserted as (
       insert into public.holiday_requests as r
         (user_id, start_date, end_date, start_day_type, end_day_type, status, decided_at,
          decided_by, cover_override_reason, leave_type_id, note)
       select i.user_id, $2::date, $3::date, $4::public.day_type, $5::public.day_type,
         $6::public.request_status,
         case when $6::public.request_status = 'accepted' then now() end,
         case when $6::public.request_status = 'accepted' then (select auth.uid()) end,
         $7, $8::bigint, $9
       from unnest($1::uuid[]) with ordinality as i(user_id, n)
       order by i.n
       returning r.*)
     select ${REQUEST_COLUMNS} from inserted r order by r.id`,
    [
      uuidArray(userIds),
      range.startDate,
      range.endDate,
      range.startDayType,
      range.endDayType,
      status,
      coverOverrideReason,
      kind.leaveTypeId,
      kind.note,
    ],
  );
}

/** Who of `userIds` is not an active user, and who already has a live request in the range. */
export async function findBookingProblems(
  tx: Tx,
  userIds: readonly string[],
  range: RequestRange,
): Promise<{ unknownIds: string[]; clashingNames: string[]; names: string[] }> {
  const rows = await tx.query<{ id: string; name: string | null; overlaps: boolean }>(
    `with p as (select private.request_period($2, $3, $4, $5) as period)
     select i.id, u.first_name || ' ' || u.last_name as name,
       exists (
         select 1 from public.holiday_requests r, p
         where r.user_id = i.id and r.status = any (private.live_request_statuses())
           and r.period && p.period
       ) as overlaps
     from unnest($1::uuid[]) as i(id)
     left join public.users u on u.id = i.id and u.deactivated_at is null
     order by u.last_name, u.first_name, i.id`,
    [uuidArray(userIds), range.startDate, range.endDate, range.startDayType, range.endDayType],
  );
  return {
    unknownIds: rows.filter((row) => row.name === null).map((row) => row.id),
    clashingNames: rows.filter((row) => row.name !== null && row.overlaps).map((row) => row.name!),
    names: rows.filter((row) => row.name !== null).map((row) => row.name!),
  };
}

/**
 * The hours a booking over `range` takes of each active user of `userIds`, as the guard counts
 * them: their nation's holidays, their working pattern, half-day holidays. By name.
 */
export function findBookingHours(
  tx: Tx,
  userIds: readonly string[],
  range: RequestRange,
): Promise<{ userId: string; name: string; hours: number }[]> {
  return tx.query(
    `select u.id as "userId", u.first_name || ' ' || u.last_name as name,
       private.user_request_hours(u.id, $2::date, $3::date, $4, $5)::float8 as hours
     from public.users u
     where u.id = any ($1::uuid[]) and u.deactivated_at is null
     order by u.last_name, u.first_name, u.id`,
    [uuidArray(userIds), range.startDate, range.endDate, range.startDayType, range.endDayType],
  );
}

/** The caller's own requests, newest first. */
export async function findOwnHolidayRequests(tx: Tx, userId: string): Promise<HolidayRequest[]> {
  const rows = await tx.query<HolidayRequest>(
    `select ${REQUEST_COLUMNS}, ${KIND_COLUMNS} from public.holiday_requests r
     where r.user_id = $1 order by r.created_at desc, r.id desc`,
    [userId],
  );
  return rows.map(withKind);
}

/** Pending requests of active users, oldest first, with requester and remaining hours. */
export async function findPendingHolidayRequests(tx: Tx): Promise<AdminHolidayRequest[]> {
  const rows = await tx.query<WithoutBalance>(
    `select ${REQUEST_COLUMNS}, ${REQUESTER_COLUMNS}, ${KIND_COLUMNS}
     from public.holiday_requests r
     join public.users u on u.id = r.user_id and u.deactivated_at is null
     left join public.departments d on d.id = u.department_id
     where r.status = 'pending'
     order by r.created_at, r.id`,
  );
  return await withBalances(tx, rows.map(withKind));
}

/**
 * What the archive asks for: a status, statuses whose label matched, an ilike pattern, a
 * yyyy-MM-dd date the start or end date may equal (the search text read as dd/MM/yyyy), a page.
 */
export interface ArchiveSearch {
  status?: RequestStatus;
  pattern?: string;
  labelStatuses?: RequestStatus[];
  date?: string | null;
  /** Only requests of this leave type (issue 33); none is every type. */
  leaveTypeId?: number;
  limit?: number;
  offset?: number;
}

/** One page of every request, newest first, and how many match in all. */
export async function findArchivedHolidayRequests(
  tx: Tx,
  search: ArchiveSearch,
): Promise<{ rows: AdminHolidayRequest[]; total: number }> {
  const filter = [
    search.status ?? null,
    search.pattern ?? null,
    search.pattern ? `{${(search.labelStatuses ?? []).join(",")}}` : null,
    search.date ?? null,
    search.leaveTypeId ?? null,
  ];
  // The search runs in a security definer function (see its migration for why); the page
  // of ids it returns is read here by primary key, as the caller.
  const rows = await tx.query<WithoutBalance & { total: number }>(
    `select ${REQUEST_COLUMNS}, ${REQUESTER_COLUMNS}, ${KIND_COLUMNS}, s.total
     from private.search_holiday_requests($1, $2, $3, $4, $6, $7, $5)
       with ordinality as s(id, total, n)
     join public.holiday_requests r on r.id = s.id
     join public.users u on u.id = r.user_id
     left join public.departments d on d.id = u.department_id
     order by s.n`,
    [...filter, search.limit ?? null, search.offset ?? 0],
  );
  if (rows.length > 0 || !search.offset) {
    const total = rows[0]?.total ?? 0;
    return {
      rows: await withBalances(tx, rows.map(({ total: _, ...row }) => withKind(row))),
      total,
    };
  }
  // An offset past the end returns no rows, so the total is counted on its own.
  const [row] = await tx.query<{ total: number }>(
    "select total from private.search_holiday_requests($1, $2, $3, $4, 1, 0, $5)",
    filter,
  );
  return { rows: [], total: row?.total ?? 0 };
}

/** A change of status, with the reason it may carry. */
export interface StatusChange {
  from: RequestStatus;
  to: RequestStatus;
  denyReason?: string;
  cancelRejectReason?: string;
  /** Only a request of this user may change (the owner asking to cancel). */
  ownerId?: string;
  /** Only a request starting after this yyyy-MM-dd day may change (one not yet started). */
  startsAfter?: string;
  /** Why an administrator approves although a blocking cover rule falls short. */
  coverOverrideReason?: string;
}

/**
 * Moves request `id` from `change.from` to `change.to`; undefined when there is no such
 * request in that status (see getHolidayRequestStatus for why). `leaveType`: the name of its
 * leave type when it is not a Holiday (issue 33), for the decision mail.
 */
export async function updateHolidayRequestStatus(
  tx: Tx,
  id: number,
  change: StatusChange,
): Promise<
  { request: HolidayRequest; requester: Requester; leaveType?: string } | undefined
> {
  const [row] = await tx.query<
    HolidayRequest & {
      r_email: string;
      r_first: string;
      r_last: string;
      r_active: boolean;
      r_type: string | null;
    }
  >(
    `with r as (
       update public.holiday_requests r set status = $3,
         deny_reason = coalesce($4, r.deny_reason),
         cancel_reject_reason = coalesce($5, r.cancel_reject_reason),
         cover_override_reason = coalesce($8, r.cover_override_reason)
       where r.id = $1 and r.status = $2 and ($6::uuid is null or r.user_id = $6)
         and ($7::date is null or r.start_date > $7::date)
       returning r.*)
     select ${REQUEST_COLUMNS}, u.email as r_email, u.first_name as r_first,
       u.last_name as r_last, u.deactivated_at is null as r_active,
       case when r.leave_type_id <> 1 then private.leave_type_label(r.leave_type_id) ->> 'name'
       end as r_type
     from r join public.users u on u.id = r.user_id`,
    [
      id,
      change.from,
      change.to,
      change.denyReason ?? null,
      change.cancelRejectReason ?? null,
      change.ownerId ?? null,
      change.startsAfter ?? null,
      change.coverOverrideReason ?? null,
    ],
  );
  if (!row) return undefined;
  const { r_email, r_first, r_last, r_active, r_type, ...request } = row;
  return {
    request,
    requester: { email: r_email, firstName: r_first, lastName: r_last, isActive: r_active },
    leaveType: r_type ?? undefined,
  };
}

/** Status and start of a request of `ownerId` (for a refusal's reason), or undefined. */
export async function getOwnHolidayRequestState(
  tx: Tx,
  id: number,
  ownerId: string,
): Promise<{ status: RequestStatus; startDate: string } | undefined> {
  const [row] = await tx.query<{ status: RequestStatus; start_date: string }>(
    `select r.status, r.start_date::text as start_date from public.holiday_requests r
     where r.id = $1 and r.user_id = $2`,
    [id, ownerId],
  );
  return row && { status: row.status, startDate: row.start_date };
}

/** The status of a request the caller may see (of `ownerId` only, when given), or undefined. */
export async function getHolidayRequestStatus(
  tx: Tx,
  id: number,
  ownerId?: string,
): Promise<RequestStatus | undefined> {
  const [row] = await tx.query<{ status: RequestStatus }>(
    `select r.status from public.holiday_requests r
     where r.id = $1 and ($2::uuid is null or r.user_id = $2)`,
    [id, ownerId ?? null],
  );
  return row?.status;
}

/** A pending request's owner and range (what approving it does to cover), or undefined. */
export async function getPendingRange(
  tx: Tx,
  id: number,
): Promise<(RequestRange & { userId: string; leaveTypeId: number }) | undefined> {
  const [row] = await tx.query<RequestRange & { userId: string; leaveTypeId: number }>(
    `select r.user_id as "userId", r.start_date::text as "startDate",
       r.end_date::text as "endDate", r.start_day_type as "startDayType",
       r.end_day_type as "endDayType", r.leave_type_id::integer as "leaveTypeId"
     from public.holiday_requests r where r.id = $1 and r.status = 'pending'`,
    [id],
  );
  return row;
}
