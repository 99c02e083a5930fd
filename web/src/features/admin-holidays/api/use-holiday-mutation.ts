import {
  type MutationFunction,
  useMutation,
  type UseMutationOptions,
  useQueryClient,
} from "@tanstack/react-query";

import { holidayChangeRoots, invalidateRoots } from "@/api/query-keys";

export type HolidayMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn"
>;

/**
 * A mutation of holiday requests: on success every request list, the hours, the users list
 * (its remaining hours) and the planning are refreshed.
 */
export function useHolidayMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: HolidayMutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await invalidateRoots(queryClient, holidayChangeRoots);
    },
  });
}
