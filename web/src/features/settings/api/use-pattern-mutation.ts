import {
  type InvalidatingMutationOptions,
  mutationRefreshing,
} from "@/api/use-invalidating-mutation";

import { policyChangeRoots } from "./query-keys";

export type PatternMutationOptions<TData, TVariables> = InvalidatingMutationOptions<
  TData,
  TVariables
>;

/** A change to a working pattern: the patterns list, and the balances its users' hours make. */
export const usePatternMutation = mutationRefreshing(policyChangeRoots);
