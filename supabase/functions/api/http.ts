// What every route shares: the context type, the error mapping, validation and the role guard.
import type { Context, Env, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { id, uuid, zodErrorMessage } from "@shared/schemas/common.ts";
import { ERROR_STATUS, errorBody, type ErrorCode } from "@shared/errors.ts";
import { messages } from "@shared/messages.ts";
import type { AppRole } from "@shared/roles.ts";
import type { Claims, JsonText, Tx } from "../_shared/db.ts";
import { SessionEndedError } from "../_shared/db.ts";
import {
  AppError,
  badRequest,
  type DatabaseRefusal,
  forbidden,
  fromDatabaseError,
  isDatabaseUnavailable,
  logUnexpected,
  unauthorized,
  unsupportedMediaType,
} from "../_shared/errors.ts";
import { verifyToken } from "../_shared/jwt.ts";
import { tryAgainMessage } from "../_shared/rate-limit.ts";
import type { Deps } from "./app.ts";

export interface AppEnv extends Env {
  Variables: { deps: Deps; claims: Claims };
}

/** Answers `{ error, code, field?, detail? }` with the code's status (shared/errors.ts). */
export function errorResponse(
  c: Context,
  code: ErrorCode,
  message: string,
  detail?: string,
): Response {
  return c.json(errorBody(code, message, detail), ERROR_STATUS[code]);
}

/** Maps every error to its body and status once; never leaks stacks or SQL. */
export function handleError(error: Error, c: Context): Response {
  const known = error instanceof AppError
    ? error
    : error instanceof SessionEndedError
    ? unauthorized(error.message)
    : fromDatabaseError(error as never, DATABASE_MESSAGES);
  if (known) return errorResponse(c, known.code, known.message, known.detail);
  if (isDatabaseUnavailable(error)) {
    logUnexpected("database unavailable", error);
    c.header("Retry-After", String(DATABASE_RETRY_SECONDS));
    return errorResponse(c, "unavailable", DATABASE_UNAVAILABLE);
  }
  if (error instanceof SyntaxError) return errorResponse(c, "bad_request", BODY_NOT_JSON);
  logUnexpected(`${c.req.method} ${c.req.routePath}`, error);
  return errorResponse(c, "internal", "Something went wrong on our side");
}

/** The answer while the database is down or restarting: nothing was changed, try again. */
export const DATABASE_UNAVAILABLE =
  "The service is briefly unavailable. Nothing was saved; please try again in a moment.";
const DATABASE_RETRY_SECONDS = 5;

/** The exclusion constraint that refuses a user's second live request over the same days. */
export const OVERLAP_CONSTRAINT = "holiday_requests_no_overlap";

/** Messages (and codes naming refusals) for constraint names and SQLSTATEs that reach users. */
const DATABASE_MESSAGES: Record<string, DatabaseRefusal> = {
  [OVERLAP_CONSTRAINT]: { message: messages.overlap, code: "overlap" },
  users_active_email_key: "A user with this email already exists",
  users_department_id_fkey: "department_id: there is no such department",
  departments_name_key: "A department with this name already exists",
  skills_name_key: "name: a skill with this name already exists",
  leave_types_name_key: "name: a leave type with this name already exists",
  leave_types_one_allowance:
    "allowanceHours: a type that takes hours from the holiday allowance has no allowance of its own",
  cover_rules_once: "This department already has a rule for that skill",
  cover_rules_department_id_fkey: "departmentId: there is no such department",
  cover_rules_skill_id_fkey: "skillId: there is no such skill",
  user_skills_skill_id_fkey: "skillIds: there is no such skill",
  working_patterns_name_key: "name: a pattern with this name already exists",
  user_working_patterns_pattern_id_fkey: "patternId: there is no such pattern",
  user_working_patterns_offset_days_check:
    "offsetDays: must be less than the pattern's cycle, and 0 for the company default",
  users_end_date_check: "endDate: the end date cannot be before the user's start date",
  holiday_requests_dates_check: "endDate: the end date cannot be before the start date",
  appointment_logs_dates_check: "event_to_date: the end date cannot be before the start date",
  appointment_logs_times_check: "end_time: the end time must be after the start time",
  sickness_logs_dates_check: "sick_to_date: the end date cannot be before the start date",
  sickness_follow_ups_rtw_done_by_fkey: "rtwDoneBy: there is no such user",
};

/** Parses a value with a shared zod schema; a failure is a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(zodErrorMessage(result.error));
  return result.data;
}

/** Answers JSON the database already encoded, without decoding and encoding it again. */
export function jsonText<T>(c: Context, text: JsonText<T>, status: 200 | 201 = 200): Response {
  return c.body(text, status, { "Content-Type": "application/json; charset=UTF-8" });
}

/** A 429 saying when to try again, with Retry-After set; throw it (nothing is written). */
export function tooManyRequests(c: Context, what: string, retryAfterSeconds: number): AppError {
  c.header("Retry-After", String(retryAfterSeconds));
  return new AppError("too_many_requests", tryAgainMessage(what, retryAfterSeconds));
}

/** Starts `task` without waiting for it: the answer goes out first. Failures are logged. */
export function runAfterAnswer(deps: Deps, task: () => Promise<void>): void {
  const guarded = () => task().catch((error) => logUnexpected("after answer", error));
  if (deps.defer) deps.defer(guarded);
  else void guarded();
}

/** Runs fn in a transaction as the signed-in caller (after requireRole). */
export function asUser<T>(c: Context<AppEnv>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return c.get("deps").db.withUser(c.get("claims"), fn);
}

const idParam = z.object({ id });

/** The `:id` path parameter as a positive integer; "abc" is a 400 naming `id`. */
export function pathId(c: Context): number {
  return parse(idParam, { id: c.req.param("id") }).id;
}

const userIdParam = z.object({ id: uuid });

/** The `:id` path parameter as a user's UUID; anything else is a 400 naming `id`. */
export function pathUserId(c: Context): string {
  return parse(userIdParam, { id: c.req.param("id") }).id;
}

export const BODY_NOT_JSON = "The body must be valid JSON";
export const BODY_NOT_UTF8 = "The body must be UTF-8 text";
export const BODY_TYPE = "The body must be sent with Content-Type: application/json";
/** Field message for a query value whose percent-encoding is broken or not UTF-8 ("%FF"). */
export const BROKEN_ENCODING = "must be percent-encoded UTF-8 text";

/** application/json, or application/<anything>+json, with any parameters. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The JSON body as sent: another Content-Type is a 415, and bytes that are not UTF-8 are a 400
 * rather than text with U+FFFD quietly put in their place. No Content-Type is read as JSON.
 */
export async function readJson(c: Context, options: { optional?: boolean } = {}): Promise<unknown> {
  const type = c.req.header("Content-Type");
  if (type !== undefined && !JSON_MEDIA_TYPE.test(type)) throw unsupportedMediaType(BODY_TYPE);
  // Read outside the try: the body limit's 413 must pass through.
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw badRequest(BODY_NOT_UTF8);
  }
  // A route whose body is optional (approve, with or without a reason) reads none as {}.
  if (options.optional && text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(BODY_NOT_JSON);
  }
}

/** The JSON body parsed with a shared schema. */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parse(schema, await readJson(c));
}

const decodeStrictly = (part: string) => {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    return undefined;
  }
};

/**
 * The query string parsed with a shared schema. A broken or non-UTF-8 percent-encoding ("%FF",
 * "%C0%80", a lone "%") is a 400 naming its parameter, where c.req.query() would pass the
 * characters on as typed.
 */
export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const search = new URL(c.req.url).search.slice(1);
  for (const pair of search ? search.split("&") : []) {
    const at = pair.indexOf("=");
    const key = decodeStrictly(at < 0 ? pair : pair.slice(0, at));
    if (key === undefined) throw badRequest(`The query string ${BROKEN_ENCODING}`);
    if (at >= 0 && decodeStrictly(pair.slice(at + 1)) === undefined) {
      throw badRequest(`${key}: ${BROKEN_ENCODING}`);
    }
  }
  return parse(schema, c.req.query());
}

/**
 * Whose data a call asks for: the caller's own (`userId` absent or theirs), or, for a global
 * admin, anyone's; 403 for anyone else's. ownOrAdminUser(c, undefined) → the caller's id.
 */
export function ownOrAdminUser(c: Context<AppEnv>, userId: string | undefined): string {
  const claims = c.get("claims");
  if (userId === undefined || userId === claims.sub) return claims.sub;
  if (claims.app_role !== "global_admin") throw forbidden();
  return userId;
}

/** Lets through a signed-in caller whose app role is one of `roles` (any role when empty). */
export function requireRole(...roles: AppRole[]): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) throw unauthorized();
    const { config, clock } = c.get("deps");
    const claims = await verifyToken(token, config.jwtSecret, clock());
    if (!claims) throw unauthorized("Your session is invalid or has expired, please sign in again");
    if (roles.length > 0 && !roles.includes(claims.app_role)) throw forbidden();
    c.set("claims", claims);
    await next();
  });
}
