import { describe, expect, it } from "vitest";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { APPOINTMENT_COLOUR } from "@shared/constants.ts";
import { departmentColour } from "@shared/departments.ts";

import type { PlanningAppointment } from "../api/get-planning-appointments";
import type { PlanningHoliday } from "../api/get-planning-holidays";
import {
  appointmentEntry,
  buildEntries,
  holidayEntry,
  leaveTypesOf,
  searchEntries,
} from "./planning-entries";

const BANK_HOLIDAYS = bankHolidaySet();

function buildHoliday(overrides: Partial<PlanningHoliday> = {}): PlanningHoliday {
  return {
    id: 1,
    user_id: "u1",
    firstName: "Ann",
    lastName: "Lee",
    department: "Production",
    start_date: "2026-03-02",
    end_date: "2026-03-05",
    start_day_type: "full",
    end_day_type: "full",
    status: "accepted",
    requested_hours: 40,
    ...overrides,
  };
}

function buildAppointment(overrides: Partial<PlanningAppointment> = {}): PlanningAppointment {
  return {
    id: 7,
    user_id: "u2",
    firstName: "Bob",
    lastName: "Ray",
    reason: "Dentist",
    event_from_date: "2026-03-03",
    event_to_date: "2026-03-03",
    start_time: "09:00",
    end_time: "11:30",
    ...overrides,
  };
}

describe("holiday entries", () => {
  it("are titled with names, day types and hours, in the department's colour", () => {
    const entry = holidayEntry(
      buildHoliday({ end_day_type: "morning", requested_hours: 35 }),
      BANK_HOLIDAYS,
    );
    expect(entry).toMatchObject({
      title: "Ann Lee (full - morning, 35h)",
      department: "Production",
      colour: departmentColour("Production"),
      isPending: false,
    });
  });

  it("compute the hours when the answer has none, and mark pending or unknown statuses", () => {
    const entry = holidayEntry(
      buildHoliday({ requested_hours: null, status: "pending" }),
      BANK_HOLIDAYS,
    );
    expect(entry?.hours).toBe(40);
    expect(entry?.isPending).toBe(true);
    expect(holidayEntry(buildHoliday({ status: "weird" }), BANK_HOLIDAYS)?.isPending).toBe(true);
    expect(holidayEntry(buildHoliday({ status: "cancel_requested" }), BANK_HOLIDAYS)?.isPending)
      .toBe(false);
  });

  it("show 'No Department' and light grey for a user without a department", () => {
    const entry = holidayEntry(buildHoliday({ department: null }), BANK_HOLIDAYS);
    expect(entry?.department).toBe("No Department");
    expect(entry?.colour).toBe("#d3d3d3");
  });
});

describe("appointment entries", () => {
  it("are grey and titled 'Appointment: <first> <last> - <reason>'", () => {
    const entry = appointmentEntry(buildAppointment());
    expect(entry).toMatchObject({
      title: "Appointment: Bob Ray - Dentist",
      colour: APPOINTMENT_COLOUR,
      startDate: "2026-03-03",
      endDate: "2026-03-03",
      department: "N/A",
    });
    expect(appointmentEntry(buildAppointment({ department: "QC" }))?.department).toBe("QC");
  });

  it("last one day when the to date is missing, and are skipped when a date is invalid", () => {
    expect(appointmentEntry(buildAppointment({ event_to_date: null }))?.endDate).toBe("2026-03-03");
    expect(appointmentEntry(buildAppointment({ event_from_date: "2026-02-30" }))).toBeNull();
    expect(appointmentEntry(buildAppointment({ event_to_date: "not a date" }))).toBeNull();
    expect(appointmentEntry(buildAppointment({ event_from_date: "" }))).toBeNull();
  });
});

describe("buildEntries", () => {
  const holidays = [
    buildHoliday({ id: 1, start_date: "2026-03-09", end_date: "2026-03-09" }),
    buildHoliday({ id: 2, start_date: "2026-03-02", end_date: "2026-03-03", status: "pending" }),
  ];
  const appointments = [
    buildAppointment({ id: 7, event_from_date: "2026-03-03", event_to_date: "2026-03-03" }),
    buildAppointment({ id: 8, event_from_date: "bad" }),
  ];

  it("sorts by start date ascending and skips invalid appointments", () => {
    const entries = buildEntries(
      holidays,
      appointments,
      { type: "all", department: "" },
      BANK_HOLIDAYS,
    );
    expect(entries.map((e) => e.key)).toEqual(["holiday-2", "appointment-7", "holiday-1"]);
  });

  it("keeps one type when the type filter says so", () => {
    const only = (type: "holiday" | "appointment") =>
      buildEntries(holidays, appointments, { type, department: "" }, BANK_HOLIDAYS).map((e) =>
        e.kind
      );
    expect(only("holiday")).toEqual(["holiday", "holiday"]);
    expect(only("appointment")).toEqual(["appointment"]);
  });

  it("keeps the appointments of the chosen department only", () => {
    const mixed = [
      buildAppointment({ id: 1, department: "QC" }),
      buildAppointment({ id: 2, department: "Office" }),
      buildAppointment({ id: 3 }),
    ];
    const keys = (department: string) =>
      buildEntries([], mixed, { type: "all", department }, BANK_HOLIDAYS).map((e) => e.key);
    expect(keys("")).toEqual(["appointment-1", "appointment-2", "appointment-3"]);
    expect(keys("qc")).toEqual(["appointment-1"]);
  });
});

describe("searchEntries", () => {
  const entries = buildEntries(
    [
      buildHoliday({ id: 1, firstName: "Ann", lastName: "Lee", department: "Production" }),
      buildHoliday({ id: 2, firstName: "Cat", lastName: "Moss", department: "QC" }),
    ],
    [buildAppointment({ id: 3, firstName: "Bob", lastName: "Ray", reason: "Dentist" })],
    { type: "all", department: "" },
    BANK_HOLIDAYS,
  );
  const keys = (text: string) => searchEntries(entries, text).map((e) => e.key);

  it("matches the title (names, reason) or the department, any case", () => {
    expect(keys("LEE")).toEqual(["holiday-1"]);
    expect(keys("qc")).toEqual(["holiday-2"]);
    expect(keys("dentist")).toEqual(["appointment-3"]);
    expect(keys("  ")).toHaveLength(3);
    expect(keys("nobody")).toEqual([]);
  });
});

describe("leave types other than Holiday (issue 33)", () => {
  const COMPASSIONATE = { id: 3, name: "Compassionate leave", colour: "#c4b5fd" };
  const STUDY = { id: 11, name: "Study leave", colour: "#bef264" };

  it("name the entry's type before its title and draw it in the type's colour", () => {
    const entry = holidayEntry(buildHoliday({ leave_type: COMPASSIONATE }), BANK_HOLIDAYS);
    expect(entry?.title).toBe("Compassionate leave: Ann Lee (full - full, 40h)");
    expect(entry?.colour).toBe("#c4b5fd");
    const holiday = holidayEntry(buildHoliday(), BANK_HOLIDAYS);
    expect(holiday?.title).toBe("Ann Lee (full - full, 40h)");
    expect(holiday?.colour).toBe(departmentColour("Production"));
  });

  it("are listed once each, by name, for the legend; none among Holidays alone", () => {
    const entries = buildEntries(
      [
        buildHoliday({ id: 1, leave_type: STUDY }),
        buildHoliday({ id: 2 }),
        buildHoliday({ id: 3, leave_type: COMPASSIONATE }),
        buildHoliday({ id: 4, leave_type: STUDY }),
      ],
      [buildAppointment()],
      { type: "all", department: "" },
      BANK_HOLIDAYS,
    );
    expect(leaveTypesOf(entries)).toEqual([
      { name: "Compassionate leave", colour: "#c4b5fd" },
      { name: "Study leave", colour: "#bef264" },
    ]);
    expect(
      leaveTypesOf(
        buildEntries([buildHoliday()], [], { type: "all", department: "" }, BANK_HOLIDAYS),
      ),
    ).toEqual([]);
  });
});
