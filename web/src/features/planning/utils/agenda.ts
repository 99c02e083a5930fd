/**
 * The "Who's off" agenda (issue 31, item 7): today and the next 7 days, each day's holidays and
 * appointments by department, as pure functions of the planning's entries.
 */
import { addDays, formatTime } from "@shared/dates.ts";
import type { HalfDayPart } from "@shared/hours.ts";

import { agendaMessages as texts } from "../agenda-messages";
import type { PlanningRange } from "../api/query-keys";
import { entriesOnDay } from "./calendar-layout";
import { longDay } from "./cover-heatmap";
import { dayKind } from "./day-marks";
import type { PlanningEntry } from "./planning-entries";

/** Today and the seven days after it. */
export const AGENDA_DAYS = 8;

/** The range the agenda loads: today to a week on. */
export function agendaRange(today: string): PlanningRange {
  return { startDate: today, endDate: addDays(today, AGENDA_DAYS - 1) };
}

/** One department's people off on a day, by name. */
export type AgendaGroup = { department: string; entries: PlanningEntry[] };

export type AgendaDay = {
  date: string;
  /** "Today, Sat 28 Nov 2026" or "Sun 29 Nov 2026". */
  title: string;
  /** "Christmas Day (bank holiday)", "Weekend" or null on a plain working day. */
  kind: string | null;
  groups: AgendaGroup[];
};

/** The agenda's days from today, each with its entries grouped by department (A to Z). */
export function agendaDays(
  entries: readonly PlanningEntry[],
  today: string,
  holidayNames: ReadonlyMap<string, string>,
): AgendaDay[] {
  return Array.from({ length: AGENDA_DAYS }, (_, n) => {
    const date = addDays(today, n);
    const byDepartment = new Map<string, PlanningEntry[]>();
    for (const entry of entriesOnDay(entries, date)) {
      const group = byDepartment.get(entry.department);
      if (group) group.push(entry);
      else byDepartment.set(entry.department, [entry]);
    }
    const groups = [...byDepartment]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([department, list]) => ({
        department,
        entries: list.sort((a, b) => a.name.localeCompare(b.name)),
      }));
    const title = n === 0 ? `${texts.today}, ${longDay(date)}` : longDay(date);
    return { date, title, kind: dayKind(date, holidayNames.get(date)), groups };
  });
}

/** The half of `date` a holiday takes, when it takes only half of it. */
export function halfOn(entry: PlanningEntry, date: string): HalfDayPart | null {
  if (entry.kind !== "holiday") return null;
  const { start_day_type: startType, end_day_type: endType } = entry.holiday;
  const type = date === entry.startDate ? startType : date === entry.endDate ? endType : "full";
  return type === "morning" || type === "afternoon" ? type : null;
}

/**
 * What a person's line says of that day beside their name: "Holiday (morning), until Fri 4 Dec
 * 2026"; "Appointment, 09:00-11:00".
 */
export function agendaDetail(entry: PlanningEntry, date: string): string {
  if (entry.kind === "appointment") {
    const start = formatTime(entry.appointment.start_time);
    const end = formatTime(entry.appointment.end_time);
    const isFirst = date === entry.startDate;
    const isLast = date === entry.endDate;
    const times = isFirst && isLast && start && end
      ? `${start}–${end}`
      : isFirst && start
      ? `${texts.from} ${start}`
      : isLast && end
      ? `${texts.until} ${end}`
      : "";
    return times ? `${texts.appointment}, ${times}` : texts.appointment;
  }
  const half = halfOn(entry, date);
  // Another leave type (issue 33) by its name: "Compassionate leave (morning)".
  const what = entry.holiday.leave_type?.name ?? texts.holiday;
  const parts = [half ? `${what} (${texts[half]})` : what];
  if (entry.endDate > date) parts.push(`${texts.until} ${longDay(entry.endDate)}`);
  return parts.join(", ");
}
