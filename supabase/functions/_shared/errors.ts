// One error class for the API, with a code mapped once to an HTTP status (shared/errors.ts).
import { ERROR_STATUS, type ErrorCode } from "@shared/errors.ts";
import { messages } from "@shared/messages.ts";

export type { ErrorCode };

export class AppError extends Error {
  /** `detail`: more on why, sent beside the message (shared/errors.ts). */
  constructor(readonly code: ErrorCode, message: string, readonly detail?: string) {
    super(message);
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError("bad_request", message);
export const unauthorized = (message = "Please sign in") => new AppError("unauthorized", message);
export const forbidden = (message = "You do not have access to this") =>
  new AppError("forbidden", message);
export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string, detail?: string) =>
  new AppError("conflict", message, detail);
export const unsupportedMediaType = (message: string) =>
  new AppError("unsupported_media_type", message);

/** SQLSTATEs our triggers raise (LVxxx) and the constraint errors, mapped to error codes. */
const SQLSTATE_CODES: Record<string, ErrorCode> = {
  LV400: "bad_request",
  LV403: "forbidden",
  LV404: "not_found",
  LV409: "conflict",
  "23505": "conflict", // unique violation
  "23P01": "conflict", // exclusion violation: an overlapping request
  "23514": "bad_request", // check violation
  "23503": "bad_request", // foreign key violation
  "22007": "bad_request", // invalid date
  "22008": "bad_request", // date out of range
  "42501": "forbidden", // RLS or privilege refusal
};

/**
 * The guard trigger's refusals a client tells apart, known by the spec's words it raises them
 * in (its SQLSTATE names only the class): the -30 h floor, a start or end in the booking window.
 */
const GUARD_REFUSALS: readonly [ErrorCode, (message: string) => boolean][] = [
  ["balance_floor", (message) => message === messages.insufficientHours],
  [
    "blocked_period",
    (message) => /^(Start|End) date cannot be between .+ inclusive$/.test(message),
  ],
];

/** The code of a trigger's refusal: the refusal's own when it names one of `code`'s status. */
function guardCode(code: ErrorCode, message: string): ErrorCode {
  const [named] =
    GUARD_REFUSALS.find(([refusal, isIt]) =>
      ERROR_STATUS[refusal] === ERROR_STATUS[code] && isIt(message)
    ) ?? [code];
  return named;
}

/** A database refusal as a person reads it, with the code naming it when a client tells it apart. */
export type DatabaseRefusal = string | { message: string; code: ErrorCode };

export interface DatabaseErrorLike {
  code?: string;
  message?: string;
  /** A trigger's `using detail = ...`: more on why, sent beside the message. */
  detail?: string;
  constraint?: string;
  constraint_name?: string;
}

/**
 * Turns a database error into an AppError, or undefined for one that is a bug (500).
 * `refusals`: the words (and the code, of the same status) of a constraint or SQLSTATE.
 */
export function fromDatabaseError(
  error: DatabaseErrorLike,
  refusals: Partial<Record<string, DatabaseRefusal>> = {},
): AppError | undefined {
  const code = error.code ? SQLSTATE_CODES[error.code] : undefined;
  if (!code) return undefined;
  const constraint = error.constraint ?? error.constraint_name;
  const known = (constraint && refusals[constraint]) ?? refusals[error.code!];
  if (typeof known === "string") return new AppError(code, known);
  if (known) return new AppError(known.code, known.message);
  if (error.code!.startsWith("LV")) {
    const message = error.message ?? "Refused";
    return new AppError(guardCode(code, message), message, error.detail || undefined);
  }
  if (code === "forbidden") return forbidden();
  return new AppError(code, "The change conflicts with existing data");
}

/**
 * Logs an unexpected error by where it happened, its class, its SQLSTATE and its code
 * location, never its message or the statement's parameters: those carry passwords,
 * sickness reasons and emails.
 */
export function logUnexpected(where: string, error: unknown): void {
  const e = (error ?? {}) as Error & { code?: unknown };
  const frames = typeof e.stack === "string"
    ? e.stack.split("\n").filter((line) => /^\s+at /.test(line)).slice(0, 5)
    : [];
  console.error(JSON.stringify({
    level: "error",
    where,
    error: e.name ?? typeof error,
    code: typeof e.code === "string" ? e.code : undefined,
    at: frames.map((line) => line.trim()),
  }));
}

/** Driver codes and SQLSTATEs of a database that is down, restarting or out of connections. */
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "57014", // query_canceled: the statement timeout ended a statement that ran too long
]);

/** True when the error means the database cannot be reached now (try again), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (UNAVAILABLE.has(code) || code.startsWith("08"));
}
