import assert from "node:assert/strict";
import type { z } from "zod";
import { zodErrorMessage } from "./common.ts";
import { createSicknessLogSchema, updateSicknessLogSchema } from "./sickness.ts";

function errorOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  assert.ok(!result.success, `expected ${JSON.stringify(input)} to be refused`);
  return zodErrorMessage(result.error);
}

type Case = [string, z.ZodType, unknown, { ok: unknown } | { error: string }];

const user = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

const cases: Case[] = [
  ["create: full log", createSicknessLogSchema, {
    user_id: user,
    sick_from_date: "2025-01-06",
    sick_to_date: "2025-01-08",
    reason: " Flu ",
  }, {
    ok: { user_id: user, sick_from_date: "2025-01-06", sick_to_date: "2025-01-08", reason: "Flu" },
  }],
  ["create: open log, empty strings are absent", createSicknessLogSchema, {
    user_id: user,
    sick_from_date: "2025-01-06",
    sick_to_date: "",
    reason: "",
  }, {
    ok: { user_id: user, sick_from_date: "2025-01-06", sick_to_date: undefined, reason: undefined },
  }],
  ["create: only the required fields", createSicknessLogSchema, {
    user_id: user,
    sick_from_date: "2025-01-06",
  }, { ok: { user_id: user, sick_from_date: "2025-01-06" } }],
  ["create: one day", createSicknessLogSchema, {
    user_id: user,
    sick_from_date: "2025-01-06",
    sick_to_date: "2025-01-06",
  }, { ok: { user_id: user, sick_from_date: "2025-01-06", sick_to_date: "2025-01-06" } }],
  ["create: to before from", createSicknessLogSchema, {
    user_id: user,
    sick_from_date: "2025-01-06",
    sick_to_date: "2025-01-05",
  }, { error: "sick_to_date: must not be before sick_from_date" }],
  ["create: no user", createSicknessLogSchema, { sick_from_date: "2025-01-06" }, {
    error: "user_id: is required",
  }],
  ["create: no from date", createSicknessLogSchema, { user_id: user, sick_from_date: "" }, {
    error: "sick_from_date: is required",
  }],
  ["create: bad to date", createSicknessLogSchema, {
    user_id: user,
    sick_from_date: "2025-01-06",
    sick_to_date: "06/01/2025",
  }, { error: "sick_to_date: must be a date in yyyy-MM-dd format" }],
  ["create: reason too long", createSicknessLogSchema, {
    user_id: user,
    sick_from_date: "2025-01-06",
    reason: "x".repeat(1001),
  }, { error: "reason: must be at most 1000 characters" }],
  ["update: the log object, user_id and names ignored", updateSicknessLogSchema, {
    id: 9,
    user_id: user,
    firstName: "Ann",
    sick_from_date: "2025-01-06",
    sick_to_date: "2025-01-07",
    reason: "Flu",
  }, { ok: { sick_from_date: "2025-01-06", sick_to_date: "2025-01-07", reason: "Flu" } }],
  ["update: reason absent keeps the stored one", updateSicknessLogSchema, {
    sick_from_date: "2025-01-06",
    sick_to_date: null,
  }, { ok: { sick_from_date: "2025-01-06", sick_to_date: undefined } }],
  ["update: empty reason clears it", updateSicknessLogSchema, {
    sick_from_date: "2025-01-06",
    reason: "",
  }, { ok: { sick_from_date: "2025-01-06", reason: null } }],
  ["update: null reason clears it", updateSicknessLogSchema, {
    sick_from_date: "2025-01-06",
    reason: null,
  }, { ok: { sick_from_date: "2025-01-06", reason: null } }],
  ["update: to before from", updateSicknessLogSchema, {
    sick_from_date: "2025-01-06",
    sick_to_date: "2024-12-31",
  }, { error: "sick_to_date: must not be before sick_from_date" }],
  ["update: from date missing", updateSicknessLogSchema, { sick_to_date: "2025-01-06" }, {
    error: "sick_from_date: is required",
  }],
];

for (const [name, schema, input, expected] of cases) {
  Deno.test(`sickness ${name}`, () => {
    if ("ok" in expected) assert.deepEqual(schema.parse(input), expected.ok);
    else assert.equal(errorOf(schema, input), expected.error);
  });
}
