// SQL of time off in lieu (issue 33; supabase/schemas/55_toil.sql). Every function takes the
// open transaction first. Who may log or decide what is the guard trigger's and RLS's.
import type { ToilStatus } from "@shared/toil.ts";
import type { AdminLogToil, ToilEntry, ToilSettings } from "@shared/schemas/toil.ts";
import type { Tx } from "../../_shared/db.ts";

/** The most of their own entries a person's page lists: a decade of weekly overtime. */
export const OWN_ENTRIES_LIMIT = 500;

const ENTRY_COLUMNS = `e.id::integer as id, e.user_id as "userId", u.first_name as "firstName",
  u.last_name as "lastName", to_char(e.worked_on, 'YYYY-MM-DD') as "workedOn",
  e.hours::float8 as hours, e.note, e.status, e.deny_reason as "denyReason",
  to_char(e.created_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS') as "createdAt",
  to_char(e.decided_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS') as "decidedAt",
  case when s.toil_expiry_months is null or e.status <> 'approved' then null
    else to_char(e.worked_on + make_interval(months => s.toil_expiry_months), 'YYYY-MM-DD')
  end as "expiresOn"`;

const FROM = `from public.toil_entries e
  join public.users u on u.id = e.user_id
  cross join public.company_settings s`;

/** The type of kind 'toil' as the caller may see it: active, and its name. */
export async function findToilType(tx: Tx): Promise<{ active: boolean; name: string }> {
  const [row] = await tx.query<{ active: boolean; name: string }>(
    "select t.active, t.name from public.leave_types t where t.kind = 'toil'",
  );
  // An employee reads only active types: a type they cannot read is off.
  return row ?? { active: false, name: "Time off in lieu" };
}

/** The balance on `day` (private.toil_balance). */
export async function findToilBalance(tx: Tx, userId: string, day: string): Promise<number> {
  const [row] = await tx.query<{ balance: number }>(
    "select private.toil_balance($1, $2)::float8 as balance",
    [userId, day],
  );
  return row.balance;
}

/** A person's own entries, the day worked newest first. */
export function findOwnToilEntries(tx: Tx, userId: string): Promise<ToilEntry[]> {
  return tx.query<ToilEntry>(
    `select ${ENTRY_COLUMNS} ${FROM} where e.user_id = $1
     order by e.worked_on desc, e.id desc limit ${OWN_ENTRIES_LIMIT}`,
    [userId],
  );
}

/** One page of every entry (or of one status), newest first, and how many there are. */
export async function findToilEntriesPage(
  tx: Tx,
  options: { status?: ToilStatus; limit: number; offset: number },
): Promise<{ entries: ToilEntry[]; total: number }> {
  const where = options.status ? "where e.status = $1" : "where $1::text is null";
  const [{ total }] = await tx.query<{ total: number }>(
    `select count(*)::integer as total from public.toil_entries e ${where}`,
    [options.status ?? null],
  );
  const entries = await tx.query<ToilEntry>(
    `select ${ENTRY_COLUMNS} ${FROM} ${where}
     order by e.created_at desc, e.id desc limit $2 offset $3`,
    [options.status ?? null, options.limit, options.offset],
  );
  return { entries, total };
}

/** One entry, or undefined. */
export async function getToilEntry(tx: Tx, id: number): Promise<ToilEntry | undefined> {
  const [row] = await tx.query<ToilEntry>(`select ${ENTRY_COLUMNS} ${FROM} where e.id = $1`, [id]);
  return row;
}

/** Logs extra hours as `status` (the guard lets only an administrator approve someone's). */
export async function createToilEntry(
  tx: Tx,
  entry: AdminLogToil,
  status: "pending" | "approved",
): Promise<ToilEntry> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into public.toil_entries (user_id, worked_on, hours, note, status)
     values ($1, $2, $3, $4, $5) returning id::integer as id`,
    [entry.userId, entry.workedOn, entry.hours, entry.note ?? null, status],
  );
  return (await getToilEntry(tx, id))!;
}

/** Approves or denies a pending entry; undefined when there is none (the guard refuses the rest). */
export async function decideToilEntry(
  tx: Tx,
  id: number,
  decision: { status: "approved" } | { status: "denied"; reason?: string },
): Promise<ToilEntry | undefined> {
  const rows = await tx.query(
    `update public.toil_entries set status = $2, deny_reason = $3 where id = $1 returning id`,
    [id, decision.status, decision.status === "denied" ? decision.reason ?? null : null],
  );
  return rows.length > 0 ? getToilEntry(tx, id) : undefined;
}

export async function findToilSettings(tx: Tx): Promise<ToilSettings> {
  const [row] = await tx.query<ToilSettings>(
    `select s.toil_expiry_months as "toilExpiryMonths" from public.company_settings s`,
  );
  return row;
}

/** Saves the setting (audited by company_settings' trigger). */
export async function updateToilSettings(tx: Tx, settings: ToilSettings): Promise<ToilSettings> {
  const [row] = await tx.query<ToilSettings>(
    `update public.company_settings s set toil_expiry_months = $1
     returning s.toil_expiry_months as "toilExpiryMonths"`,
    [settings.toilExpiryMonths],
  );
  return row;
}

/** Whether an active user has this id. */
export async function isActiveUser(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.query(
    "select 1 from public.users where id = $1 and deactivated_at is null",
    [userId],
  );
  return rows.length > 0;
}
