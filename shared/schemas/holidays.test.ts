import assert from "node:assert/strict";
import type { z } from "zod";
import { bankHolidaySet } from "../bank-holidays.ts";
import { messages } from "../messages.ts";
import { zodErrorMessage } from "./common.ts";
import {
  addHolidaySchema,
  archiveQuerySchema,
  bulkHolidaySchema,
  createHolidayRequestSchema,
  denyRequestSchema,
  employeeHolidayRequestFormSchema,
  employeeHolidayRequestSchema,
  EMPTY_HOLIDAY_RANGE,
  type HolidayRangeForm,
  isChosenDate,
  minEndDate,
  planningQuerySchema,
  rangeHours,
  rejectCancellationSchema,
  withEndDate,
  withStartDate,
} from "./holidays.ts";

function errorOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  assert.ok(!result.success, `expected ${JSON.stringify(input)} to be refused`);
  return zodErrorMessage(result.error);
}

type Case = [string, z.ZodType, unknown, { ok: unknown } | { error: string }];

const user1 = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const user2 = "9b2c6d1e-1c2b-4f3a-8e7d-6a5b4c3d2e1f";
const week = { startDate: "2025-01-06", endDate: "2025-01-09" };
const full = { startDayType: "full", endDayType: "full" };
const range = (startDate: string, endDate: string) => ({ startDate, endDate });

const cases: Case[] = [
  ["create: day types default to full", createHolidayRequestSchema, week, {
    ok: { ...week, ...full },
  }],
  ["create: half days kept", createHolidayRequestSchema, {
    ...week,
    startDayType: "afternoon",
    endDayType: "morning",
  }, { ok: { ...week, startDayType: "afternoon", endDayType: "morning" } }],
  ["create: one day", createHolidayRequestSchema, range("2025-01-06", "2025-01-06"), {
    ok: { ...range("2025-01-06", "2025-01-06"), ...full },
  }],
  [
    "create: Christmas allowed for admins",
    createHolidayRequestSchema,
    range("2025-12-24", "2025-12-31"),
    {
      ok: { ...range("2025-12-24", "2025-12-31"), ...full },
    },
  ],
  ["create: end before start", createHolidayRequestSchema, range("2025-01-09", "2025-01-06"), {
    error: "endDate: must not be before startDate",
  }],
  ["create: missing end", createHolidayRequestSchema, { startDate: "2025-01-06" }, {
    error: "endDate: is required",
  }],
  ["create: bad day type", createHolidayRequestSchema, { ...week, endDayType: "night" }, {
    error: "endDayType: must be one of full, morning, afternoon",
  }],
  [
    "employee: 23 Dec to 23 Dec is fine",
    employeeHolidayRequestSchema,
    range("2025-12-23", "2025-12-23"),
    {
      ok: { ...range("2025-12-23", "2025-12-23"), ...full },
    },
  ],
  ["employee: 1 Jan is fine", employeeHolidayRequestSchema, range("2026-01-01", "2026-01-02"), {
    ok: { ...range("2026-01-01", "2026-01-02"), ...full },
  }],
  ["employee: start on 24 Dec", employeeHolidayRequestSchema, range("2025-12-24", "2026-01-02"), {
    error: messages.startInChristmas,
  }],
  ["employee: start on 31 Dec", employeeHolidayRequestSchema, range("2025-12-31", "2026-01-02"), {
    error: messages.startInChristmas,
  }],
  ["employee: end on 24 Dec", employeeHolidayRequestSchema, range("2025-12-22", "2025-12-24"), {
    error: messages.endInChristmas,
  }],
  ["employee: end on 31 Dec", employeeHolidayRequestSchema, range("2025-12-22", "2025-12-31"), {
    error: "End date cannot be between December 24th and 31st inclusive",
  }],
  ["employee: start on 29 Dec", employeeHolidayRequestSchema, range("2025-12-29", "2026-01-05"), {
    error: "Start date cannot be between December 24th and 31st inclusive",
  }],
  [
    "employee: both in the window, start reported first",
    employeeHolidayRequestSchema,
    range(
      "2026-12-24",
      "2026-12-31",
    ),
    { error: messages.startInChristmas },
  ],
  [
    "employee: end before start still refused",
    employeeHolidayRequestSchema,
    range("2025-02-03", "2025-02-01"),
    {
      error: "endDate: must not be before startDate",
    },
  ],
  ["deny: reason trimmed", denyRequestSchema, { reason: "  Short staffed " }, {
    ok: { reason: "Short staffed" },
  }],
  ["deny: blank reason", denyRequestSchema, { reason: "   " }, {
    error: messages.denyReasonRequired,
  }],
  ["deny: missing reason", denyRequestSchema, {}, { error: "Please provide a reason for denial" }],
  ["reject cancellation: reason kept", rejectCancellationSchema, { reject_reason: "Busy week" }, {
    ok: { reject_reason: "Busy week" },
  }],
  ["reject cancellation: empty", rejectCancellationSchema, { reject_reason: "" }, {
    error: messages.rejectReasonRequired,
  }],
  ["add: one user, Christmas allowed", addHolidaySchema, {
    selectedUser: user1,
    ...range("2025-12-24", "2025-12-24"),
    startDayType: "morning",
  }, {
    ok: {
      selectedUser: user1,
      ...range("2025-12-24", "2025-12-24"),
      ...full,
      startDayType: "morning",
    },
  }],
  ["add: no user", addHolidaySchema, week, { error: "selectedUser: is required" }],
  ["add: user is not a UUID", addHolidaySchema, { selectedUser: "12", ...week }, {
    error: "selectedUser: must be a UUID",
  }],
  ["add: missing dates", addHolidaySchema, { selectedUser: user1 }, {
    error: "startDate: is required; endDate: is required",
  }],
  ["bulk: users de-duplicated", bulkHolidaySchema, { userIds: [user1, user2, user1], ...week }, {
    ok: { ...week, ...full, userIds: [user1, user2] },
  }],
  ["bulk: Christmas shutdown allowed", bulkHolidaySchema, {
    userIds: [user1],
    ...range("2025-12-24", "2025-12-31"),
  }, { ok: { ...range("2025-12-24", "2025-12-31"), ...full, userIds: [user1] } }],
  ["bulk: no users", bulkHolidaySchema, { userIds: [], ...week }, {
    error: messages.bulkUsersRequired,
  }],
  ["bulk: users missing", bulkHolidaySchema, week, { error: "Please select at least one user" }],
  ["bulk: end date empty", bulkHolidaySchema, {
    userIds: [user1],
    startDate: "2025-01-06",
    endDate: "",
  }, {
    error: messages.bulkDatesRequired,
  }],
  ["bulk: start date missing", bulkHolidaySchema, { userIds: [user1], endDate: "2025-01-06" }, {
    error: "Please select both start and end dates",
  }],
  ["bulk: dates and users missing, dates first", bulkHolidaySchema, { userIds: [] }, {
    error: messages.bulkDatesRequired,
  }],
  ["bulk: a bad user id", bulkHolidaySchema, { userIds: [user1, "x"], ...week }, {
    error: "userIds.1: must be a UUID",
  }],
  ["bulk: end before start", bulkHolidaySchema, {
    userIds: [user1],
    ...range("2025-01-09", "2025-01-06"),
  }, {
    error: "endDate: must not be before startDate",
  }],
  ["planning: all departments", planningQuerySchema, {
    ...range("2025-01-01", "2025-01-31"),
    department: "",
  }, {
    ok: { ...range("2025-01-01", "2025-01-31"), department: undefined },
  }],
  ["planning: one department", planningQuerySchema, {
    ...range("2025-01-01", "2025-01-31"),
    department: " QC ",
  }, {
    ok: { ...range("2025-01-01", "2025-01-31"), department: "QC" },
  }],
  ["planning: no department key", planningQuerySchema, range("2025-01-01", "2025-01-31"), {
    ok: range("2025-01-01", "2025-01-31"),
  }],
  ["planning: missing endDate", planningQuerySchema, { startDate: "2025-01-01" }, {
    error: "endDate: is required",
  }],
  ["planning: reversed range", planningQuerySchema, range("2025-02-01", "2025-01-01"), {
    error: "endDate: must not be before startDate",
  }],
  ["archive: status and paging", archiveQuerySchema, {
    status: "cancel_requested",
    limit: "20",
    offset: "0",
  }, {
    ok: { status: "cancel_requested", limit: 20, offset: 0 },
  }],
  ["archive: empty status is all", archiveQuerySchema, { status: "", q: "ann" }, {
    ok: { status: undefined, q: "ann" },
  }],
  ["archive: unknown status", archiveQuerySchema, { status: "approved" }, {
    error: "status: must be one of pending, accepted, rejected, cancelled, cancel_requested",
  }],
];

for (const [name, schema, input, expected] of cases) {
  Deno.test(`holidays ${name}`, () => {
    if ("ok" in expected) assert.deepEqual(schema.parse(input), expected.ok);
    else assert.equal(errorOf(schema, input), expected.error);
  });
}

// The range a form holds (spec section 5): what moves, what is refused, what it takes.

const HOLIDAYS = bankHolidaySet();
const form = (overrides: Partial<HolidayRangeForm> = {}) => ({
  ...EMPTY_HOLIDAY_RANGE,
  ...overrides,
});

/** The spec messages a form shows for these values, by field. */
function formErrors(values: HolidayRangeForm): Record<string, string> {
  const result = employeeHolidayRequestFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

Deno.test("holiday form: starts empty with full days at both ends", () => {
  assert.deepEqual(EMPTY_HOLIDAY_RANGE, {
    startDate: "",
    endDate: "",
    startDayType: "full",
    endDayType: "full",
  });
});

Deno.test("holiday form: a start after the end moves the end to it", () => {
  const values = form({ startDate: "2026-03-02", endDate: "2026-03-04" });
  assert.deepEqual(
    withStartDate(values, "2026-03-09"),
    form({
      startDate: "2026-03-09",
      endDate: "2026-03-09",
    }),
  );
  assert.deepEqual(
    withStartDate(values, "2026-03-03"),
    form({
      startDate: "2026-03-03",
      endDate: "2026-03-04",
    }),
  );
});

Deno.test("holiday form: an end before the start moves the start to it", () => {
  const values = form({ startDate: "2026-03-09", endDate: "2026-03-12", endDayType: "morning" });
  assert.deepEqual(withEndDate(values, "2026-03-05"), {
    ...values,
    startDate: "2026-03-05",
    endDate: "2026-03-05",
  });
});

Deno.test("holiday form: nothing moves while a year is still being typed", () => {
  const values = form({ startDate: "2026-03-09", endDate: "2026-03-12" });
  assert.equal(isChosenDate("0202-03-05"), false);
  assert.equal(isChosenDate("2026-02-29"), false);
  assert.equal(isChosenDate("2026-03-05"), true);
  assert.equal(withEndDate(values, "0202-03-05").startDate, "2026-03-09");
  assert.deepEqual(withStartDate(values, ""), { ...values, startDate: "" });
});

Deno.test("holiday form: ends are offered from the start date, or from today without one", () => {
  assert.equal(minEndDate("", "2026-11-22"), "2026-11-22");
  assert.equal(minEndDate("2026-12-01", "2026-11-22"), "2026-12-01");
  assert.equal(minEndDate("2026-11-02", "2026-11-22"), "2026-11-02");
  assert.equal(minEndDate("0202-11-02", "2026-11-22"), "2026-11-22");
});

Deno.test("holiday form: 24 to 31 December is refused at either end once chosen", () => {
  assert.deepEqual(formErrors(form()), {});
  assert.deepEqual(formErrors(form({ startDate: "2026-12-23", endDate: "2027-01-04" })), {});
  assert.deepEqual(formErrors(form({ startDate: "2026-12-24", endDate: "2026-12-31" })), {
    startDate: messages.startInChristmas,
    endDate: messages.endInChristmas,
  });
  assert.deepEqual(formErrors(form({ startDate: "2026-12-21", endDate: "2026-12-27" })), {
    endDate: messages.endInChristmas,
  });
  // A year typed digit by digit is not yet a date in the window.
  assert.deepEqual(formErrors(form({ startDate: "0002-12-25" })), {});
});

Deno.test("holiday form: the hours a range takes, with the bank holidays", () => {
  assert.equal(rangeHours(form({ startDate: "2026-03-02" }), HOLIDAYS), null);
  assert.equal(
    rangeHours(form({ startDate: "2026-03-05", endDate: "2026-03-02" }), HOLIDAYS),
    null,
  );
  // Monday to Thursday: 4 full days.
  assert.equal(rangeHours(form({ startDate: "2026-03-02", endDate: "2026-03-05" }), HOLIDAYS), 40);
  // Afternoon start, morning end, a weekend in the middle.
  const halves = { startDayType: "afternoon", endDayType: "morning" } as const;
  assert.equal(
    rangeHours(form({ startDate: "2026-03-05", endDate: "2026-03-09", ...halves }), HOLIDAYS),
    10,
  );
  // Easter Monday 2026-04-06 is a listed holiday.
  assert.equal(rangeHours(form({ startDate: "2026-04-06", endDate: "2026-04-09" }), HOLIDAYS), 30);
});
