import { describe, expect, it } from "vitest";

import { USERS_CSV_COLUMNS } from "@shared/constants.ts";

import { csvCell, type CsvUser, usersCsv } from "./users-csv";

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

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["Lee, Ann", '"Lee, Ann"'],
    ['He said "hi"', '"He said ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded", '" padded"'],
    ["", ""],
  ])("quotes %j as %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["=1,2", '"\'=1,2"'],
  ])("neutralises the formula %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("keeps numbers as numbers, negative ones included", () => {
    expect(csvCell(-10)).toBe("-10");
    expect(csvCell(160)).toBe("160");
    expect(csvCell(null)).toBe("");
  });
});

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
