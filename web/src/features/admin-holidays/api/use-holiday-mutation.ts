import { holidayChangeRoots } from "@/api/query-keys";
import {
  type InvalidatingMutationOptions,
  mutationRefreshing,
} from "@/api/use-invalidating-mutation";

export type HolidayMutationOptions<TData, TVariables> = InvalidatingMutationOptions<
  TData,
  TVariables
>;

/**
 * A mutation of holiday requests: on success every request list, the hours, the users list
 * (its remaining hours) and the planning are refreshed.
 */
export const useHolidayMutation = mutationRefreshing(holidayChangeRoots);
