import type { z } from "zod";

import type { createSicknessLogSchema } from "@shared/schemas/sickness.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { SicknessLog } from "./get-sickness-logs";
import { sicknessChangeRoots } from "./query-keys";

/** The create payload (spec section 7); `reason` is sent by a Global Administrator only. */
export type CreateSicknessLogInput = z.input<typeof createSicknessLogSchema>;

/** POST /api/sickness-logs. */
export function createSicknessLog(input: CreateSicknessLogInput): Promise<SicknessLog> {
  return api.post<SicknessLog>("/sickness-logs", input);
}

export const useCreateSicknessLog = defineMutation(createSicknessLog, sicknessChangeRoots);
