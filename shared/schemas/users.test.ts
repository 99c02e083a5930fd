import assert from "node:assert/strict";
import type { z } from "zod";
import { messages } from "../messages.ts";
import { zodErrorMessage } from "./common.ts";
import {
  createUserSchema,
  loginSchema,
  requestResetSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  updateUserSchema,
} from "./users.ts";

function errorOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  assert.ok(!result.success, `expected ${JSON.stringify(input)} to be refused`);
  return zodErrorMessage(result.error);
}

type Case = [string, z.ZodType, unknown, { ok: unknown } | { error: string }];

const newUser = {
  firstName: " Ann ",
  lastName: "Lee",
  email: " Ann.Lee@Example.COM ",
  password: "password",
};
const defaults = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann.lee@example.com",
  password: "password",
  role: "employee",
  total_vacation_hours: 160,
  start_date: "2025-01-01",
  department_id: null,
};

const cases: Case[] = [
  ["create: defaults filled in", createUserSchema, newUser, { ok: defaults }],
  ["create: vacation_hours is ignored", createUserSchema, { ...newUser, vacation_hours: "-999" }, {
    ok: defaults,
  }],
  ["create: form strings coerced", createUserSchema, {
    ...newUser,
    role: "global_admin",
    total_vacation_hours: "200",
    start_date: "2024-09-01",
    department_id: "3",
  }, {
    ok: {
      ...defaults,
      role: "global_admin",
      total_vacation_hours: 200,
      start_date: "2024-09-01",
      department_id: 3,
    },
  }],
  ["create: empty form values take defaults", createUserSchema, {
    ...newUser,
    role: "",
    total_vacation_hours: "",
    start_date: "",
    department_id: "",
  }, { ok: defaults }],
  ["create: zero hours allowed", createUserSchema, { ...newUser, total_vacation_hours: 0 }, {
    ok: { ...defaults, total_vacation_hours: 0 },
  }],
  ["create: blank first name", createUserSchema, { ...newUser, firstName: "  " }, {
    error: "firstName: is required",
  }],
  ["create: missing last name", createUserSchema, { ...newUser, lastName: undefined }, {
    error: "lastName: is required",
  }],
  ["create: bad email", createUserSchema, { ...newUser, email: "ann@" }, {
    error: "email: must be a valid email address",
  }],
  ["create: missing email", createUserSchema, { ...newUser, email: "" }, {
    error: "email: is required",
  }],
  ["create: short password", createUserSchema, { ...newUser, password: "1234567" }, {
    error: "password: must be at least 8 characters",
  }],
  ["create: missing password", createUserSchema, { ...newUser, password: undefined }, {
    error: "password: is required",
  }],
  ["create: password over 72", createUserSchema, { ...newUser, password: "x".repeat(73) }, {
    error: "password: must be at most 72 bytes (about 72 letters, fewer with accents or symbols)",
  }],
  ["create: 40 accented letters are 80 bytes", createUserSchema, {
    ...newUser,
    password: "é".repeat(40),
  }, {
    error: "password: must be at most 72 bytes (about 72 letters, fewer with accents or symbols)",
  }],
  ["create: a NUL in the password", createUserSchema, { ...newUser, password: "abcd\u0000efgh" }, {
    error: "password: must not contain a NUL character",
  }],
  ["create: half a surrogate pair in the password", createUserSchema, {
    ...newUser,
    password: "abcd\uD800efgh",
  }, { error: "password: must not contain a broken character (half a surrogate pair)" }],
  ["create: a whole surrogate pair (an emoji) in the password", createUserSchema, {
    ...newUser,
    password: "abcd\u{1F600}efgh",
  }, { ok: { ...defaults, password: "abcd\u{1F600}efgh" } }],
  ["create: a zero-width space in a name", createUserSchema, {
    ...newUser,
    firstName: "Ann\u200B",
  }, { error: "firstName: must not contain control or invisible characters" }],
  ["create: a right-to-left override in a name", createUserSchema, {
    ...newUser,
    lastName: "\u202Egnos",
  }, { error: "lastName: must not contain control or invisible characters" }],
  ["login: a password over 72 bytes", loginSchema, {
    email: "ann@example.com",
    password: "x".repeat(73),
  }, {
    error: "password: must be at most 72 bytes (about 72 letters, fewer with accents or symbols)",
  }],
  ["create: unknown role", createUserSchema, { ...newUser, role: "admin" }, {
    error: "role: must be one of employee, sickness_user, global_admin",
  }],
  ["create: negative hours", createUserSchema, { ...newUser, total_vacation_hours: "-8" }, {
    error: "total_vacation_hours: must be a whole number of hours, 0 or more",
  }],
  ["create: fractional hours", createUserSchema, { ...newUser, total_vacation_hours: 7.5 }, {
    error: "total_vacation_hours: must be a whole number of hours, 0 or more",
  }],
  ["create: text hours", createUserSchema, { ...newUser, total_vacation_hours: "lots" }, {
    error: "total_vacation_hours: must be a whole number of hours, 0 or more",
  }],
  ["create: bad start date", createUserSchema, { ...newUser, start_date: "2025-02-30" }, {
    error: "start_date: must be a date in yyyy-MM-dd format",
  }],
  ["create: department 0", createUserSchema, { ...newUser, department_id: 0 }, {
    error: "department_id: must be a department id or null",
  }],
  ["create: department name instead of id", createUserSchema, { ...newUser, department_id: "QC" }, {
    error: "department_id: must be a department id or null",
  }],
  ["create: two fields wrong", createUserSchema, { ...newUser, firstName: "", password: "x" }, {
    error: "firstName: is required; password: must be at least 8 characters",
  }],
  ["update: nothing given", updateUserSchema, {}, { ok: {} }],
  ["update: the edited row as the table sends it", updateUserSchema, {
    id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    firstName: "Ann",
    lastName: "Lee",
    email: "ANN@example.com",
    role: "sickness_user",
    vacation_hours: 12,
    total_vacation_hours: "180",
    start_date: "2025-01-01",
    department: "QC",
    department_id: 4,
  }, {
    ok: {
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      role: "sickness_user",
      total_vacation_hours: 180,
      start_date: "2025-01-01",
      department_id: 4,
    },
  }],
  ["update: department cleared", updateUserSchema, { department_id: "" }, {
    ok: { department_id: null },
  }],
  ["update: department null", updateUserSchema, { department_id: null }, {
    ok: { department_id: null },
  }],
  ["update: empty password is no change", updateUserSchema, { password: "" }, {
    ok: { password: undefined },
  }],
  ["update: new password", updateUserSchema, { password: "new-password" }, {
    ok: { password: "new-password" },
  }],
  ["update: short password", updateUserSchema, { password: "short" }, {
    error: "password: must be at least 8 characters",
  }],
  ["update: blank name", updateUserSchema, { lastName: " " }, { error: "lastName: is required" }],
  ["update: unknown role", updateUserSchema, { role: "root" }, {
    error: "role: must be one of employee, sickness_user, global_admin",
  }],
  ["login: email lower-cased, password untouched", loginSchema, {
    email: " Admin@Example.com ",
    password: " pass ",
  }, { ok: { email: "admin@example.com", password: " pass " } }],
  ["login: missing password", loginSchema, { email: "a@b.co" }, { error: "password: is required" }],
  ["login: empty email", loginSchema, { email: "", password: "x" }, {
    error: "email: is required",
  }],
  ["reset request: email", requestResetSchema, { email: "A@B.CO" }, { ok: { email: "a@b.co" } }],
  ["reset request: email required", requestResetSchema, {}, { error: "email: is required" }],
  ["reset request: bad email", requestResetSchema, { email: "nobody" }, {
    error: "email: must be a valid email address",
  }],
  ["reset: password", resetPasswordSchema, { password: "long enough" }, {
    ok: { password: "long enough" },
  }],
  ["reset: short password", resetPasswordSchema, { password: "short" }, {
    error: "password: must be at least 8 characters",
  }],
  ["reset form: matching", resetPasswordFormSchema, {
    password: "abcdefgh",
    confirmPassword: "abcdefgh",
  }, {
    ok: { password: "abcdefgh", confirmPassword: "abcdefgh" },
  }],
  ["reset form: not matching", resetPasswordFormSchema, {
    password: "abcdefgh",
    confirmPassword: "abcdefgi",
  }, { error: messages.passwordsDoNotMatch }],
];

for (const [name, schema, input, expected] of cases) {
  Deno.test(`users ${name}`, () => {
    if ("ok" in expected) assert.deepEqual(schema.parse(input), expected.ok);
    else assert.equal(errorOf(schema, input), expected.error);
  });
}
