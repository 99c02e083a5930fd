/**
 * Reusable zod pieces and the one function that turns a ZodError into the API's 400 text.
 * Field messages are written relative to the field ("is required"); zodErrorMessage names
 * the field in front ("startDate: is required"). A spec message from messages.ts is
 * returned verbatim instead, so the API can answer { error: "Please select at least one user" }.
 */
import { z } from "zod";
import { isoDateToUtcMs, isValidIsoDate } from "../dates.ts";
import { DAY_TYPES, type DayType } from "../hours.ts";
import { MESSAGE_TEXTS } from "../messages.ts";

/** Field message for a value that is missing, null or blank. */
export const REQUIRED = "is required";
/** Field message for a malformed or impossible date. */
export const DATE_FORMAT = "must be a date in yyyy-MM-dd format";
/** Field message for a malformed time. */
export const TIME_FORMAT = "must be a time in HH:MM format";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/;
const MAX_INT4 = 2_147_483_647;

/** True for undefined, null and strings of only spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && !value.trim());
}

/** Zod error callback: `missing` when the input is blank, else `invalid`. */
export function blankAware(invalid: string, missing: string = REQUIRED) {
  return (issue: { input?: unknown }): string => isBlank(issue.input) ? missing : invalid;
}

/** Preprocess step: "" and null become undefined (absent), other values pass unchanged. */
export function emptyToUndefined<T>(value: T): T | undefined {
  return value === "" || value === null ? undefined : value;
}

/** Years a date field accepts: nothing the company books or logs lies outside them. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;
/** Field message for a real date outside MIN_YEAR..MAX_YEAR. */
export const DATE_RANGE = `must be a date from ${MIN_YEAR} to ${MAX_YEAR}`;

const isInYearBounds = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A yyyy-MM-dd real date from 1900 to 2999; `required` replaces "is required" for a blank value. */
export function isoDateWith(options: { required?: string } = {}) {
  const error = blankAware(DATE_FORMAT, options.required);
  return z.string({ error }).refine(isValidIsoDate, { error, abort: true })
    .refine(isInYearBounds, { error: DATE_RANGE, abort: true });
}

/** A required real yyyy-MM-dd date: "2025-02-29" → "must be a date in yyyy-MM-dd format". */
export const isoDate = isoDateWith();

/** An optional yyyy-MM-dd date; "" and null count as absent and parse to undefined (test `=== undefined`, not `in`). */
export const optionalIsoDate = z.preprocess(
  (value: string | null | undefined) => emptyToUndefined(value),
  isoDate.optional(),
).optional();

/** HH:MM or HH:MM:SS, normalised to HH:MM: "09:30:00" → "09:30". */
export const timeHHMM = z
  .string({ error: blankAware(TIME_FORMAT) })
  .trim()
  .refine((value) => TIME_PATTERN.test(value), { error: blankAware(TIME_FORMAT), abort: true })
  .transform((value) => value.slice(0, 5));

/** full, morning or afternoon; absent, "" or null → "full" (the outer default keeps the key optional). */
export const dayType = z.preprocess(
  (value: DayType | "" | null | undefined) => emptyToUndefined(value),
  z.enum(DAY_TYPES, { error: `must be one of ${DAY_TYPES.join(", ")}` }).default("full"),
).default("full");

/** True for a UUID as the database writes one: isUuid("42") → false. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

/** A UUID of any version (seeded ids included), lower-cased: "must be a UUID" otherwise. */
export const uuid = z
  .string({ error: blankAware("must be a UUID") })
  .trim()
  .toLowerCase()
  .refine((value) => UUID_PATTERN.test(value), {
    error: blankAware("must be a UUID"),
    abort: true,
  });

/** A positive integer id, also from a path-parameter string: "42" → 42. */
export const id = z.preprocess(
  (value: unknown) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ error: blankAware("must be a positive integer") })
    .int({ error: "must be a positive integer" })
    .min(1, { error: "must be a positive integer" })
    .max(MAX_INT4, { error: "must be a positive integer" }),
);

const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/**
 * Text a person would write as a number, as that number; any other text stays text (and fails
 * the number check that follows): "2026" → 2026, "7.5" → 7.5, "0x7EA", "2.026e3", "+2026" and
 * "Infinity" → unchanged.
 */
export function decimalNumber(text: string): number | string {
  return DECIMAL.test(text) ? Number(text) : text;
}

/** An optional integer from a query string ("" or spaces = absent): "20" → 20. */
export function queryInt(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`;
  return z.preprocess(
    (value: string | number | null | undefined) => {
      const present = emptyToUndefined(typeof value === "string" ? value.trim() : value);
      return typeof present === "string" && INTEGER.test(present) ? Number(present) : present;
    },
    z.number({ error: message }).int({ error: message }).min(min, { error: message })
      .max(max, { error: message }).optional(),
  ).optional();
}

/** Field message for text holding a control, bidi or invisible character, or a broken one. */
export const HIDDEN_CHARACTERS = "must not contain control or invisible characters";

// C0/C1 controls (NUL included: Postgres text cannot hold it), bidi overrides and isolates,
// zero-width space, word joiner, BOM, and halves of a surrogate pair standing alone. Zero-width
// (non-)joiners stay allowed: some scripts and emoji need them.
const HIDDEN = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u061C\\u200B\\u200E" +
  "\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF";
const LONE_SURROGATE =
  "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";
const BROKEN = new RegExp(LONE_SURROGATE);
const HIDDEN_MULTILINE = new RegExp(`[${HIDDEN}]|${LONE_SURROGATE}`);
const HIDDEN_ONE_LINE = new RegExp(`[${HIDDEN}\\t\\n\\r]|${LONE_SURROGATE}`);

/** True for text a person can read as it is: isReadableText("Ann\u200B") → false. */
export function isReadableText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? HIDDEN_MULTILINE : HIDDEN_ONE_LINE).test(value);
}

/** False for text holding half a surrogate pair alone, which UTF-8 cannot carry: "a\uD800" → false. */
export function isWellFormedText(value: string): boolean {
  return !BROKEN.test(value);
}

/**
 * Trimmed text of at most `max` characters with nothing hidden in it; `multiline` lets tabs
 * and line breaks through (reasons typed in a text area). One rule for every text field.
 */
export function text(max: number, options: { multiline?: boolean } = {}) {
  return z.string({ error: "must be text" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => isReadableText(value, options), { error: HIDDEN_CHARACTERS });
}

/** Optional trimmed text, "" = absent: "  smith " → "smith". */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return z.preprocess(
    (value: string | null | undefined) => (typeof value === "string" ? value.trim() : value),
    text(max, options).optional().transform((value) => value || undefined),
  ).optional();
}

/** Required trimmed text: "  " → "is required". */
export function requiredText(
  max: number,
  required: string = REQUIRED,
  options: { multiline?: boolean } = {},
) {
  return z.string({ error: blankAware("must be text", required) })
    .trim()
    .min(1, { error: required })
    .pipe(text(max, options));
}

/**
 * Object refinement: the `toKey` date may not be before the `fromKey` date; the issue is on
 * `toKey`, e.g. "endDate: must not be before startDate". Skipped unless both are real dates.
 */
export function dateOrder(fromKey: string, toKey: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const from = value[fromKey];
    const to = value[toKey];
    if (isValidIsoDate(from) && isValidIsoDate(to) && to < from) {
      ctx.addIssue({ code: "custom", path: [toKey], message: `must not be before ${fromKey}` });
    }
  };
}

/**
 * Object refinement: at most `maxDays` days from the `fromKey` date to the `toKey` date, checked
 * before anything counts the days: ("startDate", "endDate", 366) refuses 2025-01-01..2026-01-03.
 */
export function maxSpan(fromKey: string, toKey: string, maxDays: number) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const from = value[fromKey];
    const to = value[toKey];
    if (
      isValidIsoDate(from) && isValidIsoDate(to) &&
      (isoDateToUtcMs(to) - isoDateToUtcMs(from)) / 86_400_000 > maxDays
    ) {
      ctx.addIssue({
        code: "custom",
        path: [toKey],
        message: `must be at most ${maxDays} days after ${fromKey}`,
      });
    }
  };
}

/** Longest range a request or a log may span, as the database's holiday_requests_span_check allows. */
export const MAX_REQUEST_DAYS = 366;
/** Longest range a view may ask for: a year view with its neighbouring weeks. */
export const MAX_PLANNING_DAYS = 400;

/**
 * The one rule of every date range a caller sends (a request, a log, a preview, a view): the
 * `toKey` date not before the `fromKey` date, and at most `maxDays` after it, checked before
 * anything walks the days. `.superRefine(dateRange("startDate", "endDate"))` refuses
 * 1900-01-01..2999-12-31 with "endDate: must be at most 366 days after startDate".
 */
export function dateRange(fromKey: string, toKey: string, maxDays: number = MAX_REQUEST_DAYS) {
  const order = dateOrder(fromKey, toKey);
  const span = maxSpan(fromKey, toKey, maxDays);
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    order(value, ctx);
    span(value, ctx);
  };
}

/** Paging and search of a growing list, from query-string values: { q?, limit?, offset? }. */
export const listQuery = z.object({
  q: optionalText(200),
  limit: queryInt(1, 500),
  offset: queryInt(0, MAX_INT4),
});

/** Parsed paging and search of a list. */
export type ListQuery = z.infer<typeof listQuery>;

/**
 * One human message for a failed parse. A spec message is returned as it is; otherwise each
 * failing field once, in order: "startDate: is required; endDate: must be a date in yyyy-MM-dd format".
 */
export function zodErrorMessage(error: z.ZodError): string {
  const spec = error.issues.find((issue) => MESSAGE_TEXTS.has(issue.message));
  if (spec) return spec.message;
  const parts = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (parts.has(field)) continue;
    parts.set(field, field ? `${field}: ${issue.message}` : rootMessage(issue));
  }
  return [...parts.values()].join("; ") || "Invalid request";
}

function rootMessage(issue: z.core.$ZodIssue): string {
  return issue.code === "invalid_type" ? "Request body must be a JSON object" : issue.message;
}
