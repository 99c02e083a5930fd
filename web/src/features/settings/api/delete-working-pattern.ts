import type { WorkingPatternRow } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type PatternMutationOptions, usePatternMutation } from "./use-pattern-mutation";

/** DELETE /api/admin/working-patterns/:id: refused (409) while users have the pattern. */
export function deleteWorkingPattern(id: WorkingPatternRow["id"]): Promise<unknown> {
  return api.delete(`/admin/working-patterns/${id}`);
}

export function useDeleteWorkingPattern(
  options: PatternMutationOptions<unknown, WorkingPatternRow["id"]> = {},
) {
  return usePatternMutation(deleteWorkingPattern, options);
}
