import type { CoverRuleInput, CoverRuleRow } from "@shared/schemas/cover.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { coverChangeRoots } from "./query-keys";

export type CoverRuleUpdate = CoverRuleInput & { id: CoverRuleRow["id"] };

/** PUT /api/admin/cover-rules/:id: the rule's department, skill, minimum and mode replaced. */
export function updateCoverRule({ id, ...rule }: CoverRuleUpdate): Promise<CoverRuleRow> {
  return api.put<CoverRuleRow>(`/admin/cover-rules/${id}`, rule);
}

export const useUpdateCoverRule = defineMutation(updateCoverRule, coverChangeRoots);
