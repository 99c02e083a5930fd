import { queryRoots } from "@/api/query-keys";

/** A date range of the planning, yyyy-MM-dd both ends inclusive. */
export type PlanningRange = { startDate: string; endDate: string };

/**
 * Keys of the planning's data, all under the shared planning root: a holiday decision or an
 * appointment change anywhere in the app refreshes the calendar and the list.
 */
export const planningKeys = {
  all: queryRoots.planning,
  holidays: (range: PlanningRange, department: string) =>
    [...planningKeys.all, "holidays", { ...range, department }] as const,
  appointments: (range: PlanningRange) => [...planningKeys.all, "appointments", range] as const,
};
