import { queryRoots } from "@/api/query-keys";

/** What a change to a department makes stale: its list, and every list that shows its name. */
export const departmentChangeRoots = [
  queryRoots.departments,
  queryRoots.users,
  queryRoots.holidayRequests,
  queryRoots.planning,
] as const;
