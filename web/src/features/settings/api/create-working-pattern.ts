import type { WorkingPatternInput, WorkingPatternRow } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type PatternMutationOptions, usePatternMutation } from "./use-pattern-mutation";

/** POST /api/admin/working-patterns: a new named pattern. */
export function createWorkingPattern(pattern: WorkingPatternInput): Promise<WorkingPatternRow> {
  return api.post<WorkingPatternRow>("/admin/working-patterns", pattern);
}

export function useCreateWorkingPattern(
  options: PatternMutationOptions<WorkingPatternRow, WorkingPatternInput> = {},
) {
  return usePatternMutation(createWorkingPattern, options);
}
