import { queryOptions, useQuery } from "@tanstack/react-query";

import type { AppRole } from "@shared/roles.ts";

import { queryRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";

/** A user as GET /api/admin/users answers it (docs/api.md "Admin user row"). */
export type AdminUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: AppRole;
  department_id: number | null;
  department: string;
  total_vacation_hours: number;
  start_date: string;
  /** Remaining this calendar year; computed by the server, never edited. */
  vacation_hours: number;
};

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
