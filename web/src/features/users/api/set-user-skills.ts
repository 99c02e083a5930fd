import { api } from "@/lib/api-client";

import type { UserSkills } from "./get-user-skills";
import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

export type SetUserSkillsInput = UserSkills & { userId: string };

/** PUT /api/admin/users/:id/skills: the skills the user holds, all of them replaced. */
export function setUserSkills({ userId, ...body }: SetUserSkillsInput): Promise<UserSkills> {
  return api.put<UserSkills>(`/admin/users/${userId}/skills`, body);
}

/** Refreshes the users root: the user's skills and each skill's Users count sit under it. */
export function useSetUserSkills(
  options: UserMutationOptions<UserSkills, SetUserSkillsInput> = {},
) {
  return useUserMutation(setUserSkills, options);
}
