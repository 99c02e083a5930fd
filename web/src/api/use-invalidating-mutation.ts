import {
  type MutationFunction,
  useMutation,
  type UseMutationOptions,
  useQueryClient,
} from "@tanstack/react-query";

import { invalidateRoots } from "@/api/query-keys";

export type InvalidatingMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn"
>;

/** A mutation that, once it succeeds (and after the caller's onSuccess), refreshes `roots`. */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: InvalidatingMutationOptions<TData, TVariables>,
  roots: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await invalidateRoots(queryClient, roots);
    },
  });
}

/**
 * The mutation hook of a kind of change, refreshing the `roots` it makes stale:
 * `export const useUserMutation = mutationRefreshing([queryRoots.users, ...])`.
 */
export function mutationRefreshing(roots: readonly (readonly unknown[])[]) {
  return function useRefreshingMutation<TData, TVariables>(
    mutationFn: MutationFunction<TData, TVariables>,
    options: InvalidatingMutationOptions<TData, TVariables>,
  ) {
    return useInvalidatingMutation(mutationFn, options, roots);
  };
}
