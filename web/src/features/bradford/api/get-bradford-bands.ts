import { queryOptions, useQuery } from "@tanstack/react-query";

import type { BradfordBands } from "@shared/schemas/bradford.ts";

import { api } from "@/lib/api-client";

import { bradfordKeys } from "./query-keys";

/** GET /api/admin/bradford-bands: the company's trigger points, lowest first. */
export function getBradfordBands(): Promise<BradfordBands> {
  return api.get<BradfordBands>("/admin/bradford-bands");
}

export function getBradfordBandsQueryOptions() {
  return queryOptions({ queryKey: bradfordKeys.bands, queryFn: getBradfordBands });
}

export function useBradfordBands() {
  return useQuery(getBradfordBandsQueryOptions());
}
