import { queryOptions, useQuery } from "@tanstack/react-query";

import type { CoverRuleRow } from "@shared/schemas/cover.ts";

import { api } from "@/lib/api-client";

import { settingsKeys } from "./query-keys";

export type { CoverRuleRow };

/** GET /api/admin/cover-rules: every rule with its department's and skill's names. */
export function getCoverRules(): Promise<CoverRuleRow[]> {
  return api.get<CoverRuleRow[]>("/admin/cover-rules");
}

export function getCoverRulesQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.coverRules, queryFn: getCoverRules });
}

export function useCoverRules() {
  return useQuery(getCoverRulesQueryOptions());
}
