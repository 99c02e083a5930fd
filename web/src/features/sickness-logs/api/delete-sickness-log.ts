import type { UseMutationOptions } from "@tanstack/react-query";

import { useInvalidatingMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { SicknessLog } from "./get-sickness-logs";
import { sicknessChangeRoots } from "./query-keys";

/** DELETE /api/sickness-logs/:id. */
export function deleteSicknessLog(id: SicknessLog["id"]): Promise<unknown> {
  return api.delete(`/sickness-logs/${id}`);
}

export function useDeleteSicknessLog(
  options: Omit<UseMutationOptions<unknown, Error, SicknessLog["id"]>, "mutationFn"> = {},
) {
  return useInvalidatingMutation(deleteSicknessLog, options, sicknessChangeRoots);
}
