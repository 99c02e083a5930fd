import type { PickerUser } from "@shared/schemas/responses.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { bulkUserKeys } from "./query-keys";

export type BulkUser = PickerUser;

const PAGE_SIZE = 500;

/** GET /api/users, page after page: every active user, by last then first name. */
export async function getBulkUsers(): Promise<BulkUser[]> {
  const users: BulkUser[] = [];
  for (;;) {
    const page = await api.getPage<BulkUser>("/users", { limit: PAGE_SIZE, offset: users.length });
    users.push(...page.items);
    if (page.items.length === 0 || users.length >= page.total) return users;
  }
}

export const [getBulkUsersQueryOptions, useBulkUsers] = defineQuery(
  () => bulkUserKeys.all,
  getBulkUsers,
);
