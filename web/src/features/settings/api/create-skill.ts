import type { z } from "zod";

import type { SkillRow, skillSchema } from "@shared/schemas/cover.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { coverChangeRoots } from "./query-keys";

export type SkillInput = z.input<typeof skillSchema>;

/** POST /api/admin/skills: a new skill, held by nobody yet. */
export function createSkill(skill: SkillInput): Promise<SkillRow> {
  return api.post<SkillRow>("/admin/skills", skill);
}

export const useCreateSkill = defineMutation(createSkill, coverChangeRoots);
