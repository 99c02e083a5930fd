// The error body of every failed API call: `{ error, code, field? }`. `error` is the text a
// person reads, `code` the stable word a client branches on, `field` the input it concerns
// (when it concerns one). One list for the server that sends them and the web app that reads
// them.

/** Each code with the HTTP status it is sent with. */
export const ERROR_STATUS = {
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

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  field?: string;
  /** More on why, said beside `error` when a spec message is kept word for word. */
  detail?: string;
}

/** The code sent with an HTTP error status: each status has one. */
export function codeOfStatus(status: number): ErrorCode | undefined {
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
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
