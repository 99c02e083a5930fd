import { api } from "@/lib/api-client";

import { type AdminUser, filterParams, type UsersSearch } from "./get-admin-users";

/**
 * GET /api/admin/users?q=&startYear=: every user the search keeps, all pages, for Export CSV.
 * Read once per export, so not cached. With no filter it is the spec's whole list.
 */
export function getAdminUsersExport(search: UsersSearch): Promise<AdminUser[]> {
  return api.get<AdminUser[]>("/admin/users", filterParams(search));
}
