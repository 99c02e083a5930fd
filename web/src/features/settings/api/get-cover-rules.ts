import type { CoverRuleRow } from "@shared/schemas/cover.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { settingsKeys } from "./query-keys";

export type { CoverRuleRow };

/** GET /api/admin/cover-rules: every rule with its department's and skill's names. */
export function getCoverRules(): Promise<CoverRuleRow[]> {
  return api.get<CoverRuleRow[]>("/admin/cover-rules");
}

export const [getCoverRulesQueryOptions, useCoverRules] = defineQuery(
  () => settingsKeys.coverRules,
  getCoverRules,
);
