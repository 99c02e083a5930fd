/**
 * User, login and password-reset payloads (spec sections 3, 5, 7; DESIGN.md section 2).
 * vacation_hours is computed by the server: it is never read from a payload (zod strips it).
 */
import { z } from "zod";
import {
  DEFAULT_START_DATE,
  DEFAULT_TOTAL_VACATION_HOURS,
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
} from "../constants.ts";
import { messages } from "../messages.ts";
import { APP_ROLES, type AppRole } from "../roles.ts";
import {
  blankAware,
  emptyToUndefined,
  isoDate,
  isWellFormedText,
  listQuery,
  queryInt,
  REQUIRED,
  requiredText,
} from "./common.ts";

const EMAIL_MESSAGE = "must be a valid email address";
const PASSWORD_MESSAGE = `must be at least ${MIN_PASSWORD_LENGTH} characters`;
const HOURS_MESSAGE = "must be a whole number of hours, 0 or more";
const DEPARTMENT_MESSAGE = "must be a department id or null";
const emailFormat = z.email();

/** An email address, trimmed and lower-cased: " Ann@Example.COM " → "ann@example.com". */
export const email = z.string({ error: blankAware(EMAIL_MESSAGE) })
  .trim()
  .toLowerCase()
  .max(254, { error: EMAIL_MESSAGE })
  .refine((value) => emailFormat.safeParse(value).success, {
    error: blankAware(EMAIL_MESSAGE),
    abort: true,
  });

const PASSWORD_BYTES_MESSAGE =
  `must be at most ${MAX_PASSWORD_BYTES} bytes (about ${MAX_PASSWORD_BYTES} letters, fewer with accents or symbols)`;
const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;
/**
 * A password as sign-in compares it: at most 72 UTF-8 bytes (bcrypt ignores the rest), no NUL,
 * and no half surrogate pair, which UTF-8 would turn into U+FFFD (two passwords, one hash).
 */
const password = z.string({ error: REQUIRED })
  .refine((value) => utf8Bytes(value) <= MAX_PASSWORD_BYTES, { error: PASSWORD_BYTES_MESSAGE })
  .refine((value) => !value.includes("\u0000"), { error: "must not contain a NUL character" })
  .refine(isWellFormedText, {
    error: "must not contain a broken character (half a surrogate pair)",
  });

/** A new password: at least 8 characters, at most 72 bytes. Not trimmed. */
export const newPassword = z.string({ error: blankAware(PASSWORD_MESSAGE) })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGE })
  .pipe(password);

const role = z.enum(APP_ROLES, { error: `must be one of ${APP_ROLES.join(", ")}` });

const totalHours = z.preprocess(
  (value: number | string | null | undefined) => {
    const present = emptyToUndefined(typeof value === "string" ? value.trim() : value);
    return typeof present === "string" ? Number(present) : present;
  },
  z.number({ error: HOURS_MESSAGE }).int({ error: HOURS_MESSAGE }).min(0, { error: HOURS_MESSAGE })
    .max(100_000, { error: "must be at most 100000" }).optional(),
).optional();

/** department_id from a form: "" and null → null (no department), "3" → 3. */
const departmentId = z.preprocess(
  (value: number | string | null | undefined) => {
    if (value === "" || value === null) return null;
    return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  },
  z.number({ error: DEPARTMENT_MESSAGE }).int({ error: DEPARTMENT_MESSAGE })
    .min(1, { error: DEPARTMENT_MESSAGE }).max(2_147_483_647, { error: DEPARTMENT_MESSAGE })
    .nullable().optional(),
).optional();

/** The schema, with "" and null counting as absent (undefined). */
function absentIfEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value: z.input<T> | "" | null | undefined) => emptyToUndefined(value),
    schema.optional(),
  ).optional();
}

/** A new user; role, hours, start date and department get their defaults. */
export const createUserSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  password: newPassword,
  role: absentIfEmpty(role).transform((value): AppRole => value ?? "employee"),
  total_vacation_hours: totalHours.transform((value) => value ?? DEFAULT_TOTAL_VACATION_HOURS),
  start_date: absentIfEmpty(isoDate).transform((value) => value ?? DEFAULT_START_DATE),
  department_id: departmentId.transform((value) => value ?? null),
});

/** An edited user: only the fields given change; department_id null clears it. */
export const updateUserSchema = z.object({
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  email: email.optional(),
  password: absentIfEmpty(newPassword),
  role: absentIfEmpty(role),
  total_vacation_hours: totalHours,
  start_date: absentIfEmpty(isoDate),
  department_id: departmentId,
});

/** A start year as the year box takes it: any four digits (a start date lies in 1900-2999). */
const startYear = queryInt(0, 9999);

/**
 * Manage Users' list (issue 32): ?q=&startYear=&limit=&offset=. q is the 'Name / Email'
 * search (userSearchNeedle), startYear the year the users started; without any of them, every
 * active user as the spec's screen first read them.
 */
export const adminUsersQuerySchema = listQuery.extend({ startYear });

/** Where one user stands in that list: its filters without the page (?q=&startYear=). */
export const adminUserPositionQuerySchema = listQuery.pick({ q: true }).extend({ startYear });

/** Login: { email, password }; the address is not format-checked, a wrong one just fails. */
export const loginSchema = z.object({
  email: requiredText(254).transform((value) => value.toLowerCase()),
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).pipe(password),
});

/** Reset-link request: { email } required. */
export const requestResetSchema = z.object({ email });

/** New password after a reset link: { password } of at least 8 characters. */
export const resetPasswordSchema = z.object({ password: newPassword });

/** The reset form: both fields must match, else "Passwords do not match" on confirmPassword. */
export const resetPasswordFormSchema = z.object({
  password: newPassword,
  confirmPassword: z.string({ error: REQUIRED }),
}).superRefine((value, ctx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: "custom",
      path: ["confirmPassword"],
      message: messages.passwordsDoNotMatch,
    });
  }
});

/** A parsed Manage Users list query. */
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
/** A parsed new user. */
export type CreateUser = z.infer<typeof createUserSchema>;
/** A parsed user edit. */
export type UpdateUser = z.infer<typeof updateUserSchema>;
/** Parsed credentials. */
export type Login = z.infer<typeof loginSchema>;
/** A parsed reset-link request. */
export type RequestReset = z.infer<typeof requestResetSchema>;
/** A parsed new password. */
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
/** The parsed reset form. */
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
