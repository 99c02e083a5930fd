/**
 * Time off in lieu (issue 33): extra hours worked, approved by an administrator, make a balance
 * that TOIL requests spend (shared/toil.ts states the rule).
 *
 * Routes (docs/api.md, "Time off in lieu"):
 * - GET /api/toil (anyone signed in): the caller's entries, balance and whether TOIL is on.
 * - POST /api/toil: logs the caller's extra hours, pending.
 * - GET /api/admin/toil?status=&limit=&offset= (global admin): entries, newest first, paged.
 * - POST /api/admin/toil: logs someone's hours (approved at once for someone else).
 * - POST /api/admin/toil/:id/approve, POST /api/admin/toil/:id/deny ({ reason? }).
 * - GET and PUT /api/admin/toil-settings: { toilExpiryMonths } (null: lots never expire).
 */
import { z } from "zod";
import { MAX_TOIL_EXPIRY_MONTHS, MAX_TOIL_HOURS, MAX_TOIL_NOTE, TOIL_STATUSES } from "../toil.ts";
import { decimalNumber, isoDate, optionalText, queryInt, uuid } from "./common.ts";

const HOURS_MESSAGE = `must be more than 0 and at most ${MAX_TOIL_HOURS} hours in quarter hours`;
const MONTHS_MESSAGE =
  `must be whole months from 1 to ${MAX_TOIL_EXPIRY_MONTHS}, or none (never expires)`;

/** Extra hours of one day, in quarter hours: "1.5" → 1.5; 0, 24.25 and 1.1 are refused. */
export const toilHours = z.preprocess(
  (value: unknown) => typeof value === "string" ? decimalNumber(value.trim()) : value,
  z.number({ error: HOURS_MESSAGE }).gt(0, { error: HOURS_MESSAGE })
    .max(MAX_TOIL_HOURS, { error: HOURS_MESSAGE })
    .refine((value) => Number.isInteger(value * 4), { error: HOURS_MESSAGE }),
);

/** The caller's own extra hours. */
export const logToilSchema = z.object({
  workedOn: isoDate,
  hours: toilHours,
  note: optionalText(MAX_TOIL_NOTE, { multiline: true }),
});
export type LogToil = z.infer<typeof logToilSchema>;

/** An administrator's entry for someone (themself included: then it stays pending). */
export const adminLogToilSchema = logToilSchema.extend({ userId: uuid });
export type AdminLogToil = z.infer<typeof adminLogToilSchema>;

/** A denial, with a reason or without. */
export const denyToilSchema = z.object({
  reason: optionalText(MAX_TOIL_NOTE, { multiline: true }),
});

/** The administrator's list: one status or every one, paged. */
export const adminToilQuerySchema = z.object({
  status: z.preprocess(
    (value: unknown) => value === "" ? undefined : value,
    z.enum(TOIL_STATUSES, { error: `must be one of ${TOIL_STATUSES.join(", ")}` }).optional(),
  ),
  limit: queryInt(1, 200),
  offset: queryInt(0, 2_147_483_647),
});

/** The setting: months an approved lot lasts, or null for ever. */
export const toilSettingsSchema = z.object({
  toilExpiryMonths: z.number({ error: MONTHS_MESSAGE }).int({ error: MONTHS_MESSAGE })
    .min(1, { error: MONTHS_MESSAGE }).max(MAX_TOIL_EXPIRY_MONTHS, { error: MONTHS_MESSAGE })
    .nullable(),
});
export type ToilSettings = z.infer<typeof toilSettingsSchema>;

/** One entry as the routes answer it. */
export const toilEntryResponse = z.strictObject({
  id: z.number().int(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  workedOn: z.string(),
  hours: z.number(),
  note: z.string().nullable(),
  status: z.enum(TOIL_STATUSES),
  denyReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type ToilEntry = z.infer<typeof toilEntryResponse>;

/** GET /api/toil: the caller's TOIL. */
export const ownToilResponse = z.strictObject({
  active: z.boolean(),
  typeName: z.string(),
  balance: z.number(),
  toilExpiryMonths: z.number().int().nullable(),
  entries: z.array(toilEntryResponse),
});
export type OwnToil = z.infer<typeof ownToilResponse>;
