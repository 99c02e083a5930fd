import type { FollowUp, FollowUpInput } from "@shared/schemas/sickness-follow-ups.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { followUpKeys } from "./query-keys";

export type FollowUpUpdate = FollowUpInput & { logId: FollowUp["logId"] };

/** PUT /api/admin/sickness-logs/:id/follow-up: the log's whole follow-up, as saved. */
export function updateFollowUp({ logId, ...followUp }: FollowUpUpdate): Promise<FollowUp> {
  return api.put<FollowUp>(`/admin/sickness-logs/${logId}/follow-up`, followUp);
}

/** Every page's follow-ups (their keys all start so). */
export const useUpdateFollowUp = defineMutation(updateFollowUp, [followUpKeys.all]);
