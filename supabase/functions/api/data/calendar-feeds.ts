// SQL of calendar feeds (issue 18; supabase/schemas/80_calendar_feeds.sql): a user's feeds, the company's
// "show sickness as Away" setting, and a feed's events by its token's hash. Every function
// takes the open transaction first. Hashes travel as hex: both drivers pass text alike.
import type {
  CalendarFeedKind,
  CalendarFeedRow,
  CalendarSettings,
} from "@shared/schemas/calendar.ts";
import type { DayType } from "@shared/hours.ts";
import type { Tx } from "../../_shared/db.ts";

/** A feed row `f` with its department `d`, as its owner lists it. */
const FEED_COLUMNS = `f.id::integer as id, f.kind, f.department_id::integer as "departmentId",
  d.name as department,
  to_char(f.created_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS') as "createdAt"`;

/** The caller's feeds, oldest first (RLS shows a user their own alone). */
export function findCalendarFeeds(tx: Tx, userId: string): Promise<CalendarFeedRow[]> {
  return tx.query<CalendarFeedRow>(
    `select ${FEED_COLUMNS}
     from public.calendar_feeds f left join public.departments d on d.id = f.department_id
     where f.user_id = $1 order by f.created_at, f.id`,
    [userId],
  );
}

export async function departmentExists(tx: Tx, departmentId: number): Promise<boolean> {
  const rows = await tx.query("select 1 from public.departments where id = $1", [departmentId]);
  return rows.length > 0;
}

export async function createCalendarFeed(
  tx: Tx,
  feed: {
    userId: string;
    kind: CalendarFeedKind;
    departmentId: number | null;
    tokenHashHex: string;
  },
): Promise<CalendarFeedRow> {
  const [row] = await tx.query<CalendarFeedRow>(
    `with f as (
       insert into public.calendar_feeds (user_id, kind, department_id, token_hash)
       values ($1, $2, $3, decode($4, 'hex'))
       returning id, kind, department_id, created_at)
     select ${FEED_COLUMNS} from f left join public.departments d on d.id = f.department_id`,
    [feed.userId, feed.kind, feed.departmentId, feed.tokenHashHex],
  );
  return row;
}

/** Revokes a feed of `userId`; false when they have no such feed. */
export async function deleteCalendarFeed(tx: Tx, userId: string, id: number): Promise<boolean> {
  const rows = await tx.query(
    "delete from public.calendar_feeds where id = $1 and user_id = $2 returning id",
    [id, userId],
  );
  return rows.length > 0;
}

export async function getCalendarSettings(tx: Tx): Promise<CalendarSettings> {
  const [row] = await tx.query<CalendarSettings>(
    `select s.show_sickness_as_away as "showSicknessAsAway" from public.company_settings s`,
  );
  return row;
}

export async function updateCalendarSettings(
  tx: Tx,
  settings: CalendarSettings,
): Promise<CalendarSettings> {
  const [row] = await tx.query<CalendarSettings>(
    `update public.company_settings set show_sickness_as_away = $1
     returning show_sickness_as_away as "showSicknessAsAway"`,
    [settings.showSicknessAsAway],
  );
  return row;
}

/** One absence of a feed; `uid` is stable across fetches. */
export interface FeedEvent {
  uid: string;
  summary: string;
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
}

/** An absence as the database reads it: `source` names the request or log it is. */
export type FeedRow = Omit<FeedEvent, "uid"> & { source: string };

/**
 * The live feed of `kind` whose token hashes to `tokenHashHex`: its id and the hex key its
 * UIDs are keyed with; null when there is no such live feed (privileged transaction).
 */
export async function findLiveFeed(
  tx: Tx,
  feed: { tokenHashHex: string; kind: CalendarFeedKind },
): Promise<{ id: number; uidKeyHex: string } | null> {
  const [row] = await tx.query<{ id: number; uidKeyHex: string }>(
    `select f.id::integer as id, encode(f.uid_key, 'hex') as "uidKeyHex"
     from private.live_calendar_feed(decode($1, 'hex'), $2) f`,
    [feed.tokenHashHex, feed.kind],
  );
  return row ?? null;
}

/** The absences of feed `feedId` overlapping [from, to], by start and summary. */
export function findFeedRows(
  tx: Tx,
  feedId: number,
  range: { from: string; to: string; today: string },
): Promise<FeedRow[]> {
  return tx.query<FeedRow>(
    `select e.source, e.summary, to_char(e.start_date, 'YYYY-MM-DD') as "startDate",
       to_char(e.end_date, 'YYYY-MM-DD') as "endDate", e.start_day_type as "startDayType",
       e.end_day_type as "endDayType"
     from private.calendar_feed_events($1, $2::date, $3::date, $4::date) e`,
    [feedId, range.from, range.to, range.today],
  );
}
