import { queryRoots } from "@/api/query-keys";

/**
 * Query keys of the allowance policies as Manage Users reads them (issue 16). All sit under the
 * users root: a change to a user (their pattern, end date, carried hours) or to their requests
 * refreshes the users list, and these with it (a user's allowance, the users a pattern has).
 */
export const policyKeys = {
  /** One user's history, end date and balance of a year. */
  user: (userId: string, year: number) => [...queryRoots.users, "policy", userId, year] as const,
  /** The users a policy touches in a year, with their allowance. */
  allowances: (year?: number) => [...queryRoots.users, "allowances", year ?? "current"] as const,
  /** The skills one user holds (issue 17). */
  skills: (userId: string) => [...queryRoots.users, "user-skills", userId] as const,
};
