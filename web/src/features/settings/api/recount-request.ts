import { useQueryClient } from "@tanstack/react-query";

import type { AffectedRequest } from "@shared/schemas/public-holidays.ts";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { publicHolidayKeys, recountChangeRoots } from "./query-keys";

/** POST /api/admin/public-holidays/affected/:id/recount: the request at today's hours (audited). */
export function recountRequest(id: AffectedRequest["id"]): Promise<AffectedRequest> {
  return api.post<AffectedRequest>(`/admin/public-holidays/affected/${id}/recount`);
}

/**
 * A re-count: the request leaves the lists of those to re-count (its hours match now), then the
 * requests, balances and planning it changed are refreshed.
 */
export function useRecountRequest(
  options: InvalidatingMutationOptions<AffectedRequest, AffectedRequest["id"]> = {},
) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(recountRequest, {
    ...options,
    onSuccess: async (...args) => {
      queryClient.setQueriesData<AffectedRequest[]>(
        { queryKey: publicHolidayKeys.affected },
        (rows) => rows?.filter((row) => row.id !== args[0].id),
      );
      await options.onSuccess?.(...args);
    },
  }, recountChangeRoots);
}
