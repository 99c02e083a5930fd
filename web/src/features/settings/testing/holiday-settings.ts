// The issue 29 sections of Settings (public holidays, re-counts, closures, nations, booking
// window) as an administrator opens them, rendered alone with the API answered: fixtures of
// their tests.
import type { BookingWindowSettings } from "@shared/schemas/booking-window.ts";
import type {
  AdminPublicHoliday,
  AdminPublicHolidays,
  AffectedRequest,
  ClosureRow,
  HolidayRegions,
} from "@shared/schemas/public-holidays.ts";

import type { ReactElement } from "react";

import {
  apiCalls,
  apiChanges,
  renderWithProviders,
  storeSession,
  stubApi,
} from "@/testing/render-app";

export function buildClosure(overrides: Partial<ClosureRow> = {}): ClosureRow {
  return {
    id: 5,
    name: "Summer shutdown",
    startDate: "2027-07-26",
    endDate: "2027-07-30",
    countsAs: "no_hours",
    requests: 0,
    ...overrides,
  };
}

/** Some of 2027's days: two of the rules', one added in two nations, a closure's. */
export const HOLIDAYS_2027: AdminPublicHoliday[] = [
  { region: "england-wales", date: "2027-01-01", name: "New Year's Day", kind: "rule" },
  { region: "scotland", date: "2027-01-04", name: "2nd January", kind: "rule" },
  { region: "england-wales", date: "2027-06-15", name: "Royal occasion", kind: "added" },
  { region: "scotland", date: "2027-06-15", name: "Royal occasion", kind: "added" },
  { region: "england-wales", date: "2027-07-26", name: "Summer shutdown", kind: "closure" },
  { region: "england-wales", date: "2027-08-30", name: "Summer bank holiday", kind: "rule" },
];

export function buildAdminHolidays(
  overrides: Partial<AdminPublicHolidays> = {},
): AdminPublicHolidays {
  return { holidays: HOLIDAYS_2027, closures: [buildClosure()], ...overrides };
}

/** A live request booked before a holiday was added: 40 hours booked, 30 now. */
export function buildAffected(overrides: Partial<AffectedRequest> = {}): AffectedRequest {
  return {
    id: 41,
    name: "Rae Recount",
    startDate: "2027-06-14",
    endDate: "2027-06-17",
    status: "accepted",
    booked: 40,
    now: 30,
    ...overrides,
  };
}

/** The spec's window, on: 24 to 31 December. */
export function buildWindow(overrides: Partial<BookingWindowSettings> = {}): BookingWindowSettings {
  return { on: true, from: "12-24", to: "12-31", ...overrides };
}

export function buildRegions(overrides: Partial<HolidayRegions> = {}): HolidayRegions {
  return {
    departments: [
      { id: 1, name: "Office", region: "england-wales" },
      { id: 2, name: "Press shop", region: "scotland" },
    ],
    users: [{
      id: "00000000-0000-4000-8000-000000000021",
      name: "Ann Able",
      department: "Office",
      region: "northern-ireland",
    }],
    ...overrides,
  };
}

/** `ui` (one or more Settings sections) at /settings as a global admin, the API answered. */
export function openHolidaySection(ui: ReactElement, answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/settings": {
      body: { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" },
    },
    "GET /admin/working-patterns": { body: [] },
    "GET /admin/skills": { body: [] },
    "GET /admin/cover-rules": { body: [] },
    "GET /admin/public-holidays": { body: buildAdminHolidays() },
    "GET /admin/holiday-regions": { body: buildRegions() },
    "GET /admin/public-holidays/affected": { body: [] },
    "GET /admin/booking-window": { body: buildWindow() },
    ...answers,
  });
  return {
    ...renderWithProviders(ui, { path: "/settings" }),
    changes: () => apiChanges(fetchMock),
    /** The years the holidays were asked for: ["?year=2027"]. */
    yearsAsked: () =>
      apiCalls(fetchMock).filter((call) => call.path.endsWith("/admin/public-holidays"))
        .map((call) => call.search),
    /** The years the requests to re-count were asked for, each time: ["?year=2027"]. */
    affectedAsked: () =>
      apiCalls(fetchMock).filter((call) => call.path.endsWith("/public-holidays/affected"))
        .map((call) => call.search),
  };
}
