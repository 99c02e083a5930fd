import { queryRoots } from "@/api/query-keys";

/** Keys of the appointment logs list: one page at a time. */
export const appointmentLogKeys = {
  all: queryRoots.appointmentLogs,
  list: (page: number) => [...appointmentLogKeys.all, "list", { page }] as const,
};

/** What a change to an appointment makes stale: this list and the planning. */
export const appointmentChangeRoots = [queryRoots.appointmentLogs, queryRoots.planning] as const;
