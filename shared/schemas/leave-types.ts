/**
 * Leave types (issue 33): the kinds of leave a company records and their rules. The built-in
 * "Holiday" (id 1) is the spec's holiday request; ready-made UK types come inactive; an
 * administrator creates more. Nothing here changes a spec route's answer.
 *
 * Routes (docs/api.md, "Leave types"):
 * - GET /api/leave-types (any signed-in user): the active types, LeaveTypeSummary[].
 * - GET and POST /api/admin/leave-types (global admin): LeaveTypeRow[], a new LeaveTypeRow.
 * - PATCH and DELETE /api/admin/leave-types/:id (global admin): edit, retire or turn on; delete
 *   a type never used.
 * - GET /api/leave-balances?year= (any signed-in user, their own): LeaveBalance[], one per active
 *   type with an allowance of its own; [] when there is none (Holiday alone).
 */
import { z } from "zod";
import { colourProblem } from "../leave-types.ts";
import { decimalNumber, requiredText } from "./common.ts";

/** Who may file a type: anyone for themself, or only an administrator for someone. */
export const LEAVE_TYPE_FILERS = ["employee", "admin"] as const;
export type LeaveTypeFiler = (typeof LEAVE_TYPE_FILERS)[number];

/** The most hours a type's own yearly allowance may hold (a year of 12-hour days, and more). */
export const MAX_LEAVE_TYPE_HOURS = 5000;

const boolean = z.boolean({ error: "must be true or false" });
const HOURS_MESSAGE =
  `must be more than 0 and at most ${MAX_LEAVE_TYPE_HOURS} hours in quarter hours`;

/** A #rrggbb colour the app's text stays readable on: "#93C5FD" → "#93c5fd". */
export const leaveTypeColour = z.string({ error: "must be a colour as #rrggbb" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a colour as #rrggbb" })
  .transform((value) => value.toLowerCase())
  .superRefine((value, ctx) => {
    const problem = colourProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A type's own yearly allowance in quarter hours, or null for none (unlimited). */
export const leaveTypeAllowance = z.preprocess(
  (value: unknown) => typeof value === "string" ? decimalNumber(value.trim()) : value,
  z.number({ error: HOURS_MESSAGE }).gt(0, { error: HOURS_MESSAGE })
    .max(MAX_LEAVE_TYPE_HOURS, { error: HOURS_MESSAGE })
    .refine((value) => Number.isInteger(value * 4), { error: HOURS_MESSAGE })
    .nullable(),
);

const fields = {
  name: requiredText(60),
  colour: leaveTypeColour,
  deductsFromAllowance: boolean,
  allowanceHours: leaveTypeAllowance,
  needsApproval: boolean,
  colleaguesSeeName: boolean,
  countsAsAway: boolean,
  halfDays: boolean,
  noteRequired: boolean,
  filedBy: z.enum(LEAVE_TYPE_FILERS, { error: "must be employee or admin" }),
};

const ONE_ALLOWANCE =
  "a type that takes hours from the holiday allowance has no allowance of its own";

/** A new type: every rule named; counts as away for cover unless it says not. */
export const createLeaveTypeSchema = z.object({
  ...fields,
  countsAsAway: fields.countsAsAway.default(true),
})
  .refine((type) => !(type.deductsFromAllowance && type.allowanceHours !== null), {
    error: ONE_ALLOWANCE,
    path: ["allowanceHours"],
  });
export type CreateLeaveType = z.infer<typeof createLeaveTypeSchema>;

/** A change to a type: any of its rules, and `active` to retire it or turn it on. */
export const updateLeaveTypeSchema = z.object({
  name: fields.name.optional(),
  colour: fields.colour.optional(),
  deductsFromAllowance: fields.deductsFromAllowance.optional(),
  allowanceHours: fields.allowanceHours.optional(),
  needsApproval: fields.needsApproval.optional(),
  colleaguesSeeName: fields.colleaguesSeeName.optional(),
  countsAsAway: fields.countsAsAway.optional(),
  halfDays: fields.halfDays.optional(),
  noteRequired: fields.noteRequired.optional(),
  filedBy: fields.filedBy.optional(),
  active: boolean.optional(),
}).refine((change) => Object.values(change).some((value) => value !== undefined), {
  error: "name: give at least one field to change",
});
export type UpdateLeaveType = z.infer<typeof updateLeaveTypeSchema>;

/** A type as an administrator manages it, with how many requests are of it (strict: tests parse answers). */
export const leaveTypeRowResponse = z.strictObject({
  id: z.number().int().positive(),
  /** holiday, unpaid, compassionate, ...: a built-in or ready-made type; null: created. */
  kind: z.string().nullable(),
  isBuiltIn: z.boolean(),
  name: z.string(),
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  deductsFromAllowance: z.boolean(),
  allowanceHours: z.number().nullable(),
  needsApproval: z.boolean(),
  colleaguesSeeName: z.boolean(),
  countsAsAway: z.boolean(),
  halfDays: z.boolean(),
  noteRequired: z.boolean(),
  filedBy: z.enum(LEAVE_TYPE_FILERS),
  active: z.boolean(),
  requests: z.number().int().min(0),
});
export type LeaveTypeRow = z.infer<typeof leaveTypeRowResponse>;

/** An active type as anyone signed in may know it: what filing one needs, nothing more. */
export const leaveTypeSummaryResponse = leaveTypeRowResponse.pick({
  id: true,
  name: true,
  colour: true,
  deductsFromAllowance: true,
  allowanceHours: true,
  needsApproval: true,
  halfDays: true,
  noteRequired: true,
  filedBy: true,
});
export type LeaveTypeSummary = z.infer<typeof leaveTypeSummaryResponse>;

/** The caller's hours of one active type with its own yearly allowance, in a year (strict). */
export const leaveBalanceResponse = z.strictObject({
  leaveTypeId: z.number().int().positive(),
  name: z.string(),
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  allowanceHours: z.number().positive(),
  /** The live (pending, approved, cancellation asked) hours of the type in the year. */
  takenHours: z.number().min(0),
  /** allowanceHours - takenHours, never below 0. */
  leftHours: z.number().min(0),
});
export type LeaveBalance = z.infer<typeof leaveBalanceResponse>;
