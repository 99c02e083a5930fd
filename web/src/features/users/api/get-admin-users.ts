import type { AdminUser } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { queryRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";

export type { AdminUser };

export const adminUserKeys = {
  all: [...queryRoots.users, "admin"] as const,
};

/** GET /api/admin/users: every active user with their hours. */
export function getAdminUsers(): Promise<AdminUser[]> {
  return api.get<AdminUser[]>("/admin/users");
}

export const [getAdminUsersQueryOptions, useAdminUsers] = defineQuery(
  () => adminUserKeys.all,
  getAdminUsers,
);
