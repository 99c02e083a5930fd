import {
  type MutationFunction,
  useMutation,
  type UseMutationOptions,
  useQueryClient,
} from "@tanstack/react-query";

import { invalidateRoots, queryRoots } from "@/api/query-keys";

export type DepartmentMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn"
>;

/** A change to a department: its list, and every list that shows department names. */
export function useDepartmentMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: DepartmentMutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await invalidateRoots(queryClient, [
        queryRoots.departments,
        queryRoots.users,
        queryRoots.holidayRequests,
        queryRoots.planning,
      ]);
    },
  });
}
