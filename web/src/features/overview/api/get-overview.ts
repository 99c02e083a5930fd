import type { Overview } from "@shared/schemas/cover.ts";

import { defineQuery } from "@/api/define-query";
import { queryRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";

/** Under the planning root: a holiday decided anywhere refreshes the overview too. */
export const overviewKey = [...queryRoots.planning, "overview"] as const;

/** GET /api/admin/overview: who is away, what waits, the tightest days and this year's figures. */
export function getOverview(): Promise<Overview> {
  return api.get<Overview>("/admin/overview");
}

export const [getOverviewQueryOptions, useOverview] = defineQuery(() => overviewKey, getOverview);
