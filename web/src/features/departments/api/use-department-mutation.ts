import type { MutationFunction } from "@tanstack/react-query";

import { queryRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";

export type DepartmentMutationOptions<TData, TVariables> = InvalidatingMutationOptions<
  TData,
  TVariables
>;

/** A change to a department: its list, and every list that shows department names. */
export function useDepartmentMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  options: DepartmentMutationOptions<TData, TVariables>,
) {
  return useInvalidatingMutation(mutationFn, options, [
    queryRoots.departments,
    queryRoots.users,
    queryRoots.holidayRequests,
    queryRoots.planning,
  ]);
}
