import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import type { PickerUser } from "@shared/schemas/responses.ts";

import { api, type Page } from "@/lib/api-client";

import { queryRoots } from "./query-keys";

export type { PickerUser };

export const PICKER_PAGE_SIZE = 20;

/** Under "users": saving a user on /users refreshes the picker too. */
export const pickerUserKeys = {
  all: [...queryRoots.users, "picker"] as const,
  search: (q: string) => [...pickerUserKeys.all, { q }] as const,
};

/** GET /api/users: one page of active users whose name or email contains q. */
export function getPickerUsers(q: string, offset: number): Promise<Page<PickerUser>> {
  return api.getPage<PickerUser>("/users", { q: q || undefined, limit: PICKER_PAGE_SIZE, offset });
}

export function getPickerUsersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: pickerUserKeys.search(q),
    queryFn: ({ pageParam }) => getPickerUsers(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/**
 * The users matching q, page after page, while the picker is open. While a new search runs
 * the list keeps the last answer (isPlaceholderData), rather than flickering empty.
 */
export function usePickerUsers(q: string, isOpen: boolean) {
  return useInfiniteQuery({
    ...getPickerUsersQueryOptions(q),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
}
