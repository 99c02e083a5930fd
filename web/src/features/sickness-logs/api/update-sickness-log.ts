import type { z } from "zod";

import type { updateSicknessLogSchema } from "@shared/schemas/sickness.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { SicknessLog } from "./get-sickness-logs";
import { sicknessChangeRoots } from "./query-keys";

/**
 * An edited log: its dates, and for a Global Administrator its reason ("" removes it). A
 * sickness user sends no reason, so the stored one is kept.
 */
export type UpdateSicknessLogInput =
  & { id: SicknessLog["id"] }
  & z.input<typeof updateSicknessLogSchema>;

/** PUT /api/sickness-logs/:id. */
export function updateSicknessLog({ id, ...log }: UpdateSicknessLogInput): Promise<SicknessLog> {
  return api.put<SicknessLog>(`/sickness-logs/${id}`, log);
}

export const useUpdateSicknessLog = defineMutation(updateSicknessLog, sicknessChangeRoots);
