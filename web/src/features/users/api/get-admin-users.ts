import { queryOptions, useQuery } from "@tanstack/react-query";

import { queryRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";
import type { AdminUser } from "@shared/schemas/responses.ts";

export type { AdminUser };

export const adminUserKeys = {
  all: [...queryRoots.users, "admin"] as const,
};

/** GET /api/admin/users: every active user with their hours. */
export function getAdminUsers(): Promise<AdminUser[]> {
  return api.get<AdminUser[]>("/admin/users");
}

export function getAdminUsersQueryOptions() {
  return queryOptions({ queryKey: adminUserKeys.all, queryFn: getAdminUsers });
}

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
