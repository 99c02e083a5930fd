import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { SicknessLog } from "./get-sickness-logs";
import { sicknessChangeRoots } from "./query-keys";

/** DELETE /api/sickness-logs/:id. */
export function deleteSicknessLog(id: SicknessLog["id"]): Promise<unknown> {
  return api.delete(`/sickness-logs/${id}`);
}

export const useDeleteSicknessLog = defineMutation(deleteSicknessLog, sicknessChangeRoots);
