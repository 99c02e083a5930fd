import type { Wallchart } from "@shared/schemas/wallchart.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { planningKeys } from "./query-keys";

/** The wallchart's window: `weeks` weeks (2 to 6) from `startDate`, one department or all. */
export type WallchartWindow = { startDate: string; weeks: number; department?: number };

/** GET /api/admin/wallchart: people of each department by the window's days. */
export function getWallchart(window: WallchartWindow): Promise<Wallchart> {
  const { department, ...rest } = window;
  return api.get<Wallchart>(
    "/admin/wallchart",
    department === undefined ? rest : { ...rest, department },
  );
}

/** The window's people; the previous window's stay on screen while the next one loads. */
export const [getWallchartQueryOptions, useWallchart] = defineQuery(
  planningKeys.wallchart,
  getWallchart,
  { keepsPrevious: true },
);
