import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { SicknessLog } from "./get-sickness-logs";
import { sicknessChangeRoots } from "./query-keys";

/** The create payload (spec section 7); `reason` is sent by a Global Administrator only. */
export type CreateSicknessLogInput = {
  user_id: string;
  sick_from_date: string;
  sick_to_date: string;
  reason?: string;
};

/** POST /api/sickness-logs. */
export function createSicknessLog(input: CreateSicknessLogInput): Promise<SicknessLog> {
  return api.post<SicknessLog>("/sickness-logs", input);
}

export function useCreateSicknessLog(
  options: InvalidatingMutationOptions<SicknessLog, CreateSicknessLogInput> = {},
) {
  return useInvalidatingMutation(createSicknessLog, options, sicknessChangeRoots);
}
