import type { CoverRuleInput, CoverRuleRow } from "@shared/schemas/cover.ts";

import { api } from "@/lib/api-client";

import { type CoverMutationOptions, useCoverMutation } from "./use-cover-mutation";

/** POST /api/admin/cover-rules: refused (409) when the department has a rule for that skill. */
export function createCoverRule(rule: CoverRuleInput): Promise<CoverRuleRow> {
  return api.post<CoverRuleRow>("/admin/cover-rules", rule);
}

export function useCreateCoverRule(
  options: CoverMutationOptions<CoverRuleRow, CoverRuleInput> = {},
) {
  return useCoverMutation(createCoverRule, options);
}
