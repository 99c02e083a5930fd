import { describe, expect, it } from "vitest";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { addDays } from "@shared/dates.ts";

import type { PlanningAppointment } from "../api/get-planning-appointments";
import type { PlanningHoliday } from "../api/get-planning-holidays";
import { dayCountLabel, daySummaries, densityLevel, moreDetail, summaryText } from "./day-marks";
import { appointmentEntry, holidayEntry, type PlanningEntry } from "./planning-entries";

const BANK_HOLIDAYS = bankHolidaySet();
const YEAR = { startDate: "2026-01-01", endDate: "2026-12-31" };

let nextId = 1;
function holiday(start: string, end: string, status = "accepted"): PlanningEntry {
  const id = nextId++;
  const input: PlanningHoliday = {
    id,
    user_id: `u${id}`,
    firstName: "User",
    lastName: String(id),
    department: "QC",
    start_date: start,
    end_date: end,
    start_day_type: "full",
    end_day_type: "full",
    status,
    requested_hours: 10,
  };
  return holidayEntry(input, BANK_HOLIDAYS)!;
}

function appointment(day: string): PlanningEntry {
  const input: PlanningAppointment = {
    id: nextId++,
    user_id: "u0",
    firstName: "Bob",
    lastName: "Ray",
    reason: "Dentist",
    event_from_date: day,
    event_to_date: day,
    start_time: "09:00",
    end_time: "10:00",
  };
  return appointmentEntry(input)!;
}

describe("daySummaries", () => {
  it("counts every entry on each day it covers, by kind, with the pending ones", () => {
    const summaries = daySummaries([
      holiday("2026-03-16", "2026-03-18"),
      holiday("2026-03-16", "2026-03-16", "pending"),
      appointment("2026-03-16"),
    ], YEAR);
    expect(summaries.get("2026-03-16")).toEqual({
      total: 3,
      holidays: 2,
      appointments: 1,
      pending: 1,
    });
    expect(summaries.get("2026-03-18")).toEqual({
      total: 1,
      holidays: 1,
      appointments: 0,
      pending: 0,
    });
    expect(summaries.has("2026-03-19")).toBe(false);
    expect([...summaries.keys()]).toEqual(["2026-03-16", "2026-03-17", "2026-03-18"]);
  });

  it("counts only the days inside the range, across a new year", () => {
    const summaries = daySummaries([holiday("2025-12-30", "2026-01-02")], YEAR);
    expect([...summaries.keys()]).toEqual(["2026-01-01", "2026-01-02"]);
  });

  it("counts a year of a large company (2,000 people, ten weeks off each) at once", () => {
    const entries: PlanningEntry[] = [];
    for (let person = 0; person < 2_000; person++) {
      for (let week = 0; week < 10; week++) {
        const monday = addDays("2026-01-05", (week * 5 + person % 5) * 7);
        entries.push(holiday(monday, addDays(monday, 4)));
      }
    }
    const started = performance.now();
    const summaries = daySummaries(entries, YEAR);
    expect(summaries.get("2026-01-05")?.total).toBe(400);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("the words of a day", () => {
  it("says how many of which kind, singular or plural", () => {
    expect(summaryText({ total: 7, holidays: 5, appointments: 2, pending: 2 }))
      .toBe("5 holidays (2 pending), 2 appointments");
    expect(summaryText({ total: 1, holidays: 1, appointments: 0, pending: 0 })).toBe("1 holiday");
    expect(summaryText({ total: 1, holidays: 0, appointments: 1, pending: 0 }))
      .toBe("1 appointment");
  });

  it("names a year view count starting with its number, with a bank holiday's name", () => {
    expect(dayCountLabel("2026-11-23", { total: 7, holidays: 5, appointments: 2, pending: 0 }))
      .toBe("7 on 23/11/2026: 5 holidays, 2 appointments");
    const christmas = { total: 3, holidays: 3, appointments: 0, pending: 1 };
    expect(dayCountLabel("2026-12-25", christmas, "Christmas Day"))
      .toBe("3 on 25/12/2026, Christmas Day: 3 holidays (1 pending)");
  });

  it("tells what '+N more' opens", () => {
    expect(moreDetail("2026-11-23", 7)).toBe("(7 in all on 23/11/2026)");
  });

  it("shades a day darker as it fills", () => {
    expect([1, 3, 4, 7, 8, 40].map(densityLevel)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
