/**
 * Sickness follow-ups and retention (issue 18), for global admins only: a log's return-to-work
 * interview and fit note, and how many years health data is kept.
 *
 * Routes (docs/api.md, "Sickness toolkit"):
 * - GET /api/admin/sickness-follow-ups?logIds=1,2,3: a FollowUp per log that exists.
 * - PUT /api/admin/sickness-logs/:id/follow-up with FollowUpInput: the FollowUp.
 * - GET and PUT /api/admin/sickness-settings: { retentionYears }.
 */
import { z } from "zod";
import { isoDate, optionalText, REQUIRED, uuid } from "./common.ts";

export const RTW_STATUSES = ["not_needed", "due", "done"] as const;
export type RtwStatus = (typeof RTW_STATUSES)[number];

/** A fit note is needed for a log longer than this many calendar days. */
export const FIT_NOTE_AFTER_DAYS = 7;
/** The digest lists an interview still due this many working days after the log ends. */
export const RTW_OVERDUE_WORKING_DAYS = 3;

const NOT_DONE = "must be empty unless the interview is done";

/** A log's follow-up as an administrator records it. */
export const followUpSchema = z.object({
  rtwStatus: z.enum(RTW_STATUSES, { error: "must be not_needed, due or done" }),
  rtwDoneBy: uuid.nullish(),
  rtwDoneOn: isoDate.nullish(),
  rtwNote: optionalText(2000, { multiline: true }).nullable(),
  fitNoteReceivedOn: isoDate.nullish(),
  fitNoteDetails: optionalText(2000, { multiline: true }).nullable(),
}).superRefine((input, ctx) => {
  const done = input.rtwStatus === "done";
  for (const key of ["rtwDoneBy", "rtwDoneOn"] as const) {
    if (done && !input[key]) ctx.addIssue({ code: "custom", path: [key], message: REQUIRED });
    if (!done && input[key]) ctx.addIssue({ code: "custom", path: [key], message: NOT_DONE });
  }
  if (input.fitNoteDetails && !input.fitNoteReceivedOn) {
    ctx.addIssue({
      code: "custom",
      path: ["fitNoteReceivedOn"],
      message: "is required with the fit note's details",
    });
  }
});
export type FollowUpInput = z.input<typeof followUpSchema>;

/** A log's follow-up as the API answers it; a log without one is "not_needed", no fit note. */
export interface FollowUp {
  logId: number;
  /** Longer than 7 calendar days (an open log up to today) and no fit note received yet. */
  fitNoteNeeded: boolean;
  rtwStatus: RtwStatus;
  rtwDoneBy: string | null;
  /** "Ann Lee": who did the interview. */
  rtwDoneByName: string | null;
  rtwDoneOn: string | null;
  rtwNote: string | null;
  fitNoteReceivedOn: string | null;
  fitNoteDetails: string | null;
}

/** GET /api/admin/sickness-follow-ups' query: up to 200 log ids, comma-separated. */
export const followUpsQuerySchema = z.object({
  logIds: z.string({ error: REQUIRED })
    .regex(/^\d{1,18}(,\d{1,18}){0,199}$/, {
      error: "must be up to 200 log ids separated by commas",
    })
    .transform((text) => text.split(",").map(Number)),
});

const YEARS = "must be a whole number of years from 1 to 50";
/** How many years after a log ends its health data is kept. */
export const sicknessSettingsSchema = z.object({
  retentionYears: z.number({ error: YEARS }).int({ error: YEARS }).min(1, { error: YEARS })
    .max(50, { error: YEARS }),
});
export type SicknessSettings = z.infer<typeof sicknessSettingsSchema>;
export const DEFAULT_RETENTION_YEARS = 6;
