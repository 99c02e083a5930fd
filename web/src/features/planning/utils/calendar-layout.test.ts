import { describe, expect, it } from "vitest";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { APPOINTMENT_COLOUR } from "@shared/constants.ts";

import type { PlanningAppointment } from "../api/get-planning-appointments";
import type { PlanningHoliday } from "../api/get-planning-holidays";
import {
  calendarEvents,
  entriesOnDay,
  holidaySpan,
  layoutCalendar,
  MORE_EVENT_CLASS,
  PENDING_EVENT_CLASS,
  pieceEvent,
} from "./calendar-layout";
import { appointmentEntry, holidayEntry, type PlanningEntry } from "./planning-entries";

const BANK_HOLIDAYS = bankHolidaySet();
// March 2026 as the month view shows it: Monday 23 February to Sunday 5 April.
const MARCH = { startDate: "2026-02-23", endDate: "2026-04-05" };

let nextId = 1;
function holiday(
  start: string,
  end: string,
  overrides: Partial<PlanningHoliday> = {},
): PlanningEntry {
  const id = nextId++;
  return holidayEntry({
    id,
    user_id: `u${id}`,
    firstName: "User",
    lastName: String(id).padStart(3, "0"),
    department: "Production",
    start_date: start,
    end_date: end,
    start_day_type: "full",
    end_day_type: "full",
    status: "accepted",
    requested_hours: 10,
    ...overrides,
  }, BANK_HOLIDAYS)!;
}

function appointment(overrides: Partial<PlanningAppointment> = {}): PlanningEntry {
  return appointmentEntry({
    id: 7,
    user_id: "u7",
    firstName: "Bob",
    lastName: "Ray",
    reason: "Dentist",
    event_from_date: "2026-03-03",
    event_to_date: "2026-03-04",
    start_time: "09:00",
    end_time: "11:30",
    ...overrides,
  })!;
}

describe("holidaySpan (FullCalendar ends are exclusive)", () => {
  const base = {
    start_date: "2026-03-02",
    end_date: "2026-03-05",
    start_day_type: "full",
    end_day_type: "full",
  } as const;

  it("moves the end of a holiday ending on a full day one day later", () => {
    expect(holidaySpan(base)).toEqual({ start: "2026-03-02", end: "2026-03-06", allDay: true });
    expect(holidaySpan({ ...base, end_date: "2026-03-31" }).end).toBe("2026-04-01");
  });

  it("ends a holiday ending on a morning at midday of its last day", () => {
    expect(holidaySpan({ ...base, end_day_type: "morning" })).toEqual({
      start: "2026-03-02T00:00:00",
      end: "2026-03-05T12:00:00",
      allDay: false,
    });
  });

  it("ends one ending on an afternoon with the day, and starts an afternoon at midday", () => {
    expect(holidaySpan({ ...base, end_day_type: "afternoon" })).toEqual({
      start: "2026-03-02",
      end: "2026-03-06",
      allDay: true,
    });
    expect(holidaySpan({ ...base, start_day_type: "afternoon" })).toEqual({
      start: "2026-03-02T12:00:00",
      end: "2026-03-06T00:00:00",
      allDay: false,
    });
  });

  it("draws a one-day holiday by its start type", () => {
    const oneDay = { ...base, end_date: "2026-03-02" };
    expect(holidaySpan({ ...oneDay, end_day_type: "morning" })).toEqual({
      start: "2026-03-02",
      end: "2026-03-03",
      allDay: true,
    });
    expect(holidaySpan({ ...oneDay, start_day_type: "morning" }).end).toBe("2026-03-02T12:00:00");
    expect(holidaySpan({ ...oneDay, start_day_type: "afternoon" })).toEqual({
      start: "2026-03-02T12:00:00",
      end: "2026-03-03T00:00:00",
      allDay: false,
    });
  });
});

describe("layoutCalendar", () => {
  it("keeps everything when no day has more than four", () => {
    const entries = [
      holiday("2026-03-02", "2026-03-05"),
      holiday("2026-03-02", "2026-03-02"),
      holiday("2026-03-03", "2026-03-03"),
      holiday("2026-03-05", "2026-03-06"),
    ];
    const layout = layoutCalendar(entries, MARCH, 4);
    expect(layout.pieces).toHaveLength(4);
    expect(layout.hiddenByDay.size).toBe(0);
  });

  it("shows three and counts the rest on a day with more than four", () => {
    const entries = Array.from({ length: 6 }, () => holiday("2026-03-09", "2026-03-09"));
    const layout = layoutCalendar(entries, MARCH, 4);
    expect(layout.pieces).toHaveLength(3);
    expect([...layout.hiddenByDay]).toEqual([["2026-03-09", 3]]);
  });

  it("hides a fourth-row bar that crosses a crowded day, and counts it on each of its days", () => {
    const monToThu = holiday("2026-03-09", "2026-03-12");
    const monToWed = holiday("2026-03-09", "2026-03-11");
    const monToTue = holiday("2026-03-09", "2026-03-10");
    const otherMonToThu = holiday("2026-03-09", "2026-03-12", { firstName: "Zed" });
    const tuesday = holiday("2026-03-10", "2026-03-10");
    const layout = layoutCalendar([monToThu, monToWed, monToTue, otherMonToThu, tuesday], MARCH, 4);
    // Longest first, then by title: Mon-Tue lands on the fourth row, where Tuesday holds five.
    expect(layout.pieces.map((p) => p.entry.key)).toEqual(
      [monToThu, otherMonToThu, monToWed].map((entry) => entry.key),
    );
    expect([...layout.hiddenByDay]).toEqual([
      ["2026-03-09", 1],
      ["2026-03-10", 2],
    ]);
  });

  it("cuts entries at the week edges, each week laid out on its own", () => {
    const entry = holiday("2026-03-05", "2026-03-10"); // Thursday to Tuesday
    const layout = layoutCalendar([entry], MARCH, 4);
    expect(layout.pieces.map((p) => [p.startDate, p.endDate])).toEqual([
      ["2026-03-05", "2026-03-08"],
      ["2026-03-09", "2026-03-10"],
    ]);
  });

  it("keeps a year of a large company to a few drawn events a day", () => {
    const entries: PlanningEntry[] = [];
    for (let day = 1; day <= 28; day++) {
      for (let n = 0; n < 30; n++) {
        const date = `2026-02-${String(day).padStart(2, "0")}`;
        entries.push(holiday(date, date));
      }
    }
    const layout = layoutCalendar(entries, { startDate: "2026-01-01", endDate: "2026-12-31" }, 4);
    expect(layout.pieces).toHaveLength(28 * 3);
    expect(layout.hiddenByDay.get("2026-02-14")).toBe(27);
    expect(calendarEvents(layout)).toHaveLength(28 * 4);
  });
});

describe("calendar events", () => {
  it("draws a piece with its entry's colour, and pending holidays striped", () => {
    const pending = holiday("2026-03-02", "2026-03-03", { status: "pending" });
    const [event] = calendarEvents(layoutCalendar([pending], MARCH, 4));
    expect(event).toMatchObject({
      title: pending.title,
      start: "2026-03-02",
      end: "2026-03-04",
      allDay: true,
      classNames: [PENDING_EVENT_CLASS],
      extendedProps: { order: 0, key: pending.key },
    });
  });

  it("ends an appointment the day after its to date, in grey", () => {
    const entry = appointment();
    expect(pieceEvent({ entry, startDate: entry.startDate, endDate: entry.endDate }, 0))
      .toMatchObject({
        title: "Appointment: Bob Ray - Dentist",
        start: "2026-03-03",
        end: "2026-03-05",
        allDay: true,
        backgroundColor: APPOINTMENT_COLOUR,
      });
  });

  it("keeps the midday ends of half days, and midnight where a week cuts them", () => {
    const entry = holiday("2026-03-05", "2026-03-10", {
      start_day_type: "afternoon",
      end_day_type: "morning",
    });
    const events = calendarEvents(layoutCalendar([entry], MARCH, 4));
    expect(events.map((e) => [e.start, e.end, e.allDay])).toEqual([
      ["2026-03-05T12:00:00", "2026-03-09T00:00:00", false],
      ["2026-03-09T00:00:00", "2026-03-10T12:00:00", false],
    ]);
  });

  it("adds a '+N more' event on each crowded day, after the others", () => {
    const entries = Array.from({ length: 5 }, () => holiday("2026-03-16", "2026-03-16"));
    const events = calendarEvents(layoutCalendar(entries, MARCH, 4));
    expect(events.at(-1)).toMatchObject({
      title: "+2 more",
      start: "2026-03-16",
      classNames: [MORE_EVENT_CLASS],
      extendedProps: { order: 3, moreDate: "2026-03-16" },
    });
  });

  it("lists a day's entries for its '+N more'", () => {
    const long = holiday("2026-03-14", "2026-03-18");
    const short = holiday("2026-03-16", "2026-03-16");
    const other = holiday("2026-03-19", "2026-03-19");
    expect(entriesOnDay([short, other, long], "2026-03-16")).toEqual([long, short]);
  });
});
