import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";

import { type ErrorCode, REFUSAL_CODES, type RefusalCode } from "@shared/errors.ts";
import { ApiError } from "@/lib/api-client";
import { type FieldLabels, fieldMessage, messageInLabels } from "@/lib/field-errors";

export type { FieldLabels };

/** Codes whose message tells the user something they can act on (shared/errors.ts). */
const EXPLAINED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "bad_request",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "too_many_requests",
  "unavailable",
  ...REFUSAL_CODES,
]);

function isExplained(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && EXPLAINED.has(error.code);
}

/**
 * Whether the server refused a call by one of the rules `codes` name, told by its code and
 * never by its words: isRefusedBy(error, "cover_short") for a blocking cover rule.
 */
export function isRefusedBy(error: unknown, ...codes: RefusalCode[]): error is ApiError {
  return error instanceof ApiError && codes.some((code) => code === error.code);
}

/**
 * The one mapping from a failed call to what its toast adds under the spec's message: the
 * server's explanation when it refused the input or asked to try again later ("sick_from_date:
 * is required", "A department with this name already exists", "Nothing was saved; please try
 * again in a moment"). A lost session (the login page takes over), missing rights, a fault on
 * the server and an unreachable server add nothing to the spec's message. With `labels`, a
 * field the form shows is called by its label: "selectedUser: is required" → "User is required".
 */
export function refusalDetail(error: unknown, labels: FieldLabels = {}): { description?: string } {
  if (!isExplained(error)) return {};
  return { description: messageInLabels(error.error, labels) };
}

/** The input a refused call was about, when the server named one: "selectedUser". */
export function refusedField(error: unknown): string | undefined {
  return isExplained(error) ? error.field : undefined;
}

/**
 * Shows a refusal beside the field it names, when the form shows that field, in the form's
 * words ("selectedUser: no active user has this id" → "User: no active user has this id" under
 * User), and moves the focus there. Cleared by the field's next change or the next submit.
 */
function markRefusedField<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  labels: FieldLabels,
): void {
  const field = refusedField(error);
  if (field === undefined || !Object.hasOwn(labels, field) || !isExplained(error)) return;
  const part = error.error.split("; ").find((text) => text.startsWith(`${field}: `));
  const message = part === undefined
    ? error.error
    : fieldMessage(field, part.slice(field.length + 2), labels);
  setError(field as FieldPath<Values>, { message }, { shouldFocus: true });
}

/**
 * A form's save that failed: the spec's failure toast with the server's reason under it
 * (refusalDetail), and the field it names marked beside the field (markRefusedField).
 */
export function reportRefusal<Values extends FieldValues>(
  failed: string,
  error: unknown,
  setError: UseFormSetError<Values>,
  labels: FieldLabels,
): void {
  toast.error(failed, refusalDetail(error, labels));
  markRefusedField(setError, error, labels);
}
