import type { WorkingPatternInput, WorkingPatternRow } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { policyChangeRoots } from "./query-keys";

export type WorkingPatternUpdate = WorkingPatternInput & { id: WorkingPatternRow["id"] };

/** PUT /api/admin/working-patterns/:id: the pattern's name, anchor and hours replaced. */
export function updateWorkingPattern(
  { id, ...pattern }: WorkingPatternUpdate,
): Promise<WorkingPatternRow> {
  return api.put<WorkingPatternRow>(`/admin/working-patterns/${id}`, pattern);
}

export const useUpdateWorkingPattern = defineMutation(updateWorkingPattern, policyChangeRoots);
