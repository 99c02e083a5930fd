import type { CoverRuleInput, CoverRuleRow } from "@shared/schemas/cover.ts";

import { api } from "@/lib/api-client";

import { type CoverMutationOptions, useCoverMutation } from "./use-cover-mutation";

export type CoverRuleUpdate = CoverRuleInput & { id: CoverRuleRow["id"] };

/** PUT /api/admin/cover-rules/:id: the rule's department, skill, minimum and mode replaced. */
export function updateCoverRule({ id, ...rule }: CoverRuleUpdate): Promise<CoverRuleRow> {
  return api.put<CoverRuleRow>(`/admin/cover-rules/${id}`, rule);
}

export function useUpdateCoverRule(
  options: CoverMutationOptions<CoverRuleRow, CoverRuleUpdate> = {},
) {
  return useCoverMutation(updateCoverRule, options);
}
