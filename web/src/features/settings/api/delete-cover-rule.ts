import type { CoverRuleRow } from "@shared/schemas/cover.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { coverChangeRoots } from "./query-keys";

/** DELETE /api/admin/cover-rules/:id: requests of the department are no longer checked by it. */
export function deleteCoverRule(id: CoverRuleRow["id"]): Promise<unknown> {
  return api.delete(`/admin/cover-rules/${id}`);
}

export const useDeleteCoverRule = defineMutation(deleteCoverRule, coverChangeRoots);
