/**
 * Cover (issue 17): skills, minimum staffing rules per department (and skill), what a request
 * does to cover, the heat-map and the administrator's overview. With no rule configured no
 * answer of the spec's routes changes: shortfalls appear only where a rule falls short.
 */
import { z } from "zod";
import { formatDate } from "../dates.ts";
import {
  dateRange,
  dayType,
  id,
  isoDate,
  optionalText,
  queryInt,
  requiredText,
  uuid,
} from "./common.ts";

/** What a blocking rule does to an employee's request; an administrator may go ahead with a reason. */
export const COVER_MODES = ["warn", "block"] as const;
export type CoverMode = (typeof COVER_MODES)[number];

/** A skill: { name }. */
export const skillSchema = z.object({ name: requiredText(100) });

/** A skill with how many active users hold it. */
export interface SkillRow {
  id: number;
  name: string;
  users: number;
}

/** A rule: at least `minimum` present in the department (holding the skill, if one is named). */
export const coverRuleSchema = z.object({
  departmentId: id,
  skillId: id.nullable(),
  minimum: z.number({ error: "must be a whole number from 1 to 10000" })
    .int({ error: "must be a whole number from 1 to 10000" })
    .min(1, { error: "must be a whole number from 1 to 10000" })
    .max(10_000, { error: "must be a whole number from 1 to 10000" }),
  mode: z.enum(COVER_MODES, { error: "must be warn or block" }).default("warn"),
});
export type CoverRuleInput = z.infer<typeof coverRuleSchema>;

export interface CoverRuleRow {
  id: number;
  departmentId: number;
  department: string;
  skillId: number | null;
  skill: string | null;
  minimum: number;
  mode: CoverMode;
}

/** The skills a user holds (replaces them all): { skillIds: [1, 3] }. */
export const userSkillsSchema = z.object({
  skillIds: z.array(id, { error: "must be a list of skill ids" })
    .max(100, { error: "must list at most 100 skills" })
    .transform((ids) => [...new Set(ids)]),
});

/** An administrator's reason to go ahead although a blocking rule falls short (optional). */
export const coverOverrideSchema = z.object({
  coverOverrideReason: optionalText(1000, { multiline: true }),
});

/** The request a preview asks about: the caller's own, or (administrators) a user's. */
export const coverPreviewQuerySchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  startDayType: dayType,
  endDayType: dayType,
  userId: uuid.optional(),
  /** The request's leave type (issue 33): one that does not count as away takes no cover. */
  leaveTypeId: queryInt(1, 2_147_483_647).optional(),
}).superRefine(dateRange("startDate", "endDate"));

/** One rule falling short on one day: present (after the request) of needed, who else is away. */
export interface CoverShortfall {
  day: string;
  ruleId: number;
  skill: string | null;
  mode: CoverMode;
  needed: number;
  present: number;
  awayNames: string[];
}

/** The answer of a preview, and the `cover_shortfalls` a created or pending request carries. */
export interface CoverPreview {
  shortfalls: CoverShortfall[];
}

/** The heat-map's window: 4 to 12 weeks from a day, all departments or one (by id). */
export const heatmapQuerySchema = z.object({
  startDate: isoDate,
  weeks: queryInt(4, 12),
  department: queryInt(1, 2_147_483_647),
});

/** One department's day: scheduled, away (approved), pending, present; needed by its rules. */
export interface HeatmapCell {
  day: string;
  scheduled: number;
  away: number;
  pending: number;
  present: number;
  /** The highest minimum of the department's rules without a skill, or null with none. */
  needed: number | null;
  /** Whether any rule (a skill's included) falls short that day. */
  short: boolean;
  /** Each rule falling short that day: its skill (null: everyone), mode, minimum and present. */
  shortfalls: HeatmapShortfall[];
}

/** A rule short on a heat-map day: "Forklift: 1 of 2" (skill null: the department's headcount). */
export interface HeatmapShortfall {
  skill: string | null;
  mode: "warn" | "block";
  needed: number;
  present: number;
}

export interface HeatmapRow {
  departmentId: number;
  department: string;
  /** Whether the department has a cover rule: without one, no day is short or enough. */
  hasRules: boolean;
  cells: HeatmapCell[];
}

/** Who is away on one day of a department (clicking a cell): names and how, never a reason. */
export interface HeatmapAway {
  name: string;
  /** "holiday" (approved or cancel requested), "pending" (a request waiting), "away" (sickness). */
  kind: "holiday" | "pending" | "away";
  part: number;
}

/** The administrator's landing page. */
export interface Overview {
  today: string;
  awayToday: { name: string; department: string; kind: HeatmapAway["kind"] }[];
  awayThisWeek: { name: string; department: string; from: string; to: string }[];
  /**
   * How many are away today, and away this week, in all: each list names the first 250 (by
   * name; by first day, then name), so a company of 20,000 is not sent every name (issue 32).
   * Absent in an answer of before: the lists were whole.
   */
  awayTodayTotal?: number;
  awayThisWeekTotal?: number;
  waiting: { requests: number; cancellations: number; oldestDays: number | null };
  /** The next 8 weeks' tightest day per department: lowest present over needed (or scheduled). */
  tightest: { department: string; day: string; present: number; needed: number | null }[];
  /** Approved holiday hours per department this year. */
  hoursByDepartment: { department: string; hours: number }[];
  /**
   * The year's approved hours per leave type, most first (issue 33): only while a type other
   * than Holiday has hours this year; absent otherwise (the spec's answer).
   */
  hoursByLeaveType?: { leaveTypeId: number; name: string; colour: string; hours: number }[];
  /** Sick days per month of this year (12 numbers, January first). */
  sickDaysByMonth: number[];
  /** Sickness follow-ups waiting: logs needing a fit note not received, interviews due. */
  followUpsDue: { fitNotes: number; interviews: number };
}

/** The refusal of a request a blocking rule stops: names the days and the rule. */
export function coverBlockedMessage(shortfalls: readonly CoverShortfall[]): string {
  const blocking = shortfalls.filter((s) => s.mode === "block");
  const first = blocking[0];
  const rule = first.skill
    ? `at least ${first.needed} with ${first.skill}`
    : `at least ${first.needed} present`;
  const days = [...new Set(blocking.map((s) => formatDate(s.day)))];
  return `Not enough cover: the rule "${rule}" would not be met on ${days.join(", ")}.`;
}
