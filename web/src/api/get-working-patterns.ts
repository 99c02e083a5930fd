import type { WorkingPatternRow } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { defineQuery } from "./define-query";
import { settingsKeys } from "./query-keys";

export type { WorkingPatternRow };

/** GET /api/admin/working-patterns: every named pattern, by name, with its users today. */
export function getWorkingPatterns(): Promise<WorkingPatternRow[]> {
  return api.get<WorkingPatternRow[]>("/admin/working-patterns");
}

export const [getWorkingPatternsQueryOptions, useWorkingPatterns] = defineQuery(
  () => settingsKeys.workingPatterns,
  getWorkingPatterns,
);
