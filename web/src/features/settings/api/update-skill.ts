import type { SkillRow } from "@shared/schemas/cover.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { SkillInput } from "./create-skill";
import { coverChangeRoots } from "./query-keys";

export type SkillUpdate = SkillInput & { id: SkillRow["id"] };

/** PUT /api/admin/skills/:id: the skill renamed (its holders and rules keep it). */
export function updateSkill({ id, ...skill }: SkillUpdate): Promise<SkillRow> {
  return api.put<SkillRow>(`/admin/skills/${id}`, skill);
}

export const useUpdateSkill = defineMutation(updateSkill, coverChangeRoots);
