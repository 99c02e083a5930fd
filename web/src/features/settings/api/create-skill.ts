import type { SkillRow } from "@shared/schemas/cover.ts";

import { api } from "@/lib/api-client";

import { type CoverMutationOptions, useCoverMutation } from "./use-cover-mutation";

export type SkillInput = { name: string };

/** POST /api/admin/skills: a new skill, held by nobody yet. */
export function createSkill(skill: SkillInput): Promise<SkillRow> {
  return api.post<SkillRow>("/admin/skills", skill);
}

export function useCreateSkill(options: CoverMutationOptions<SkillRow, SkillInput> = {}) {
  return useCoverMutation(createSkill, options);
}
