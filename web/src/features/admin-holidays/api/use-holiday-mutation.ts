import type { MutationFunction } from "@tanstack/react-query";

import { holidayChangeRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";

export type HolidayMutationOptions<TData, TVariables> = InvalidatingMutationOptions<
  TData,
  TVariables
>;

/**
 * A mutation of holiday requests: on success every request list, the hours, the users list
 * (its remaining hours) and the planning are refreshed.
 */
export function useHolidayMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: HolidayMutationOptions<TData, TVariables>,
) {
  return useInvalidatingMutation(mutationFn, options, holidayChangeRoots);
}
