/**
 * Sickness log payloads (spec sections 3 and 7). Reasons are health data: the server lets
 * only a Global Administrator read or write them (DESIGN.md section 2).
 */
import { z } from "zod";
import {
  dateRange,
  isoDate,
  listQuery,
  optionalIsoDate,
  optionalText,
  text,
  uuid,
} from "./common.ts";

const MAX_REASON_LENGTH = 1000;

/** A new log: sick_to_date and reason may be absent ("" counts as absent); to ≥ from. */
export const createSicknessLogSchema = z.object({
  user_id: uuid,
  sick_from_date: isoDate,
  sick_to_date: optionalIsoDate,
  reason: optionalText(MAX_REASON_LENGTH, { multiline: true }),
}).superRefine(dateRange("sick_from_date", "sick_to_date"));

/**
 * An edited log (PUT sends the whole log; its user cannot change and user_id is ignored).
 * sick_to_date absent means the log has no end date. reason: absent = keep the stored one
 * (a sickness user never sees it), "" or null = clear it.
 */
export const updateSicknessLogSchema = z.object({
  sick_from_date: isoDate,
  sick_to_date: optionalIsoDate,
  reason: z.preprocess(
    (value: string | null | undefined) => (typeof value === "string" ? value.trim() : value),
    text(MAX_REASON_LENGTH, { multiline: true })
      .nullable()
      .optional()
      .transform((value) => (value === "" ? null : value)),
  ).optional(),
}).superRefine(dateRange("sick_from_date", "sick_to_date"));

/** A parsed new sickness log. */
export type CreateSicknessLog = z.infer<typeof createSicknessLogSchema>;
/** A parsed sickness log edit. */
export type UpdateSicknessLog = z.infer<typeof updateSicknessLogSchema>;

/**
 * GET /api/sickness-summary/:year's page (issue 32): ?q=&limit=&offset=, q the name search
 * (userSearchNeedle). Without any of them, every row as the spec's screen read them.
 */
export const sicknessSummaryQuerySchema = listQuery;
/** The parameters that ask for a page rather than every row. */
export const SICKNESS_SUMMARY_PAGE_PARAMETERS = ["q", "limit", "offset"] as const;
