import { useMutation, type UseMutationOptions, useQueryClient } from "@tanstack/react-query";

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
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteSicknessLog,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await Promise.all(
        sicknessChangeRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
