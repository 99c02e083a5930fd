import type { HeatmapRow } from "@shared/schemas/cover.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { planningKeys } from "./query-keys";

/** The heat-map's window: `weeks` weeks (4 to 12) from `startDate`, yyyy-MM-dd. */
export type HeatmapWindow = { startDate: string; weeks: number };

/** GET /api/admin/cover-heatmap: every department's working days of the window. */
export function getCoverHeatmap(window: HeatmapWindow): Promise<HeatmapRow[]> {
  return api.get<HeatmapRow[]>("/admin/cover-heatmap", window);
}

/** The window's rows; the previous window's stay on screen while the next one loads. */
export const [getCoverHeatmapQueryOptions, useCoverHeatmap] = defineQuery(
  planningKeys.coverHeatmap,
  getCoverHeatmap,
  { keepsPrevious: true },
);
