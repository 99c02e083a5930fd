import type { BradfordBands } from "@shared/schemas/bradford.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { bradfordKeys } from "./query-keys";

/** GET /api/admin/bradford-bands: the company's trigger points, lowest first. */
export function getBradfordBands(): Promise<BradfordBands> {
  return api.get<BradfordBands>("/admin/bradford-bands");
}

export const [getBradfordBandsQueryOptions, useBradfordBands] = defineQuery(
  () => bradfordKeys.bands,
  getBradfordBands,
);
