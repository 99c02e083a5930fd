import type { MutationFunction } from "@tanstack/react-query";

import { queryRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";

export type UserMutationOptions<TData, TVariables> = InvalidatingMutationOptions<TData, TVariables>;

/**
 * A change to a user: every user list (this table, the pickers) is refreshed, and so are the
 * lists that show users' names, departments and hours (requests, planning, the own balance).
 */
export function useUserMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: UserMutationOptions<TData, TVariables>,
) {
  return useInvalidatingMutation(mutationFn, options, [
    queryRoots.users,
    queryRoots.holidayRequests,
    queryRoots.vacationDays,
    queryRoots.planning,
  ]);
}
