import assert from "node:assert/strict";
import type { z } from "zod";
import { createAppointmentSchema, updateAppointmentSchema } from "./appointments.ts";
import { zodErrorMessage } from "./common.ts";

function errorOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  assert.ok(!result.success, `expected ${JSON.stringify(input)} to be refused`);
  return zodErrorMessage(result.error);
}

type Case = [string, z.ZodType, unknown, { ok: unknown } | { error: string }];

const user = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const oneDay = {
  event_from_date: "2025-01-06",
  start_time: "09:00",
  end_time: "10:30",
  reason: "Dentist",
};

const cases: Case[] = [
  ["create: to date defaults to from", createAppointmentSchema, { user_id: user, ...oneDay }, {
    ok: { user_id: user, ...oneDay, event_to_date: "2025-01-06" },
  }],
  ["create: empty to date and database times", createAppointmentSchema, {
    user_id: user,
    ...oneDay,
    event_to_date: "",
    start_time: "09:00:00",
    end_time: "10:30:00",
  }, { ok: { user_id: user, ...oneDay, event_to_date: "2025-01-06" } }],
  ["create: reason may be empty or absent", createAppointmentSchema, {
    user_id: user,
    ...oneDay,
    reason: undefined,
  }, { ok: { user_id: user, ...oneDay, reason: "", event_to_date: "2025-01-06" } }],
  ["create: several days, any times", createAppointmentSchema, {
    user_id: user,
    ...oneDay,
    event_to_date: "2025-01-07",
    start_time: "15:00",
    end_time: "09:00",
  }, {
    ok: {
      user_id: user,
      ...oneDay,
      event_to_date: "2025-01-07",
      start_time: "15:00",
      end_time: "09:00",
    },
  }],
  ["create: to before from", createAppointmentSchema, {
    user_id: user,
    ...oneDay,
    event_to_date: "2025-01-05",
  }, { error: "event_to_date: must not be before event_from_date" }],
  ["create: one day, end before start", createAppointmentSchema, {
    user_id: user,
    ...oneDay,
    end_time: "08:59",
  }, { error: "end_time: must be after start_time" }],
  ["create: one day, end equals start", createAppointmentSchema, {
    user_id: user,
    ...oneDay,
    event_to_date: "2025-01-06",
    end_time: "09:00:00",
  }, { error: "end_time: must be after start_time" }],
  ["create: missing times", createAppointmentSchema, {
    user_id: user,
    event_from_date: "2025-01-06",
  }, { error: "start_time: is required; end_time: is required" }],
  ["create: bad time", createAppointmentSchema, { user_id: user, ...oneDay, start_time: "9am" }, {
    error: "start_time: must be a time in HH:MM format",
  }],
  ["create: no user", createAppointmentSchema, oneDay, { error: "user_id: is required" }],
  ["create: no from date", createAppointmentSchema, {
    user_id: user,
    ...oneDay,
    event_from_date: "",
  }, {
    error: "event_from_date: is required",
  }],
  ["update: the log, user fields ignored", updateAppointmentSchema, {
    id: 4,
    user_id: user,
    firstName: "Ann",
    ...oneDay,
    event_to_date: null,
  }, { ok: { ...oneDay, event_to_date: "2025-01-06" } }],
  ["update: end before start", updateAppointmentSchema, { ...oneDay, end_time: "08:00" }, {
    error: "end_time: must be after start_time",
  }],
  ["update: to before from", updateAppointmentSchema, { ...oneDay, event_to_date: "2024-12-31" }, {
    error: "event_to_date: must not be before event_from_date",
  }],
];

for (const [name, schema, input, expected] of cases) {
  Deno.test(`appointments ${name}`, () => {
    if ("ok" in expected) assert.deepEqual(schema.parse(input), expected.ok);
    else assert.equal(errorOf(schema, input), expected.error);
  });
}
