import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { Page } from "@/lib/api-client";

import { type PageSearch, usePagedList, useSearchInAddress } from "./use-paged-list";

const PAGE_SIZE = 20;

/** A server of `total` numbered rows, 20 a page; a search keeps the rows naming it. */
function stubServer(total: number) {
  const server = {
    total,
    fetchPage: vi.fn(({ q, page }: PageSearch): Promise<Page<string>> => {
      const all = Array.from({ length: server.total }, (_, i) => `row ${i + 1}`)
        .filter((row) => row.includes(q));
      const items = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return Promise.resolve({ items, total: all.length });
    }),
  };
  return server;
}

function pageOptions(server: ReturnType<typeof stubServer>) {
  return (search: PageSearch) =>
    queryOptions({ queryKey: ["rows", search], queryFn: () => server.fetchPage(search) });
}

/** The hook inside a query client and a router at `path`; the router tells the address. */
function renderPagedList(
  server: ReturnType<typeof stubServer>,
  { path = "/", inAddress = false } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: "*", element: children }], { initialEntries: [path] });
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  const view = renderHook(() => {
    const addressStore = useSearchInAddress();
    return usePagedList({
      pageSize: PAGE_SIZE,
      queryOptions: pageOptions(server),
      store: inAddress ? addressStore : undefined,
    });
  }, { wrapper });
  return { ...view, address: () => router?.state.location.search };
}

const lastSearch = (server: ReturnType<typeof stubServer>) =>
  server.fetchPage.mock.calls.at(-1)?.[0];

describe("usePagedList", () => {
  it("asks for the first page and counts the pages from the total", async () => {
    const server = stubServer(41);
    const { result } = renderPagedList(server);
    expect(result.current.rows).toEqual([]);
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(result.current.rows[0]).toBe("row 1");
    expect(result.current).toMatchObject({ page: 1, pages: 3 });
    expect(lastSearch(server)).toEqual({ q: "", page: 1 });
  });

  it("keeps the page shown while the next one loads", async () => {
    const server = stubServer(41);
    const { result } = renderPagedList(server);
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(result.current.rows[0]).toBe("row 1");
    await waitFor(() => expect(result.current.rows).toEqual(["row 41"]));
  });

  it("sends the search once typing pauses, from page 1", async () => {
    const server = stubServer(41);
    const { result } = renderPagedList(server);
    await waitFor(() => expect(result.current.pages).toBe(3));
    act(() => result.current.setPage(2));
    act(() => result.current.setSearchText(" 4"));
    expect(result.current.searchText).toBe(" 4");
    expect(lastSearch(server)).toEqual({ q: "", page: 2 });
    await waitFor(() => expect(lastSearch(server)).toEqual({ q: "4", page: 1 }));
    await waitFor(() =>
      expect(result.current.rows).toEqual([
        "row 4",
        "row 14",
        "row 24",
        "row 34",
        "row 40",
        "row 41",
      ])
    );
    expect(server.fetchPage).not.toHaveBeenCalledWith({ q: "4", page: 2 });
  });

  it("moves back to the last page when the total shrinks under the page shown", async () => {
    const server = stubServer(41);
    const { result } = renderPagedList(server);
    await waitFor(() => expect(result.current.pages).toBe(3));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows).toEqual(["row 41"]));

    server.total = 40; // the last row of the last page deleted
    await act(() => result.current.query.refetch());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.pages).toBe(2);
    await waitFor(() => expect(result.current.rows[0]).toBe("row 21"));
  });

  it("keeps the search and the page in the address when asked to", async () => {
    const server = stubServer(41);
    const { result, address } = renderPagedList(server, {
      path: "/?q=row&page=2",
      inAddress: true,
    });
    expect(result.current).toMatchObject({ page: 2, searchText: "row" });
    await waitFor(() => expect(result.current.rows[0]).toBe("row 21"));
    expect(lastSearch(server)).toEqual({ q: "row", page: 2 });

    act(() => result.current.setPage(3));
    await waitFor(() => expect(address()).toBe("?q=row&page=3"));
    act(() => result.current.setSearchText(""));
    await waitFor(() => expect(result.current.page).toBe(1));
    expect(address()).toBe("");
  });
});
