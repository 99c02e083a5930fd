import type { AdminUser } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { queryRoots } from "@/api/query-keys";
import { api, type Page } from "@/lib/api-client";

export type { AdminUser };

/** Rows per page of Manage Users: a company of up to 50 matching users sees one page, no pager. */
export const USERS_PAGE_SIZE = 50;

/** What Manage Users filters on: the search box as typed (trimmed) and the start year. */
export type UsersSearch = { q: string; startYear: number | null };

export const adminUserKeys = {
  all: [...queryRoots.users, "admin"] as const,
  page: (search: UsersSearch, page: number) =>
    [...adminUserKeys.all, "page", { ...search, page }] as const,
};

/** The list's filters as query parameters; none for an empty search of every year. */
export const filterParams = ({ q, startYear }: UsersSearch) => ({
  q: q || undefined,
  startYear: startYear ?? undefined,
});

/**
 * GET /api/admin/users?q=&startYear=&limit=&offset=: one page of the users the search keeps,
 * with their hours, and how many it keeps (issue 32: 20,000 users are not read to show 50).
 */
export function getAdminUsersPage(search: UsersSearch, page: number): Promise<Page<AdminUser>> {
  return api.getPage<AdminUser>("/admin/users", {
    ...filterParams(search),
    limit: USERS_PAGE_SIZE,
    offset: (page - 1) * USERS_PAGE_SIZE,
  });
}

export const [getAdminUsersPageQueryOptions] = defineQuery(adminUserKeys.page, getAdminUsersPage, {
  keepsPrevious: true,
});
