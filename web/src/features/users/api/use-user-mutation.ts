import { queryRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  mutationRefreshing,
} from "@/api/use-invalidating-mutation";

export type UserMutationOptions<TData, TVariables> = InvalidatingMutationOptions<TData, TVariables>;

/**
 * A change to a user: every user list (this table, the pickers) is refreshed, and so are the
 * lists that show users' names, departments and hours (requests, planning, the own balance).
 */
export const useUserMutation = mutationRefreshing([
  queryRoots.users,
  queryRoots.holidayRequests,
  queryRoots.vacationDays,
  queryRoots.planning,
]);
