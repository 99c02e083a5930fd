import {
  keepPreviousData,
  type QueryKey,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";

import { pageCount } from "@/components/pager";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import type { Page } from "@/lib/api-client";

/** Typing "ann" sends one search, not three. */
const SEARCH_DELAY_MS = 300;

/** What a server-paged list asks for: the search text and the 1-based page. */
export type PageSearch = { q: string; page: number };

/** Where the search and the page are kept, as a state pair: useState's, or the address's. */
export type SearchStore = readonly [PageSearch, (next: PageSearch) => void];

/**
 * Keeps the search and page in the address (?q=&page=), so that they survive a reload and
 * Back; the defaults ("" and 1) are left out of it.
 */
export function useSearchInAddress(): SearchStore {
  const [params, setParams] = useSearchParams();
  const search = {
    q: params.get("q") ?? "",
    page: Math.max(1, Math.trunc(Number(params.get("page"))) || 1),
  };
  const setSearch = useCallback(({ q, page }: PageSearch) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (q) next.set("q", q);
      else next.delete("q");
      if (page > 1) next.set("page", String(page));
      else next.delete("page");
      return next;
    }, { replace: true }), [setParams]);
  return [search, setSearch];
}

/** A page of a list and the means to move through it and search it. */
export type PagedList<T, TPage extends Page<T> = Page<T>> = {
  query: UseQueryResult<TPage>;
  /** The page's rows; none while the first page loads. */
  rows: readonly T[];
  page: number;
  pages: number;
  setPage: (page: number) => void;
  /** The search box's text, as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
};

const NO_ROWS: never[] = [];

/**
 * A list the server pages (`limit`/`offset`, the total from its X-Total-Count header): the
 * search box's text, sent once typing pauses and starting again at page 1; the page shown,
 * kept while the next one loads and moved back to the last page when the total shrinks under
 * it (the last row of the last page deleted, another admin's change).
 *
 * usePagedList({ pageSize: 20, queryOptions: ({ q, page }) => getLogsQueryOptions(q, page) })
 *
 * The page may carry more than its rows (TPage: the Bradford answer's 52 weeks and bands).
 */
export function usePagedList<TPage extends Page<unknown>, TKey extends QueryKey>({
  pageSize,
  queryOptions,
  store,
}: {
  pageSize: number;
  queryOptions: (search: PageSearch) => UseQueryOptions<TPage, Error, TPage, TKey>;
  /** Where the search and page live; by default the component's own state. */
  store?: SearchStore;
}): PagedList<TPage["items"][number], TPage> {
  const ownStore = useState<PageSearch>({ q: "", page: 1 });
  const [search, setSearch] = store ?? ownStore;
  const { q, page } = search;

  const [searchText, setSearchText] = useState(q);
  const typed = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (typed !== q) setSearch({ q: typed, page: 1 });
  }, [typed, q, setSearch]);

  const query = useQuery({ ...queryOptions({ q, page }), placeholderData: keepPreviousData });
  const pages = pageCount(query.data?.total ?? 0, pageSize);
  const isSettled = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (isSettled && page > pages) setSearch({ q, page: pages });
  }, [isSettled, page, pages, q, setSearch]);

  return {
    query,
    rows: query.data?.items ?? NO_ROWS,
    page,
    pages,
    setPage: (next: number) => setSearch({ q, page: next }),
    searchText,
    setSearchText,
  };
}
