import type { AdminUserPosition } from "@shared/schemas/responses.ts";

import { api } from "@/lib/api-client";

import { type AdminUser, filterParams, USERS_PAGE_SIZE, type UsersSearch } from "./get-admin-users";

/** GET /api/admin/users/:id/position?q=&startYear=: where the user stands in that list. */
export function getAdminUserPosition(
  id: AdminUser["id"],
  search: UsersSearch,
): Promise<AdminUserPosition> {
  return api.get<AdminUserPosition>(`/admin/users/${id}/position`, filterParams(search));
}

/** The 1-based page of the list that holds the user: pageOfUser({ index: 50 }) → 2. */
export function pageOfUser({ index }: Pick<AdminUserPosition, "index">): number {
  return Math.floor(index / USERS_PAGE_SIZE) + 1;
}
