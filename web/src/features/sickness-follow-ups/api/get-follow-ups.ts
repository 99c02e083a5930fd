import { useQuery } from "@tanstack/react-query";

import type { FollowUp } from "@shared/schemas/sickness-follow-ups.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { followUpKeys } from "./query-keys";

export type { FollowUp };

/** GET /api/admin/sickness-follow-ups?logIds=1,2,3: a follow-up per log that exists. */
export function getFollowUps(logIds: readonly number[]): Promise<FollowUp[]> {
  return api.get<FollowUp[]>("/admin/sickness-follow-ups", { logIds: logIds.join(",") });
}

export const [getFollowUpsQueryOptions] = defineQuery(followUpKeys.logs, getFollowUps, {
  keepsPrevious: true,
});

/**
 * The follow-ups of a page of logs, for a global admin only (`isEnabled`); the page before's
 * are kept while the next page's load, so that the column stays in place.
 */
export function useFollowUps(logIds: readonly number[], isEnabled: boolean) {
  return useQuery({
    ...getFollowUpsQueryOptions(logIds),
    enabled: isEnabled && logIds.length > 0,
  });
}
