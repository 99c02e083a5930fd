import { ApiError } from "@/lib/api-client";

/**
 * The toast options of a failed add: a refused clash (409) keeps its explanation, which names
 * the users concerned; any other failure shows the spec's message alone.
 */
export function conflictDetail(error: unknown): { description?: string } {
  return error instanceof ApiError && error.status === 409 ? { description: error.error } : {};
}
