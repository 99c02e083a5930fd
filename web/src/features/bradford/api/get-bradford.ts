import type { BradfordAnswer, BradfordRow } from "@shared/schemas/bradford.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { bradfordKeys } from "./query-keys";

export type { BradfordAnswer, BradfordRow };

/** GET /api/sickness-bradford?asOf=: each user's spells, days, score and band, highest first. */
export function getBradford(asOf: string): Promise<BradfordAnswer> {
  return api.get<BradfordAnswer>("/sickness-bradford", { asOf });
}

/** The scores of the 52 weeks to `asOf`; the ones shown stay while another day's load. */
export const [getBradfordQueryOptions, useBradford] = defineQuery(
  bradfordKeys.scores,
  getBradford,
  { keepsPrevious: true },
);
