// SQL of the wallchart (issue 31; supabase/schemas/78_wallchart.sql): private.find_wallchart_json
// builds it in the database, each person as the stretches of their pattern (a mask of the days
// it gives no hours), their marked days and their live holidays; here each person's row is laid
// out day by day, so the database never makes a row per person and day, and the cover row of a
// department without a rule is counted from its people's days as private.cover_grid counts it.
import type { DayType } from "@shared/hours.ts";
import type {
  Wallchart,
  WallchartDepartment,
  WallchartLeaveType,
  WallchartMark,
} from "@shared/schemas/wallchart.ts";
import type { JsonText, Tx } from "../../_shared/db.ts";

/** A person as the database answers, an array: `spans` null works the company default. */
type StoredPerson = [
  id: string,
  name: string,
  /** [first day index, last day index, mask of the whole window: "o" a day of no hours]. */
  spans: [number, number, string][] | null,
  /**
   * [first day index, last day index, rank, mark]: the marks other than 'off' (null: none); on
   * a day the lowest rank's holds.
   */
  marks: [number, number, number, WallchartMark][] | null,
  /**
   * The live holidays: [first, last] day indexes (either may lie outside the window), their
   * day types, whether pending and, of a leave type other than Holiday only, its id (issue 33;
   * null: none).
   */
  bookings: [number, number, DayType, DayType, boolean, number?][] | null,
];

/** A holiday's rank among the marks: under a sickness log, over an appointment. */
const BOOKING_RANK = 4;

/** The parts of a day the live holidays take: approved or pending, whole or a half. */
const PARTS = {
  approved: { full: 1, morning: 2, afternoon: 4 },
  pending: { full: 8, morning: 16, afternoon: 32 },
} as const;

/**
 * A day's holiday mark from the parts its holidays take: an approved holiday (or both approved
 * halves) first, then an approved half, then a pending one (a pending half beside an approved
 * half shows the approved one).
 */
function bookingMark(parts: number): WallchartMark {
  const { approved, pending } = PARTS;
  const both = (morning: number, afternoon: number) =>
    (parts & morning) !== 0 && (parts & afternoon) !== 0;
  if (parts & approved.full || both(approved.morning, approved.afternoon)) return "holiday";
  if (parts & approved.morning) return "holiday-morning";
  if (parts & approved.afternoon) return "holiday-afternoon";
  const anyMorning = pending.morning | approved.morning;
  const anyAfternoon = pending.afternoon | approved.afternoon;
  if (parts & pending.full || both(anyMorning, anyAfternoon)) return "pending";
  return parts & pending.morning ? "pending-morning" : "pending-afternoon";
}

/** The parts of each day the live holidays take (PARTS), by day index within the window. */
function bookingParts(
  dayCount: number,
  bookings: NonNullable<StoredPerson[4]>,
): Map<number, number> {
  const parts = new Map<number, number>();
  for (const [first, last, startType, endType, isPending] of bookings) {
    const kind = isPending ? PARTS.pending : PARTS.approved;
    for (let day = Math.max(first, 0); day <= Math.min(last, dayCount - 1); day++) {
      const type = day === first ? startType : day === last ? endType : "full";
      parts.set(day, (parts.get(day) ?? 0) | kind[type]);
    }
  }
  return parts;
}

/**
 * Of each day a booking of a leave type other than Holiday takes, the type (issue 33; the
 * later booking's when two such are on one day).
 */
function bookingTypes(
  dayCount: number,
  bookings: NonNullable<StoredPerson[4]>,
): Map<number, number> {
  const types = new Map<number, number>();
  for (const [first, last, , , , typeId] of bookings) {
    if (typeId === undefined) continue;
    for (let day = Math.max(first, 0); day <= Math.min(last, dayCount - 1); day++) {
      types.set(day, typeId);
    }
  }
  return types;
}

/** How much of a day its holidays take, approved and pending alike: a half, or all of it. */
function partsAway(parts: number): number {
  const { approved, pending } = PARTS;
  if (parts & (approved.full | pending.full)) return 1;
  const morning = parts & (approved.morning | pending.morning) ? 0.5 : 0;
  const afternoon = parts & (approved.afternoon | pending.afternoon) ? 0.5 : 0;
  return morning + afternoon;
}

interface StoredWallchart {
  days: string[];
  /** The company default's mask over the window. */
  defaultMask: string;
  departments: (Omit<WallchartDepartment, "people" | "cover"> & {
    people: StoredPerson[];
    /** The grid's cover row of a department with a rule; null: the API counts it. */
    cover: WallchartDepartment["cover"] | null;
  })[];
  /** The departments of the whole wallchart when a page was asked for; else null. */
  departmentCount: number | null;
  /** The leave types other than Holiday of its bookings (issue 33); null: none. */
  leaveTypes?: (WallchartLeaveType & { away: boolean })[] | null;
}

/** A person's row: their marks by day, and how much of each day they are away. */
export interface PersonDays {
  cells: WallchartMark[];
  /**
   * Of a day they are scheduled (not 'off', not a bank holiday): how much of it a sickness log
   * or their live holidays (pending ones too) take, at most all of it; else 0. The cover row
   * counts them so, as private.cover_grid does: a booking of a leave type that does not count
   * as away (issue 33) is not counted.
   */
  away: number[];
  /** Issue 33: the leave type other than Holiday of each day holding one's mark, else null. */
  types?: (number | null)[];
}

/** Whether a person is scheduled on a day that shows `mark`. */
const isScheduled = (mark: WallchartMark) => mark !== "off" && mark !== "bank-holiday";

/**
 * A person's row: 'off' where their pattern gives no hours (it hides the rest), else the mark of
 * the lowest rank that day, else '' (working); and what of each scheduled day they are away.
 */
export function layOutPerson(
  dayCount: number,
  defaultMask: string,
  person: { spans: StoredPerson[2]; marks: StoredPerson[3]; bookings: StoredPerson[4] },
  /** The leave types other than Holiday that do not count as away (issue 33). */
  notAway: ReadonlySet<number> = new Set(),
): PersonDays {
  const cells = new Array<WallchartMark>(dayCount).fill("");
  const away = new Array<number>(dayCount).fill(0);
  // The highest rank first, so a lower one laid over it wins its days.
  const marks = [...(person.marks ?? [])].sort((a, b) => b[2] - a[2]);
  const paint = (ranks: (rank: number) => boolean) => {
    for (const [first, last, rank, mark] of marks) {
      if (!ranks(rank)) continue;
      for (let day = first; day <= last; day++) cells[day] = mark;
    }
  };
  paint((rank) => rank > BOOKING_RANK);
  let typed: Map<number, number> | undefined;
  if (person.bookings) {
    const awayBookings = person.bookings.filter(([, , , , , typeId]) =>
      typeId === undefined || !notAway.has(typeId)
    );
    const awayParts = bookingParts(dayCount, awayBookings);
    for (const [day, parts] of bookingParts(dayCount, person.bookings)) {
      cells[day] = bookingMark(parts);
      away[day] = partsAway(awayParts.get(day) ?? 0);
    }
    typed = bookingTypes(dayCount, person.bookings);
  }
  paint((rank) => rank < BOOKING_RANK);
  for (const [first, last, mask] of person.spans ?? [[0, dayCount - 1, defaultMask]]) {
    for (let day = first; day <= last; day++) if (mask[day] === "o") cells[day] = "off";
  }
  cells.forEach((mark, day) => {
    if (mark === "away") away[day] = 1;
    else if (!isScheduled(mark)) away[day] = 0;
  });
  // A day's type only where its mark is the booking's (a sickness log or 'off' hides it).
  const types = typed && typed.size > 0
    ? cells.map((mark, day) => isBookingMark(mark) ? typed.get(day) ?? null : null)
    : undefined;
  return types && types.some((type) => type !== null) ? { cells, away, types } : { cells, away };
}

/** Whether a mark is a holiday's, approved or pending. */
const isBookingMark = (mark: WallchartMark) =>
  mark.startsWith("holiday") || mark.startsWith("pending");

/**
 * The cover row of a department without a rule: per day someone is scheduled, how many are
 * and how many of them are present (pending holidays counted away).
 */
export function headcountRow(days: readonly string[], people: readonly PersonDays[]) {
  return days.flatMap((day, n) => {
    let scheduled = 0;
    let away = 0;
    for (const person of people) {
      if (!isScheduled(person.cells[n])) continue;
      scheduled++;
      away += person.away[n];
    }
    return scheduled === 0
      ? []
      : [{ day, scheduled, present: scheduled - away, needed: null, short: false }];
  });
}

/** A page of the wallchart: departments skipped, then whole ones up to `limit` people. */
export interface WallchartPage {
  offset?: number;
  limit?: number;
}

/** People of one department (or all) by the days of [from, to], with each department's cover. */
export async function findWallchart(
  tx: Tx,
  from: string,
  to: string,
  departmentId: number | undefined,
): Promise<JsonText<Wallchart>> {
  return (await findWallchartPage(tx, from, to, departmentId)).wallchart;
}

/**
 * The wallchart, or a page of it (issue 32): with `page`, the departments from the `offset`-th
 * (0 the first) that it takes to hold `limit` people, whole, and `departmentCount` the
 * departments of the whole wallchart (null without a page).
 */
export async function findWallchartPage(
  tx: Tx,
  from: string,
  to: string,
  departmentId: number | undefined,
  page?: WallchartPage,
): Promise<{ wallchart: JsonText<Wallchart>; departmentCount: number | null }> {
  const [row] = await tx.query<{ wallchart: StoredWallchart }>(
    "select private.find_wallchart_json($1::date, $2::date, $3::bigint, $4::integer, $5::integer)" +
      " as wallchart",
    [from, to, departmentId ?? null, page?.offset ?? null, page?.limit ?? null],
  );
  const { days, defaultMask, departments, departmentCount, leaveTypes } = row.wallchart;
  const notAway = new Set((leaveTypes ?? []).filter((type) => !type.away).map((type) => type.id));
  const wallchart: Wallchart = {
    days,
    departments: departments.map((department) => {
      const rows = department.people.map(([, , spans, marks, bookings]) =>
        layOutPerson(days.length, defaultMask, { spans, marks, bookings }, notAway)
      );
      return {
        id: department.id,
        name: department.name,
        people: department.people.map(([id, name], n) => {
          const { cells, types } = rows[n];
          return types ? { id, name, cells, types } : { id, name, cells };
        }),
        cover: department.cover ?? headcountRow(days, rows),
      };
    }),
  };
  // Issue 33: only when a type other than Holiday shows, so a Holiday-only answer is the spec's.
  if (leaveTypes?.length) {
    wallchart.leaveTypes = leaveTypes.map(({ id, name, colour }) => ({ id, name, colour }));
  }
  return { wallchart: JSON.stringify(wallchart), departmentCount: departmentCount ?? null };
}
