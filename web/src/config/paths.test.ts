import { describe, expect, it } from "vitest";

import { canOpen, homeFor, narrowRoutesFor, paths, routesFor } from "@/config/paths";

const labels = (routes: { label: string }[]) => routes.map((r) => r.label);

describe("menus per role (spec route table)", () => {
  it("offers an employee only the two common pages, on both layouts", () => {
    const expected = ["Holidays Requests", "List Holidays Requests"];
    expect(labels(routesFor("employee"))).toEqual(expected);
    expect(labels(narrowRoutesFor("employee"))).toEqual(expected);
  });

  it("adds the sickness logs for a Sickness User, and nothing else", () => {
    const expected = ["Holidays Requests", "List Holidays Requests", "Sickness Logs"];
    expect(labels(routesFor("sickness_user"))).toEqual(expected);
    expect(labels(narrowRoutesFor("sickness_user"))).toEqual(expected);
  });

  it("offers the Global Administrator every screen in the sidebar", () => {
    expect(labels(routesFor("global_admin"))).toEqual([
      "Holidays Requests",
      "List Holidays Requests",
      "Sickness Logs",
      "Pending Holiday Request",
      "Cancelled Holiday Requests",
      "Holiday Planning",
      "Appointment Logs",
      "Summary Sickness Logs",
      "Manage Users",
      "Add Holiday Request To All Users",
      "Manage Departments",
      "Archive of Holidays Requests",
      "Add Holiday Request",
      "Settings",
      "Overview",
    ]);
  });

  it("leaves cancel-requests, appointment-logs, sickness-summary and bulk out of the narrow menu", () => {
    expect(narrowRoutesFor("global_admin").map((r) => r.path)).toEqual([
      "/holidays-request",
      "/list-holidays-request",
      "/sickness-logs",
      "/admin-approval",
      "/planning",
      "/users",
      "/departments",
      "/allUsersListHolidays",
      "/add-holidays",
      "/settings",
      "/overview",
    ]);
  });
});

describe("canOpen", () => {
  it("lets every role open the common pages", () => {
    for (const role of ["employee", "sickness_user", "global_admin"] as const) {
      expect(canOpen("/holidays-request", role)).toBe(true);
      expect(canOpen("/list-holidays-request", role)).toBe(true);
    }
  });

  it("keeps admin screens from employees and sickness users", () => {
    const adminOnly = Object.values(paths.app)
      .filter((r) => r.roles.length === 1)
      .map((r) => r.path);
    expect(adminOnly).toHaveLength(12);
    for (const path of adminOnly) {
      expect(canOpen(path, "employee")).toBe(false);
      expect(canOpen(path, "sickness_user")).toBe(false);
      expect(canOpen(path, "global_admin")).toBe(true);
    }
  });

  it("opens the sickness logs to the Sickness User but not to an employee", () => {
    expect(canOpen("/sickness-logs", "sickness_user")).toBe(true);
    expect(canOpen("/sickness-logs", "employee")).toBe(false);
  });

  it("matches as the router does (trailing slash, any case) and refuses unknown paths", () => {
    expect(canOpen("/users/", "global_admin")).toBe(true);
    expect(canOpen("/allUsersListHolidays", "global_admin")).toBe(true);
    expect(canOpen("/alluserslistholidays", "global_admin")).toBe(true);
    expect(canOpen("/ALLUSERSLISTHOLIDAYS", "employee")).toBe(false);
    expect(canOpen("/nowhere", "global_admin")).toBe(false);
    expect(canOpen("/login", "employee")).toBe(false);
  });
});

describe("homeFor", () => {
  it("sends the Global Administrator to /users and everyone else to /holidays-request", () => {
    expect(homeFor("global_admin")).toBe("/users");
    expect(homeFor("employee")).toBe("/holidays-request");
    expect(homeFor("sickness_user")).toBe("/holidays-request");
  });
});
