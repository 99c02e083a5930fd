import type { WorkingPatternInput, WorkingPatternRow } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { type PatternMutationOptions, usePatternMutation } from "./use-pattern-mutation";

export type WorkingPatternUpdate = WorkingPatternInput & { id: WorkingPatternRow["id"] };

/** PUT /api/admin/working-patterns/:id: the pattern's name, anchor and hours replaced. */
export function updateWorkingPattern(
  { id, ...pattern }: WorkingPatternUpdate,
): Promise<WorkingPatternRow> {
  return api.put<WorkingPatternRow>(`/admin/working-patterns/${id}`, pattern);
}

export function useUpdateWorkingPattern(
  options: PatternMutationOptions<WorkingPatternRow, WorkingPatternUpdate> = {},
) {
  return usePatternMutation(updateWorkingPattern, options);
}
