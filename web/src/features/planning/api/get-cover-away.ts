import { useQuery } from "@tanstack/react-query";

import type { HeatmapAway } from "@shared/schemas/cover.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { planningKeys } from "./query-keys";

/** One cell of the heat-map: a department (by id) on a day. */
export type HeatmapCellKey = { department: number; day: string };

/** GET /api/admin/cover-heatmap/away: who is away that day and how, never why. */
export function getCoverAway(cell: HeatmapCellKey): Promise<HeatmapAway[]> {
  return api.get<HeatmapAway[]>("/admin/cover-heatmap/away", cell);
}

export const [getCoverAwayQueryOptions] = defineQuery(planningKeys.coverAway, getCoverAway);

/** Who is away in the opened cell; nothing is asked while no cell is open. */
export function useCoverAway(cell: HeatmapCellKey | null) {
  return useQuery({
    ...getCoverAwayQueryOptions(cell ?? { department: 0, day: "" }),
    enabled: cell !== null,
  });
}
