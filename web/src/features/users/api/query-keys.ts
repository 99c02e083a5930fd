import { queryRoots } from "@/api/query-keys";

/**
 * What a change to a user makes stale: every user list (the users table, the pickers, the
 * policies under the users root), and the lists that show users' names, departments and hours
 * (requests, planning, the own balance).
 */
export const userChangeRoots = [
  queryRoots.users,
  queryRoots.holidayRequests,
  queryRoots.vacationDays,
  queryRoots.planning,
] as const;
