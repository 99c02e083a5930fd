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

/**
 * The one mapping from a failed call to what its toast adds under the spec's message: the
 * server's explanation when it refused the input or asked to try again later ("sick_from_date:
 * is required", "A department with this name already exists", "Nothing was saved; please try
 * again in a moment"). A lost session (the login page takes over), missing rights, a fault on
 * the server and an unreachable server add nothing to the spec's message.
 */
export function refusalDetail(error: unknown): { description?: string } {
  const explained = error instanceof ApiError && error.code !== undefined &&
    EXPLAINED.has(error.code);
  return explained ? { description: error.error } : {};
}
