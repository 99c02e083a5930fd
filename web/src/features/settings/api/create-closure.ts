import type { ClosureInput, CreatedClosure } from "@shared/schemas/public-holidays.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { closureChangeRoots } from "./query-keys";

export type { CreatedClosure };

/**
 * POST /api/admin/public-holidays/closures: a closure, and counted as holiday, who it booked
 * and who it passed over (a live request over its days already).
 */
export function createClosure(closure: ClosureInput): Promise<CreatedClosure> {
  return api.post<CreatedClosure>("/admin/public-holidays/closures", closure);
}

export const useCreateClosure = defineMutation(createClosure, closureChangeRoots);
