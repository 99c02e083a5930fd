import {
  type MutationFunction,
  useMutation,
  type UseMutationOptions,
  useQueryClient,
} from "@tanstack/react-query";

import { invalidateRoots, queryRoots } from "@/api/query-keys";

export type UserMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn"
>;

/**
 * A change to a user: every user list (this table, the pickers) is refreshed, and so are the
 * lists that show users' names, departments and hours (requests, planning, the own balance).
 */
export function useUserMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: UserMutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await invalidateRoots(queryClient, [
        queryRoots.users,
        queryRoots.holidayRequests,
        queryRoots.vacationDays,
        queryRoots.planning,
      ]);
    },
  });
}
