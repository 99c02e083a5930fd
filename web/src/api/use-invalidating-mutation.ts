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
 * The hook of one mutation, refreshing the `roots` its change makes stale once it succeeds,
 * with the caller's options as its one argument:
 * `export const useDeleteSkill = defineMutation(deleteSkill, coverChangeRoots)`.
 */
export function defineMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  roots: readonly (readonly unknown[])[],
) {
  return function useDefinedMutation(
    options: InvalidatingMutationOptions<TData, TVariables> = {},
  ) {
    return useInvalidatingMutation(mutationFn, options, roots);
  };
}
