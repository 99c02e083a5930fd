import type { WorkingPatternInput, WorkingPatternRow } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { policyChangeRoots } from "./query-keys";

/** POST /api/admin/working-patterns: a new named pattern. */
export function createWorkingPattern(pattern: WorkingPatternInput): Promise<WorkingPatternRow> {
  return api.post<WorkingPatternRow>("/admin/working-patterns", pattern);
}

export const useCreateWorkingPattern = defineMutation(createWorkingPattern, policyChangeRoots);
