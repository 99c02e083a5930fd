import { describe, expect, it } from "vitest";

import type { PlanningAppointment } from "../api/get-planning-appointments";
import type { PlanningHoliday } from "../api/get-planning-holidays";
import { agendaDays, agendaDetail, agendaRange } from "./agenda";
import { appointmentEntry, holidayEntry } from "./planning-entries";

const NO_BANK_HOLIDAYS = new Set<string>();

function holiday(change: Partial<PlanningHoliday>) {
  return holidayEntry({
    id: 1,
    user_id: "u1",
    firstName: "Ann",
    lastName: "Lee",
    department: "QC",
    start_date: "2026-12-21",
    end_date: "2026-12-21",
    start_day_type: "full",
    end_day_type: "full",
    status: "accepted",
    requested_hours: 10,
    ...change,
  }, NO_BANK_HOLIDAYS)!;
}

function appointment(change: Partial<PlanningAppointment>) {
  return appointmentEntry({
    id: 2,
    user_id: "u2",
    firstName: "Bob",
    lastName: "Ray",
    department: "Production",
    reason: "Dentist",
    event_from_date: "2026-12-21",
    event_to_date: "2026-12-21",
    start_time: "09:00:00",
    end_time: "11:30:00",
    ...change,
  })!;
}

describe("the Who's off agenda", () => {
  it("runs from today to a week on", () => {
    expect(agendaRange("2026-12-28")).toEqual({ startDate: "2026-12-28", endDate: "2027-01-04" });
  });

  it("names bank holidays and weekends, and says when nobody is off", () => {
    const days = agendaDays([], "2026-12-24", new Map([["2026-12-25", "Christmas Day"]]));
    expect(days.map((day) => [day.title, day.kind, day.groups.length])).toEqual([
      ["Today, Thu 24 Dec 2026", null, 0],
      ["Fri 25 Dec 2026", "Christmas Day (bank holiday)", 0],
      ["Sat 26 Dec 2026", "Weekend", 0],
      ["Sun 27 Dec 2026", "Weekend", 0],
      ["Mon 28 Dec 2026", null, 0],
      ["Tue 29 Dec 2026", null, 0],
      ["Wed 30 Dec 2026", null, 0],
      ["Thu 31 Dec 2026", null, 0],
    ]);
  });

  it("says which half of a day a holiday takes there, and until when it runs", () => {
    const ann = holiday({
      start_date: "2026-12-21",
      end_date: "2026-12-23",
      start_day_type: "afternoon",
      end_day_type: "morning",
    });
    expect(agendaDetail(ann, "2026-12-21")).toBe("Holiday (afternoon), until Wed 23 Dec 2026");
    expect(agendaDetail(ann, "2026-12-22")).toBe("Holiday, until Wed 23 Dec 2026");
    expect(agendaDetail(ann, "2026-12-23")).toBe("Holiday (morning)");
  });

  it("names another leave type in place of Holiday (issue 33)", () => {
    const study = holiday({
      end_date: "2026-12-22",
      start_day_type: "morning",
      leave_type: { id: 11, name: "Study leave", colour: "#bef264" },
    });
    expect(agendaDetail(study, "2026-12-21")).toBe("Study leave (morning), until Tue 22 Dec 2026");
    expect(agendaDetail(study, "2026-12-22")).toBe("Study leave");
  });

  it("gives an appointment its times on its first and last days", () => {
    expect(agendaDetail(appointment({}), "2026-12-21")).toBe("Appointment, 09:00–11:30");
    const long = appointment({ event_to_date: "2026-12-23" });
    expect(agendaDetail(long, "2026-12-21")).toBe("Appointment, from 09:00");
    expect(agendaDetail(long, "2026-12-22")).toBe("Appointment");
    expect(agendaDetail(long, "2026-12-23")).toBe("Appointment, until 11:30");
    expect(agendaDetail(appointment({ start_time: null, end_time: null }), "2026-12-21"))
      .toBe("Appointment");
  });

  it("groups a day's people by department, A to Z, and by name within", () => {
    const entries = [
      holiday({ id: 3, firstName: "Zoe", department: "QC" }),
      appointment({}),
      holiday({ id: 4, firstName: "Amy", department: "QC" }),
    ];
    const [monday] = agendaDays(entries, "2026-12-21", new Map());
    expect(monday.groups.map((g) => [g.department, g.entries.map((e) => e.name)])).toEqual([
      ["Production", ["Bob Ray"]],
      ["QC", ["Amy Lee", "Zoe Lee"]],
    ]);
  });
});
