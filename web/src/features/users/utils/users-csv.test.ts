import { describe, expect, it } from "vitest";

import { USERS_CSV_COLUMNS } from "@shared/constants.ts";

import { type CsvUser, usersCsv } from "./users-csv";

function buildCsvUser(overrides: Partial<CsvUser> = {}): CsvUser {
  return {
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    role: "employee",
    vacation_hours: 120,
    total_vacation_hours: 160,
    start_date: "2025-01-01",
    department: "Office",
    ...overrides,
  };
}

describe("usersCsv", () => {
  it("writes the spec's header, then one escaped row per user, CRLF-separated", () => {
    const csv = usersCsv([
      buildCsvUser(),
      buildCsvUser({
        firstName: "=cmd|' /C calc'!A0",
        lastName: "O'Hara, Jr",
        role: "global_admin",
        vacation_hours: -5,
        department: "No Department",
      }),
    ]);
    expect(csv.split("\r\n")).toEqual([
      USERS_CSV_COLUMNS.join(","),
      "Ann,Lee,ann@example.com,Employee,120,160,2025-01-01,Office",
      "'=cmd|' /C calc'!A0,\"O'Hara, Jr\",ann@example.com,Global Administrator,-5,160,2025-01-01,No Department",
      "",
    ]);
    expect(USERS_CSV_COLUMNS).toEqual([
      "First Name",
      "Last Name",
      "Email",
      "Role",
      "Vacation Hours",
      "Total Vacation Hours",
      "Start Date",
      "Department",
    ]);
  });
});
