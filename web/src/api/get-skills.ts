import type { SkillRow } from "@shared/schemas/cover.ts";

import { api } from "@/lib/api-client";

import { defineQuery } from "./define-query";
import { settingsKeys } from "./query-keys";

export type { SkillRow };

/** GET /api/admin/skills: every skill, by name, with how many active users hold it. */
export function getSkills(): Promise<SkillRow[]> {
  return api.get<SkillRow[]>("/admin/skills");
}

/** Read by Settings (the Skills section, a rule's skill) and by a user's skills in Manage Users. */
export const [getSkillsQueryOptions, useSkills] = defineQuery(() => settingsKeys.skills, getSkills);
