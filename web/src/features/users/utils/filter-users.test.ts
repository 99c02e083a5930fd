import { describe, expect, it } from "vitest";

import { filterUsers, parseYear } from "./filter-users";

const users = [
  { firstName: "Ann", lastName: "Lee", email: "ann@example.com", start_date: "2025-03-01" },
  { firstName: "Bob", lastName: "Annand", email: "bob@example.com", start_date: "2026-01-01" },
  { firstName: "Cy", lastName: "Ray", email: "cy@ANNEX.org", start_date: "2025-12-31" },
];

describe("filterUsers", () => {
  it("matches first name, last name or email, any case, within the year", () => {
    expect(filterUsers(users, "ANN", 2025).map((u) => u.firstName)).toEqual(["Ann", "Cy"]);
    expect(filterUsers(users, "ann", 2026).map((u) => u.firstName)).toEqual(["Bob"]);
    expect(filterUsers(users, "  ", 2025).map((u) => u.firstName)).toEqual(["Ann", "Cy"]);
    expect(filterUsers(users, "", null)).toHaveLength(3);
    expect(filterUsers(users, "zzz", null)).toEqual([]);
  });

  it("finds a whole name as it reads, 'first last', as the archive does (issue 31)", () => {
    expect(filterUsers(users, "ann lee", null).map((u) => u.lastName)).toEqual(["Lee"]);
    expect(filterUsers(users, "Bob  Annand", null).map((u) => u.lastName)).toEqual(["Annand"]);
    expect(filterUsers(users, "n l", null).map((u) => u.lastName)).toEqual(["Lee"]);
    expect(filterUsers(users, "lee ann", null)).toEqual([]);
  });
});

describe("parseYear", () => {
  it.each([["2025", 2025], [" 2026 ", 2026], ["", null], ["20", null], ["abcd", null]])(
    "reads %j as %j",
    (text, year) => expect(parseYear(text)).toBe(year),
  );
});
