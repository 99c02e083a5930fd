import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { policyKeys } from "./policy-keys";

/** The skills a user holds, by id: { skillIds: [1, 3] }. */
export type UserSkills = { skillIds: number[] };

/** GET /api/admin/users/:id/skills: the ids of the skills the user holds. */
export function getUserSkills(userId: string): Promise<UserSkills> {
  return api.get<UserSkills>(`/admin/users/${userId}/skills`);
}

export const [getUserSkillsQueryOptions, useUserSkills] = defineQuery(
  policyKeys.skills,
  getUserSkills,
);
