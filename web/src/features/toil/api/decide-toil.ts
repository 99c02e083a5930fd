import type { ToilEntry } from "@shared/schemas/toil.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { toilChangeRoots } from "./query-keys";

export type ToilDecision = { id: number; approve: true } | {
  id: number;
  approve: false;
  reason?: string;
};

/** POST /api/admin/toil/:id/approve or /deny (with the reason, when one is given). */
export function decideToil(decision: ToilDecision): Promise<ToilEntry> {
  return decision.approve
    ? api.post<ToilEntry>(`/admin/toil/${decision.id}/approve`)
    : api.post<ToilEntry>(`/admin/toil/${decision.id}/deny`, { reason: decision.reason });
}

export const useDecideToil = defineMutation(decideToil, toilChangeRoots);
