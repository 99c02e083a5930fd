// SQL of cover (issue 17; supabase/schemas/60_cover.sql): skills, rules, a request's shortfalls, the
// heat-map and the overview. Every function takes the open transaction first. The counting is
// private.cover_grid's alone; these shape its answer.
import type {
  CoverRuleInput,
  CoverRuleRow,
  CoverShortfall,
  HeatmapAway,
  HeatmapRow,
  HeatmapShortfall,
  Overview,
  SkillRow,
} from "@shared/schemas/cover.ts";
import type { DayType } from "@shared/hours.ts";
import { HOLIDAY_LEAVE_TYPE_ID } from "@shared/leave-types.ts";
import { lockForReplace, type Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";

export interface CoverRange {
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
}

/**
 * The rules that requests of `userIds` over `range` (one person's, or a bulk booking's as one
 * batch) would leave short, day by day. `isNew`: the requests are not filed yet (their part is
 * taken off); otherwise they are counted already. `withNames`: who else is away, for an
 * approver; an employee is told the counts only. `leaveTypeId` (issue 33; Holiday unless
 * given): requests of a type that does not count as away take no cover, so leave none short.
 */
export async function findShortfalls(
  tx: Tx,
  userIds: readonly string[],
  range: CoverRange,
  options: { isNew: boolean; withNames: boolean; leaveTypeId?: number },
): Promise<CoverShortfall[]> {
  const [row] = await tx.query<{ shortfalls: CoverShortfall[] }>(
    `select case when $8::bigint = 1 or $8::bigint = any (private.away_leave_types())
       then private.cover_shortfalls_json($1::uuid[], $2::date, $3::date, $4, $5, $6, $7)
       else '[]'::json end as shortfalls`,
    [
      `{${userIds.join(",")}}`,
      range.startDate,
      range.endDate,
      range.startDayType,
      range.endDayType,
      options.isNew,
      options.withNames,
      options.leaveTypeId ?? HOLIDAY_LEAVE_TYPE_ID,
    ],
  );
  return row.shortfalls;
}

/**
 * Holds the cover of the departments of `userIds` until the transaction ends
 * (private.lock_cover), so a request's check and its insert cannot interleave with another's in
 * the same department: twenty racing bookings against "at least 21 of 22 present" land one.
 */
export async function lockCover(tx: Tx, userIds: readonly string[]): Promise<void> {
  await tx.query("select private.lock_cover($1::uuid[])", [`{${userIds.join(",")}}`]);
}

/**
 * Shortfalls of live requests by id (the pending list), only those with any (`offset 0`: the
 * function is called once a request, not again for the filter), and only of requests whose
 * leave type counts as away (issue 33): one that leaves its person present takes no cover.
 */
export async function findShortfallsOfRequests(
  tx: Tx,
  ids: readonly number[],
): Promise<Map<number, CoverShortfall[]>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: number; shortfalls: CoverShortfall[] }>(
    `select s.id, s.shortfalls
     from (
       select r.id::integer as id, private.cover_shortfalls_json(array[r.user_id], r.start_date,
         r.end_date, r.start_day_type, r.end_day_type, false, true) as shortfalls
       from public.holiday_requests r
       where r.id = any ($1::bigint[])
         and r.leave_type_id = any ((select private.away_leave_types())::bigint[])
       offset 0
     ) s
     where pg_catalog.json_array_length(s.shortfalls) > 0`,
    [`{${ids.join(",")}}`],
  );
  return new Map(rows.map((row) => [row.id, row.shortfalls]));
}

export function findSkills(tx: Tx): Promise<SkillRow[]> {
  return tx.query<SkillRow>(
    `select s.id::integer as id, s.name, (
       select count(*)::integer from public.user_skills us
       join public.users u on u.id = us.user_id and u.deactivated_at is null
       where us.skill_id = s.id) as users
     from public.skills s order by lower(s.name), s.id`,
  );
}

export async function createSkill(tx: Tx, name: string): Promise<SkillRow> {
  const [row] = await tx.query<SkillRow>(
    "insert into public.skills (name) values ($1) returning id::integer as id, name, 0 as users",
    [name],
  );
  return row;
}

export async function renameSkill(tx: Tx, id: number, name: string): Promise<boolean> {
  const rows = await tx.query("update public.skills set name = $2 where id = $1 returning id", [
    id,
    name,
  ]);
  return rows.length > 0;
}

export function deleteSkill(tx: Tx, id: number): Promise<boolean> {
  return deleteById(tx, "public.skills", id);
}

/** The skill ids of an active user, or undefined for no such user. */
export async function findUserSkills(tx: Tx, userId: string): Promise<number[] | undefined> {
  const [row] = await tx.query<{ ids: number[] }>(
    `select array(select us.skill_id::integer from public.user_skills us
       where us.user_id = u.id order by us.skill_id) as ids
     from public.users u where u.id = $1 and u.deactivated_at is null`,
    [userId],
  );
  return row?.ids;
}

/** Replaces a user's skills whole: of two saves at once, the last one's list stands. */
export async function setUserSkills(tx: Tx, userId: string, skillIds: number[]): Promise<void> {
  await lockForReplace(tx, "user_skills", userId);
  await tx.query(
    "delete from public.user_skills where user_id = $1 and not (skill_id = any ($2::bigint[]))",
    [userId, `{${skillIds.join(",")}}`],
  );
  await tx.query(
    `insert into public.user_skills (user_id, skill_id)
     select $1, s from unnest($2::bigint[]) s on conflict do nothing`,
    [userId, `{${skillIds.join(",")}}`],
  );
}

const RULE_COLUMNS = `r.id::integer as id, r.department_id::integer as "departmentId",
  d.name as department, r.skill_id::integer as "skillId", s.name as skill, r.minimum, r.mode`;
const RULE_JOINS = `join public.departments d on d.id = r.department_id
  left join public.skills s on s.id = r.skill_id`;

export function findCoverRules(tx: Tx): Promise<CoverRuleRow[]> {
  return tx.query<CoverRuleRow>(
    `select ${RULE_COLUMNS} from public.cover_rules r ${RULE_JOINS}
     order by lower(d.name), s.name nulls first, r.id`,
  );
}

export async function createCoverRule(tx: Tx, rule: CoverRuleInput): Promise<CoverRuleRow> {
  const [row] = await tx.query<CoverRuleRow>(
    `with r as (
       insert into public.cover_rules (department_id, skill_id, minimum, mode)
       values ($1, $2, $3, $4) returning *)
     select ${RULE_COLUMNS} from r ${RULE_JOINS}`,
    [rule.departmentId, rule.skillId, rule.minimum, rule.mode],
  );
  return row;
}

export async function updateCoverRule(
  tx: Tx,
  id: number,
  rule: CoverRuleInput,
): Promise<CoverRuleRow | undefined> {
  const [row] = await tx.query<CoverRuleRow>(
    `with r as (
       update public.cover_rules set department_id = $2, skill_id = $3, minimum = $4, mode = $5
       where id = $1 returning *)
     select ${RULE_COLUMNS} from r ${RULE_JOINS}`,
    [id, rule.departmentId, rule.skillId, rule.minimum, rule.mode],
  );
  return row;
}

export function deleteCoverRule(tx: Tx, id: number): Promise<boolean> {
  return deleteById(tx, "public.cover_rules", id);
}

/** A department of the heat-map as the database answers it: its days' figures as arrays. */
interface HeatmapColumns {
  departmentId: number;
  department: string;
  hasRules: boolean;
  days: string[];
  scheduled: number[];
  away: number[];
  pending: number[];
  present: number[];
  /** The days a rule counts: [day, needed, short, shortfalls]; null without any. */
  rules: [string, number | null, boolean, HeatmapShortfall[]][] | null;
}

/** A department's columns as its cells, a day each. */
function heatmapRow(columns: HeatmapColumns): HeatmapRow {
  const { departmentId, department, hasRules, days } = columns;
  const rules = new Map((columns.rules ?? []).map((rule) => [rule[0], rule]));
  return {
    departmentId,
    department,
    cells: days.map((day, n) => {
      const rule = rules.get(day);
      return {
        day,
        scheduled: columns.scheduled[n],
        away: columns.away[n],
        pending: columns.pending[n],
        present: columns.present[n],
        needed: rule?.[1] ?? null,
        short: rule?.[2] ?? false,
        shortfalls: rule?.[3] ?? [],
      };
    }),
    hasRules,
  };
}

/**
 * Departments × days of [from, to] (one department, or all): the headcount's figures, the
 * highest minimum of the rules without a skill, and whether any rule falls short. The database
 * answers each department's figures as arrays (an object per day cost more to build than the
 * grid at ten times the company, issue 32); the cells are laid out here.
 */
export async function findHeatmap(
  tx: Tx,
  from: string,
  to: string,
  departmentId: number | undefined,
): Promise<HeatmapRow[]> {
  const [row] = await tx.query<{ rows: HeatmapColumns[] }>(
    `with g as materialized (
       select * from private.cover_grid(
         case when $3::bigint is null then null else array[$3::bigint] end, $1::date, $2::date)
     ),
     rules as (
       select g.department_id, g.day,
         max(g.needed) filter (where g.skill_id is null) as needed,
         coalesce(bool_or(g.present < g.needed), false) as short,
         coalesce(json_agg(json_build_object('skill', k.name, 'mode', g.mode,
             'needed', g.needed, 'present', g.present::float8) order by k.name nulls first)
           filter (where g.present < g.needed), '[]'::json) as shortfalls
       from g left join public.skills k on k.id = g.skill_id
       where g.rule_id is not null
       group by g.department_id, g.day
     )
     select coalesce(json_agg(json_build_object(
         'departmentId', d.id, 'department', d.name,
         'hasRules', exists (select 1 from public.cover_rules r where r.department_id = d.id),
         'days', c.days, 'scheduled', c.scheduled, 'away', c.away, 'pending', c.pending,
         'present', c.present, 'rules', c.rules)
       order by lower(d.name), d.id), '[]'::json) as rows
     from (
       select h.department_id, json_agg(h.day order by h.day) as days,
         json_agg(h.scheduled::float8 order by h.day) as scheduled,
         json_agg(h.away::float8 order by h.day) as away,
         json_agg(h.pending::float8 order by h.day) as pending,
         json_agg(h.present::float8 order by h.day) as present,
         json_agg(json_build_array(r.day, r.needed, r.short, r.shortfalls) order by h.day)
           filter (where r.day is not null) as rules
       from g h
       left join rules r on r.department_id = h.department_id and r.day = h.day
       where h.rule_id is null
       group by h.department_id
     ) c join public.departments d on d.id = c.department_id`,
    [from, to, departmentId ?? null],
  );
  return row.rows.map(heatmapRow);
}

/**
 * Who of a department is away on a day, and how: never a reason or a request's type; a request
 * of a leave type that does not count as away (issue 33) leaves its person present.
 */
export function findAwayOn(tx: Tx, departmentId: number, day: string): Promise<HeatmapAway[]> {
  return tx.query<HeatmapAway>(
    `select u.first_name || ' ' || u.last_name as name, a.kind, a.part::float8 as part
     from public.users u
     cross join lateral (
       select case when r.status = 'pending' then 'pending' else 'holiday' end as kind,
         case
           when $2::date = r.start_date and r.start_day_type <> 'full' then 0.5
           when $2::date = r.end_date and r.end_date <> r.start_date and r.end_day_type <> 'full'
             then 0.5
           else 1
         end as part
       from public.holiday_requests r
       where r.user_id = u.id and r.status = any (private.live_request_statuses())
         and r.leave_type_id = any ((select private.away_leave_types())::bigint[])
         and $2::date between r.start_date and r.end_date
       union all
       select 'away', 1 from public.sickness_logs l
       where l.user_id = u.id and $2::date >= l.sick_from_date
         and (l.sick_to_date is null or $2::date <= l.sick_to_date)
     ) a
     where u.department_id = $1 and u.deactivated_at is null
     order by lower(u.last_name), lower(u.first_name), a.kind`,
    [departmentId, day],
  );
}

/** The administrator's landing page, as of `today` (London): private.find_overview_json. */
export async function findOverview(tx: Tx, today: string): Promise<Overview> {
  const [row] = await tx.query<{ overview: Overview }>(
    "select private.find_overview_json($1::date) as overview",
    [today],
  );
  // The hours per leave type are null while only Holiday has hours: left out, as before.
  const { hoursByLeaveType, ...overview } = row.overview;
  return hoursByLeaveType ? { ...overview, hoursByLeaveType } : overview;
}
