import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { UserSkills } from "./get-user-skills";
import { userChangeRoots } from "./query-keys";

export type SetUserSkillsInput = UserSkills & { userId: string };

/** PUT /api/admin/users/:id/skills: the skills the user holds, all of them replaced. */
export function setUserSkills({ userId, ...body }: SetUserSkillsInput): Promise<UserSkills> {
  return api.put<UserSkills>(`/admin/users/${userId}/skills`, body);
}

/** Refreshes the users root: the user's skills and each skill's Users count sit under it. */
export const useSetUserSkills = defineMutation(setUserSkills, userChangeRoots);
