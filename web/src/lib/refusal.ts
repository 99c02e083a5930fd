import { ApiError } from "@/lib/api-client";

/**
 * The toast options of a failed change: when the server refused the input (400, 404, 409)
 * its explanation goes under the spec's message ("sick_from_date: is required"); other
 * failures (session, rights, network) show the spec's message alone.
 */
export function refusalDetail(error: unknown): { description?: string } {
  const isRefusal = error instanceof ApiError &&
    (error.status === 400 || error.status === 404 || error.status === 409);
  return isRefusal ? { description: error.error } : {};
}
