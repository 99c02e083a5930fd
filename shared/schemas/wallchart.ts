/**
 * The wallchart (issue 31): people of each department by days, 2 to 6 weeks from a day, with
 * the department's cover row under its people. Sickness shows as "away", never a reason.
 */
import { z } from "zod";
import { isoDate, queryInt } from "./common.ts";

/** Weeks the wallchart shows when the query names none. */
export const WALLCHART_DEFAULT_WEEKS = 2;
export const WALLCHART_MIN_WEEKS = 2;
export const WALLCHART_MAX_WEEKS = 6;

/** The most people a page of the wallchart may be asked to hold (issue 32). */
export const WALLCHART_MAX_PAGE_PEOPLE = 10_000;

/**
 * The wallchart's window: ?startDate=2027-02-01&weeks=4&department=3 (weeks 2 to 6, default 2).
 * A page (issue 32): `offset` departments skipped, then whole departments until the page holds
 * at least `limit` people (at least one department); either alone pages too, and the answer
 * says in X-Total-Count how many departments the whole wallchart has.
 */
export const wallchartQuerySchema = z.object({
  startDate: isoDate,
  weeks: queryInt(WALLCHART_MIN_WEEKS, WALLCHART_MAX_WEEKS),
  department: queryInt(1, 2_147_483_647),
  offset: queryInt(0, 2_147_483_647),
  limit: queryInt(1, WALLCHART_MAX_PAGE_PEOPLE),
});
export type WallchartQuery = z.infer<typeof wallchartQuerySchema>;

/** What a person's day holds, the first that applies: "" is a working day with nothing booked. */
export const WALLCHART_MARKS = [
  "off",
  "bank-holiday",
  "away",
  "holiday",
  "holiday-morning",
  "holiday-afternoon",
  "pending",
  "pending-morning",
  "pending-afternoon",
  "appointment",
  "",
] as const;
export type WallchartMark = (typeof WALLCHART_MARKS)[number];

/** One person's row: a mark per day of `Wallchart.days`. */
export interface WallchartPerson {
  id: string;
  name: string;
  cells: WallchartMark[];
  /**
   * Issue 33: of each day, the id of the leave type other than Holiday that its holiday or
   * pending mark is of (one of `Wallchart.leaveTypes`), else null; only on a person with such a
   * day in the window.
   */
  types?: (number | null)[];
}

/** A department's working day: scheduled, present (pending counted away), its rules' minimum. */
export interface WallchartCover {
  day: string;
  scheduled: number;
  present: number;
  /** The highest minimum of the department's rules without a skill, or null with none. */
  needed: number | null;
  /** Whether any rule (a skill's included) falls short that day. */
  short: boolean;
}

export interface WallchartDepartment {
  id: number;
  name: string;
  people: WallchartPerson[];
  /** Only the days someone of the department is scheduled. */
  cover: WallchartCover[];
}

/** A leave type other than Holiday as the wallchart draws it (issue 33). */
export interface WallchartLeaveType {
  id: number;
  name: string;
  colour: string;
}

export interface Wallchart {
  days: string[];
  departments: WallchartDepartment[];
  /** Issue 33: the leave types other than Holiday of its days, by name; only when there are any. */
  leaveTypes?: WallchartLeaveType[];
}
