import type { SkillRow } from "@shared/schemas/cover.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { coverChangeRoots } from "./query-keys";

/** DELETE /api/admin/skills/:id: the skill, its cover rules and who holds it, all at once. */
export function deleteSkill(id: SkillRow["id"]): Promise<unknown> {
  return api.delete(`/admin/skills/${id}`);
}

export const useDeleteSkill = defineMutation(deleteSkill, coverChangeRoots);
