import { queryRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  mutationRefreshing,
} from "@/api/use-invalidating-mutation";

export type CoverMutationOptions<TData, TVariables> = InvalidatingMutationOptions<
  TData,
  TVariables
>;

/**
 * What a change to a skill or a cover rule makes stale: the skills and users' skills (users
 * root), the rules (departments root; a skill's rules go with it), and the shortfalls the
 * pending requests and the planning show.
 */
export const coverChangeRoots = [
  queryRoots.users,
  queryRoots.departments,
  queryRoots.holidayRequests,
  queryRoots.planning,
] as const;

/** A change to a skill or a cover rule, refreshing whatever shows them (coverChangeRoots). */
export const useCoverMutation = mutationRefreshing(coverChangeRoots);
