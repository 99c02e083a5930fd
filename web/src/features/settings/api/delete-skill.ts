import type { SkillRow } from "@shared/schemas/cover.ts";

import { api } from "@/lib/api-client";

import { type CoverMutationOptions, useCoverMutation } from "./use-cover-mutation";

/** DELETE /api/admin/skills/:id: the skill, its cover rules and who holds it, all at once. */
export function deleteSkill(id: SkillRow["id"]): Promise<unknown> {
  return api.delete(`/admin/skills/${id}`);
}

export function useDeleteSkill(options: CoverMutationOptions<unknown, SkillRow["id"]> = {}) {
  return useCoverMutation(deleteSkill, options);
}
