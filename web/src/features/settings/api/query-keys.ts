import { queryRoots } from "@/api/query-keys";

export { settingsKeys } from "@/api/query-keys";

/**
 * What a change of policy makes stale: every user list (these keys among them) and the
 * balance shown to the signed-in user (pro-rata, carry-over and patterns change it).
 */
export const policyChangeRoots = [queryRoots.users, queryRoots.vacationDays] as const;
