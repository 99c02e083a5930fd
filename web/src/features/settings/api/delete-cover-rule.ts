import type { CoverRuleRow } from "@shared/schemas/cover.ts";

import { api } from "@/lib/api-client";

import { type CoverMutationOptions, useCoverMutation } from "./use-cover-mutation";

/** DELETE /api/admin/cover-rules/:id: requests of the department are no longer checked by it. */
export function deleteCoverRule(id: CoverRuleRow["id"]): Promise<unknown> {
  return api.delete(`/admin/cover-rules/${id}`);
}

export function useDeleteCoverRule(
  options: CoverMutationOptions<unknown, CoverRuleRow["id"]> = {},
) {
  return useCoverMutation(deleteCoverRule, options);
}
