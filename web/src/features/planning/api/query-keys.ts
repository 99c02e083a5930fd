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
  coverHeatmap: (window: { startDate: string; weeks: number }) =>
    [...planningKeys.all, "cover-heatmap", window] as const,
  coverAway: (cell: { department: number; day: string }) =>
    [...planningKeys.all, "cover-away", cell] as const,
  wallchart: (window: { startDate: string; weeks: number; department?: number }) =>
    [...planningKeys.all, "wallchart", window] as const,
};
