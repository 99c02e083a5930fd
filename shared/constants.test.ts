import assert from "node:assert/strict";
import * as constants from "./constants.ts";

Deno.test("constants: the spec's business values", () => {
  assert.deepEqual(
    {
      DEFAULT_TOTAL_VACATION_HOURS: constants.DEFAULT_TOTAL_VACATION_HOURS,
      DEFAULT_START_DATE: constants.DEFAULT_START_DATE,
      MIN_VACATION_BALANCE: constants.MIN_VACATION_BALANCE,
      FULL_DAY_HOURS: constants.FULL_DAY_HOURS,
      HALF_DAY_HOURS: constants.HALF_DAY_HOURS,
      INACTIVITY_LOGOUT_MS: constants.INACTIVITY_LOGOUT_MS,
      NARROW_MAX_WIDTH: constants.NARROW_MAX_WIDTH,
      ARCHIVE_PAGE_SIZE: constants.ARCHIVE_PAGE_SIZE,
      DENY_REASON_PREVIEW_LENGTH: constants.DENY_REASON_PREVIEW_LENGTH,
      TOAST_DURATION_MS: constants.TOAST_DURATION_MS,
      TIME_ZONE: constants.TIME_ZONE,
      CALENDAR_MAX_EVENTS_PER_DAY: constants.CALENDAR_MAX_EVENTS_PER_DAY,
      MIN_PASSWORD_LENGTH: constants.MIN_PASSWORD_LENGTH,
    },
    {
      DEFAULT_TOTAL_VACATION_HOURS: 160,
      DEFAULT_START_DATE: "2025-01-01",
      MIN_VACATION_BALANCE: -30,
      FULL_DAY_HOURS: 10,
      HALF_DAY_HOURS: 5,
      INACTIVITY_LOGOUT_MS: 600000,
      NARROW_MAX_WIDTH: 768,
      ARCHIVE_PAGE_SIZE: 20,
      DENY_REASON_PREVIEW_LENGTH: 20,
      TOAST_DURATION_MS: 5000,
      TIME_ZONE: "Europe/London",
      CALENDAR_MAX_EVENTS_PER_DAY: 4,
      MIN_PASSWORD_LENGTH: 8,
    },
  );
});

Deno.test("constants: the users CSV export", () => {
  assert.equal(constants.usersCsvFileName(2025), "users_2025.csv");
  assert.deepEqual(constants.USERS_CSV_COLUMNS, [
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
