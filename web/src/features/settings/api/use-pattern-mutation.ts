import type { MutationFunction } from "@tanstack/react-query";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";

import { policyChangeRoots } from "./query-keys";

export type PatternMutationOptions<TData, TVariables> = InvalidatingMutationOptions<
  TData,
  TVariables
>;

/** A change to a working pattern: the patterns list, and the balances its users' hours make. */
export function usePatternMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: PatternMutationOptions<TData, TVariables>,
) {
  return useInvalidatingMutation(mutationFn, options, policyChangeRoots);
}
