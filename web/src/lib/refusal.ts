import type { ErrorCode } from "@shared/errors.ts";
import { ApiError } from "@/lib/api-client";

/** Codes whose message tells the user something they can act on (shared/errors.ts). */
const EXPLAINED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "bad_request",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "too_many_requests",
  "unavailable",
]);

function isExplained(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && EXPLAINED.has(error.code);
}

/** A form's labels by field name, as the server names its fields: { selectedUser: "User" }. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * The one mapping from a failed call to what its toast adds under the spec's message: the
 * server's explanation when it refused the input or asked to try again later ("sick_from_date:
 * is required", "A department with this name already exists", "Nothing was saved; please try
 * again in a moment"). A lost session (the login page takes over), missing rights, a fault on
 * the server and an unreachable server add nothing to the spec's message. With `labels`, a
 * field the form shows is called by its label: "selectedUser: is required" → "User: is required".
 */
export function refusalDetail(error: unknown, labels: FieldLabels = {}): { description?: string } {
  if (!isExplained(error)) return {};
  const { field } = error;
  const label = field !== undefined && Object.hasOwn(labels, field) ? labels[field] : undefined;
  const prefix = `${field}: `;
  return {
    description: label && error.error.startsWith(prefix)
      ? `${label}: ${error.error.slice(prefix.length)}`
      : error.error,
  };
}

/** The input a refused call was about, when the server named one: "selectedUser". */
export function refusedField(error: unknown): string | undefined {
  return isExplained(error) ? error.field : undefined;
}
