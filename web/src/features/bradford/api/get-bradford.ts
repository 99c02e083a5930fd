import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import type { BradfordAnswer, BradfordRow } from "@shared/schemas/bradford.ts";

import { api } from "@/lib/api-client";

import { bradfordKeys } from "./query-keys";

export type { BradfordAnswer, BradfordRow };

/** GET /api/sickness-bradford?asOf=: each user's spells, days, score and band, highest first. */
export function getBradford(asOf: string): Promise<BradfordAnswer> {
  return api.get<BradfordAnswer>("/sickness-bradford", { asOf });
}

export function getBradfordQueryOptions(asOf: string) {
  return queryOptions({ queryKey: bradfordKeys.scores(asOf), queryFn: () => getBradford(asOf) });
}

/** The scores of the 52 weeks to `asOf`; the ones shown stay while another day's load. */
export function useBradford(asOf: string) {
  return useQuery({ ...getBradfordQueryOptions(asOf), placeholderData: keepPreviousData });
}
