import { queryRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  mutationRefreshing,
} from "@/api/use-invalidating-mutation";

export type DepartmentMutationOptions<TData, TVariables> = InvalidatingMutationOptions<
  TData,
  TVariables
>;

/** A change to a department: its list, and every list that shows department names. */
export const useDepartmentMutation = mutationRefreshing([
  queryRoots.departments,
  queryRoots.users,
  queryRoots.holidayRequests,
  queryRoots.planning,
]);
