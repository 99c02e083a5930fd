// The error body of every failed API call: `{ error, code, field? }`. `error` is the text a
// person reads, `code` the stable word a client branches on, `field` the input it concerns
// (when it concerns one). One list for the server that sends them and the web app that reads
// them.

/** The code of each HTTP error status: what an error without a name of its own is sent with. */
const STATUS_CODES = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

/**
 * The product's refusals a client tells apart, each sent with its class's status; the message
 * stays the spec's words, the code says which rule refused.
 */
const REFUSAL_STATUS = {
  /** A start or end in the booking window (24-31 December unless an administrator moved it). */
  blocked_period: 400,
  /** A request over days the person has a live request for already. */
  overlap: 409,
  /** A request that would leave the balance below the -30 h floor. */
  balance_floor: 409,
  /** A blocking cover rule falls short; an administrator may go ahead with a reason. */
  cover_short: 409,
} as const;

/** Each code with the HTTP status it is sent with. */
export const ERROR_STATUS = { ...STATUS_CODES, ...REFUSAL_STATUS } as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type RefusalCode = keyof typeof REFUSAL_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** The codes naming a refusal: REFUSAL_CODES.includes("overlap") → true. */
export const REFUSAL_CODES = Object.keys(REFUSAL_STATUS) as readonly RefusalCode[];

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  field?: string;
  /** More on why, said beside `error` when a spec message is kept word for word. */
  detail?: string;
}

/** The code an HTTP error status is sent with when no refusal names it: 409 → "conflict". */
export function codeOfStatus(status: number): ErrorCode | undefined {
  return (Object.keys(STATUS_CODES) as (keyof typeof STATUS_CODES)[])
    .find((code) => STATUS_CODES[code] === status);
}

const FIELD_PREFIX = /^([A-Za-z_][\w.]*): /;

/**
 * The field a message is about: field messages name it in front ("startDate: is required",
 * see shared/schemas/common.ts), so the first one named is the field the client marks.
 */
export function fieldOf(message: string): string | undefined {
  return FIELD_PREFIX.exec(message)?.[1];
}

/** The body for `code` and `message`, with the field the message names and any detail. */
export function errorBody(code: ErrorCode, message: string, detail?: string): ErrorBody {
  const field = fieldOf(message);
  const body: ErrorBody = field ? { error: message, code, field } : { error: message, code };
  return detail === undefined ? body : { ...body, detail };
}
