import type { WorkingPatternRow } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { policyChangeRoots } from "./query-keys";

/** DELETE /api/admin/working-patterns/:id: refused (409) while users have the pattern. */
export function deleteWorkingPattern(id: WorkingPatternRow["id"]): Promise<unknown> {
  return api.delete(`/admin/working-patterns/${id}`);
}

export const useDeleteWorkingPattern = defineMutation(deleteWorkingPattern, policyChangeRoots);
