import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";

import { pageCount } from "@/components/pager";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

import {
  type AdminUser,
  getAdminUsersPageQueryOptions,
  USERS_PAGE_SIZE,
  type UsersSearch,
} from "../api/get-admin-users";
import { filterUsers, parseYear } from "../utils/filter-users";

/** Typing "ann" or "2025" sends one search, not several. */
const SEARCH_DELAY_MS = 300;

/** A page, and the search it is a page of: another search starts again at page 1. */
type PageOf = UsersSearch & { page: number };

const NO_USERS: AdminUser[] = [];

/**
 * Manage Users' list, paged on the server (issue 32): the search box's text and the year box
 * as typed, sent once typing pauses; the page of the users they keep, filtered again by what is
 * typed meanwhile (so the screen answers each key as it did when it held every user); and the
 * page moved back to the last one when the list shrinks under it.
 */
export function useUsersPage(initialYearText: string) {
  const [searchText, setSearchText] = useState("");
  const [yearText, setYearText] = useState(initialYearText);
  const year = parseYear(yearText);

  const q = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const startYear = useDebouncedValue(year, SEARCH_DELAY_MS);
  const [at, setAt] = useState<PageOf>({ q: "", startYear: year, page: 1 });
  const page = at.q === q && at.startYear === startYear ? at.page : 1;

  const query = useQuery(getAdminUsersPageQueryOptions({ q, startYear }, page));
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, USERS_PAGE_SIZE);
  const isSettled = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (isSettled && page > pages) setAt({ q, startYear, page: pages });
  }, [isSettled, page, pages, q, startYear]);

  const items = query.data?.items ?? NO_USERS;
  const users = useMemo(() => filterUsers(items, searchText, year), [items, searchText, year]);
  return {
    query,
    /** The page's users that what is typed keeps. */
    users,
    page,
    pages,
    setPage: (next: number) => setAt({ q, startYear, page: next }),
    /** Shows page `next` of `search` once the boxes hold it (a user just created). */
    showPage: (search: UsersSearch, next: number) => setAt({ ...search, page: next }),
    /** True when the page in hand holds every user that what is typed keeps. */
    isWhole: isSettled && total <= items.length && q === searchText.trim() && startYear === year,
    searchText,
    setSearchText,
    yearText,
    setYearText,
    year,
  };
}
