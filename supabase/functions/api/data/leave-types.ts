// SQL of leave types (issue 33; supabase/schemas/45_leave_types.sql). Every function takes the
// open transaction first. What a kind or a used type may not do is the guard trigger's.
import type {
  CreateLeaveType,
  LeaveBalance,
  LeaveTypeRow,
  LeaveTypeSummary,
  UpdateLeaveType,
} from "@shared/schemas/leave-types.ts";
import type { Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";

const SUMMARY_COLUMNS = `t.id::integer as id, t.name, t.colour,
  t.deducts_allowance as "deductsFromAllowance", t.allowance_hours::float8 as "allowanceHours",
  t.needs_approval as "needsApproval", t.half_days as "halfDays",
  t.note_required as "noteRequired", t.filed_by as "filedBy"`;

const ROW_COLUMNS =
  `${SUMMARY_COLUMNS}, t.kind, t.kind is not distinct from 'holiday' as "isBuiltIn",
  t.colleagues_see_name as "colleaguesSeeName", t.counts_as_away as "countsAsAway", t.active,
  (select count(*)::integer from public.holiday_requests r where r.leave_type_id = t.id)
    as requests`;

/** The order types are listed in: the built-in first, then the active ones, by name. */
const ORDER = "t.id <> 1, not t.active, lower(t.name), t.id";

/** The active types, as anyone signed in may know them. */
export function findActiveLeaveTypes(tx: Tx): Promise<LeaveTypeSummary[]> {
  return tx.query<LeaveTypeSummary>(
    `select ${SUMMARY_COLUMNS} from public.leave_types t where t.active order by ${ORDER}`,
  );
}

/** Every type, retired and not yet turned on included, with how many requests are of it. */
export function findLeaveTypes(tx: Tx): Promise<LeaveTypeRow[]> {
  return tx.query<LeaveTypeRow>(
    `select ${ROW_COLUMNS} from public.leave_types t order by ${ORDER}`,
  );
}

/** One type, or undefined. */
export async function getLeaveType(tx: Tx, id: number): Promise<LeaveTypeRow | undefined> {
  const [row] = await tx.query<LeaveTypeRow>(
    `select ${ROW_COLUMNS} from public.leave_types t where t.id = $1`,
    [id],
  );
  return row;
}

export async function createLeaveType(tx: Tx, type: CreateLeaveType): Promise<LeaveTypeRow> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into public.leave_types (name, colour, deducts_allowance, allowance_hours,
       needs_approval, colleagues_see_name, counts_as_away, half_days, note_required, filed_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning id::integer as id`,
    [
      type.name,
      type.colour,
      type.deductsFromAllowance,
      type.allowanceHours,
      type.needsApproval,
      type.colleaguesSeeName,
      type.countsAsAway,
      type.halfDays,
      type.noteRequired,
      type.filedBy,
    ],
  );
  return (await getLeaveType(tx, id))!;
}

/** The columns of the fields a change may name. */
const COLUMNS: Record<keyof UpdateLeaveType, string> = {
  name: "name",
  colour: "colour",
  deductsFromAllowance: "deducts_allowance",
  allowanceHours: "allowance_hours",
  needsApproval: "needs_approval",
  colleaguesSeeName: "colleagues_see_name",
  countsAsAway: "counts_as_away",
  halfDays: "half_days",
  noteRequired: "note_required",
  filedBy: "filed_by",
  active: "active",
};

/** Sets the fields `change` names; the type as it is then, or undefined when there is none. */
export async function updateLeaveType(
  tx: Tx,
  id: number,
  change: UpdateLeaveType,
): Promise<LeaveTypeRow | undefined> {
  const entries = (Object.keys(COLUMNS) as (keyof UpdateLeaveType)[])
    .filter((key) => change[key] !== undefined);
  const rows = await tx.query(
    `update public.leave_types
     set ${entries.map((key, i) => `${COLUMNS[key]} = $${i + 2}`).join(", ")}
     where id = $1 returning id`,
    [id, ...entries.map((key) => change[key])],
  );
  return rows.length > 0 ? getLeaveType(tx, id) : undefined;
}

export function deleteLeaveType(tx: Tx, id: number): Promise<boolean> {
  return deleteById(tx, "public.leave_types", id);
}

/**
 * The user's hours of each active type with an allowance of its own in `year`: taken is the
 * live hours of the type in requests starting that year (as the guard counts them).
 */
export function findLeaveBalances(tx: Tx, userId: string, year: number): Promise<LeaveBalance[]> {
  return tx.query<LeaveBalance>(
    `select t.id::integer as "leaveTypeId", t.name, t.colour,
       t.allowance_hours::float8 as "allowanceHours", coalesce(h.taken, 0)::float8 as "takenHours",
       greatest(t.allowance_hours - coalesce(h.taken, 0), 0)::float8 as "leftHours"
     from public.leave_types t
     left join lateral (
       select sum(r.requested_hours) as taken from public.holiday_requests r
       where r.user_id = $1 and r.leave_type_id = t.id
         and r.status = any (private.live_request_statuses())
         and r.start_date >= make_date($2, 1, 1) and r.start_date < make_date($2 + 1, 1, 1)
     ) h on true
     where t.active and t.allowance_hours is not null
     order by ${ORDER}`,
    [userId, year],
  );
}
