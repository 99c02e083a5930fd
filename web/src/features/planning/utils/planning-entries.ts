/**
 * The planning's rows and calendar events, as pure functions of the API answers: one entry
 * per holiday or appointment, titled, coloured and dated as spec sections 2, 3 and 9 say.
 */
import { APPOINTMENT_COLOUR } from "@shared/constants.ts";
import { isValidIsoDate } from "@shared/dates.ts";
import { departmentColour, departmentLabel } from "@shared/departments.ts";
import { requestHours } from "@shared/hours.ts";
import { appointmentEventTitle, holidayEventTitle, messages } from "@shared/messages.ts";
import { isRequestStatus } from "@shared/status.ts";

import type { PlanningAppointment } from "../api/get-planning-appointments";
import type { PlanningHoliday } from "../api/get-planning-holidays";

/** The type filter of the planning: it exists, but no control for it is shown (spec). */
export type PlanningType = "all" | "holiday" | "appointment";

type EntryBase = {
  /** Unique across both kinds: "holiday-12", "appointment-3". */
  key: string;
  name: string;
  /** The department as shown. */
  department: string;
  startDate: string;
  endDate: string;
  title: string;
  colour: string;
};

export type HolidayEntry = EntryBase & {
  kind: "holiday";
  hours: number;
  isPending: boolean;
  holiday: PlanningHoliday;
};

export type AppointmentEntry = EntryBase & {
  kind: "appointment";
  appointment: PlanningAppointment;
};

export type PlanningEntry = HolidayEntry | AppointmentEntry;

/** The stored hours, or the shared rule's when an answer lacks them. */
function hoursOf(holiday: PlanningHoliday, bankHolidays: ReadonlySet<string>): number {
  if (typeof holiday.requested_hours === "number") return holiday.requested_hours;
  return requestHours({
    startDate: holiday.start_date,
    endDate: holiday.end_date,
    startDayType: holiday.start_day_type,
    endDayType: holiday.end_day_type,
  }, bankHolidays);
}

/** A holiday's entry; null when its dates cannot be drawn. */
export function holidayEntry(
  holiday: PlanningHoliday,
  bankHolidays: ReadonlySet<string>,
): HolidayEntry | null {
  const { start_date: startDate, end_date: endDate } = holiday;
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate) || endDate < startDate) return null;
  const hours = hoursOf(holiday, bankHolidays);
  const title = holidayEventTitle(
    holiday.firstName,
    holiday.lastName,
    holiday.start_day_type,
    holiday.end_day_type,
    hours,
  );
  const type = holiday.leave_type;
  return {
    kind: "holiday",
    key: `holiday-${holiday.id}`,
    name: `${holiday.firstName} ${holiday.lastName}`,
    department: departmentLabel(holiday.department),
    startDate,
    endDate,
    // A Holiday is the spec's, in its department's colour; another leave type (issue 33) is
    // named before it and drawn in the type's colour, as an appointment is in its own.
    title: type ? `${type.name}: ${title}` : title,
    colour: type ? type.colour : departmentColour(holiday.department),
    hours,
    // Any status the app does not know is shown as Pending (spec section 4).
    isPending: holiday.status === "pending" || !isRequestStatus(holiday.status),
    holiday,
  };
}

/** The department an appointment shows: its user's, or 'N/A' when the answer has none. */
export function appointmentDepartment(appointment: PlanningAppointment): string {
  return appointment.department === undefined
    ? messages.notApplicable
    : departmentLabel(appointment.department);
}

/** An appointment's entry; null when its from or to date is invalid (spec: skipped). */
export function appointmentEntry(appointment: PlanningAppointment): AppointmentEntry | null {
  const startDate = appointment.event_from_date;
  // A missing to date means a one-day appointment.
  const endDate = appointment.event_to_date || startDate;
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate) || endDate < startDate) return null;
  return {
    kind: "appointment",
    key: `appointment-${appointment.id}`,
    name: `${appointment.firstName} ${appointment.lastName}`,
    department: appointmentDepartment(appointment),
    startDate,
    endDate,
    title: appointmentEventTitle(
      appointment.firstName,
      appointment.lastName,
      appointment.reason ?? "",
    ),
    colour: APPOINTMENT_COLOUR,
    appointment,
  };
}

/** True when an appointment belongs to the chosen department ("" = all departments). */
function isInDepartment(appointment: PlanningAppointment, department: string): boolean {
  if (department === "") return true;
  // Without the user's department in the answer, an appointment belongs to no chosen one.
  if (appointment.department === undefined) return false;
  return departmentLabel(appointment.department).toLowerCase() === department.toLowerCase();
}

/**
 * Every entry of the planning, by start date ascending (then name): the server already
 * filtered holidays by department; appointments are filtered here.
 */
export function buildEntries(
  holidays: readonly PlanningHoliday[],
  appointments: readonly PlanningAppointment[],
  filter: { type: PlanningType; department: string },
  bankHolidays: ReadonlySet<string>,
): PlanningEntry[] {
  const entries: PlanningEntry[] = [];
  if (filter.type !== "appointment") {
    for (const holiday of holidays) {
      const entry = holidayEntry(holiday, bankHolidays);
      if (entry) entries.push(entry);
    }
  }
  if (filter.type !== "holiday") {
    for (const appointment of appointments) {
      if (!isInDepartment(appointment, filter.department)) continue;
      const entry = appointmentEntry(appointment);
      if (entry) entries.push(entry);
    }
  }
  return entries.sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.name.localeCompare(b.name)
  );
}

/** The list search: the title or the department contains the text, any case. */
export function searchEntries(entries: readonly PlanningEntry[], text: string): PlanningEntry[] {
  const needle = text.trim().toLowerCase();
  if (needle === "") return entries as PlanningEntry[];
  return entries.filter((entry) =>
    entry.title.toLowerCase().includes(needle) || entry.department.toLowerCase().includes(needle)
  );
}

/**
 * The leave types other than Holiday among the entries, each once, by name, for the legend:
 * [] while every entry is a Holiday or an appointment.
 */
export function leaveTypesOf(
  entries: readonly PlanningEntry[],
): { name: string; colour: string }[] {
  const types = new Map<string, string>();
  for (const entry of entries) {
    const type = entry.kind === "holiday" ? entry.holiday.leave_type : undefined;
    if (type) types.set(type.name, type.colour);
  }
  return [...types].sort(([a], [b]) => a.localeCompare(b))
    .map(([name, colour]) => ({ name, colour }));
}
