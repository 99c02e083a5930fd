import type { CoverRuleInput, CoverRuleRow } from "@shared/schemas/cover.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { coverChangeRoots } from "./query-keys";

/** POST /api/admin/cover-rules: refused (409) when the department has a rule for that skill. */
export function createCoverRule(rule: CoverRuleInput): Promise<CoverRuleRow> {
  return api.post<CoverRuleRow>("/admin/cover-rules", rule);
}

export const useCreateCoverRule = defineMutation(createCoverRule, coverChangeRoots);
