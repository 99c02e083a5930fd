/**
 * The Bradford factor (issue 18): S² × D over the 52 weeks ending on a day, where S is a user's
 * spells of sickness and D their working days off sick. A spell is one sickness log; logs with
 * no working day between them (by the user's pattern and the bank holidays) are one spell.
 * Administrators set trigger points ("bands") from which a score asks for a review.
 *
 * Routes (docs/api.md, "Sickness toolkit"):
 * - GET /api/sickness-bradford?asOf=yyyy-MM-dd (global admin, sickness user): BradfordAnswer.
 *   Never a reason: the scores come from the logs' dates alone. With any of q, sort, limit and
 *   offset (issue 32), its rows are one page of those the name search keeps, in that order, and
 *   X-Total-Count says how many match.
 * - GET /api/admin/bradford-bands and PUT /api/admin/bradford-bands (global admin): { bands }.
 */
import { z } from "zod";
import { listQuery, optionalIsoDate, requiredText } from "./common.ts";

/** The most trigger points a company sets. */
export const MAX_BRADFORD_BANDS = 6;
/** The longest label of a trigger point. */
export const MAX_BRADFORD_LABEL = 60;
/** The highest trigger point: far above any real score (52 spells of 1 day is 2,704). */
export const MAX_BRADFORD_FROM = 100_000;

const FROM = `must be a whole number from 1 to ${MAX_BRADFORD_FROM}`;

/** A trigger point: from this score up (to the next band's), this label. */
export const bradfordBandSchema = z.object({
  from: z.number({ error: FROM }).int({ error: FROM }).min(1, { error: FROM })
    .max(MAX_BRADFORD_FROM, { error: FROM }),
  label: requiredText(MAX_BRADFORD_LABEL),
});
export type BradfordBand = z.infer<typeof bradfordBandSchema>;

/** The company's trigger points, lowest first, each from a different score. */
export const bradfordBandsSchema = z.object({
  bands: z.array(bradfordBandSchema, { error: "must be a list of trigger points" })
    .max(MAX_BRADFORD_BANDS, { error: `must be at most ${MAX_BRADFORD_BANDS} trigger points` })
    .refine((bands) => bands.every((band, i) => i === 0 || band.from > bands[i - 1].from), {
      error: "must go up: each trigger point above the one before",
    }),
});
export type BradfordBands = z.infer<typeof bradfordBandsSchema>;

/** The trigger points a company starts with: the ones UK HR commonly uses. */
export const DEFAULT_BRADFORD_BANDS: readonly BradfordBand[] = Object.freeze([
  { from: 51, label: "Informal review" },
  { from: 201, label: "First formal review" },
  { from: 401, label: "Second formal review" },
  { from: 651, label: "Final review" },
]);

/** The orders of the scores' screen: highest score first, or by last then first name. */
export const BRADFORD_SORTS = ["score", "name"] as const;
export type BradfordSort = (typeof BRADFORD_SORTS)[number];

/**
 * GET /api/sickness-bradford's query: the last day of the 52 weeks, today when absent; and
 * (issue 32) the page: q the name search (userSearchNeedle), sort, limit and offset.
 */
export const bradfordQuerySchema = listQuery.extend({
  asOf: optionalIsoDate,
  sort: z.enum(BRADFORD_SORTS, { error: `must be one of ${BRADFORD_SORTS.join(", ")}` })
    .optional(),
});
/** The parameters that ask for a page rather than every row. */
export const BRADFORD_PAGE_PARAMETERS = ["q", "sort", "limit", "offset"] as const;

/** One user with any sickness in the 52 weeks. */
export interface BradfordRow {
  user_id: string;
  firstName: string;
  lastName: string;
  spells: number;
  days: number;
  score: number;
  /** Index into the answer's bands of the highest one reached; null below the first. */
  band: number | null;
}

export interface BradfordAnswer {
  /** The 52 weeks: from (asOf minus 363 days) to asOf, both counted. */
  from: string;
  asOf: string;
  bands: BradfordBand[];
  /**
   * Highest score first, then by last and first name (any case), then id; by name (sort=name):
   * last name, first name, then the score's order.
   */
  rows: BradfordRow[];
}
