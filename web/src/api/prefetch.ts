import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Starts a screen's query ahead of the screen (its code still loading), so its answer is on its
 * way meanwhile. A call that fails before the screen watches it is forgotten rather than kept as
 * the query's error: the screen asks again when it shows, and meets the refusal there as it
 * would have without the head start (a 401 ends the session once the app can act on it).
 */
export function prefetchForScreen<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  queryClient.fetchQuery(options).catch(() => {
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query && query.getObserversCount() === 0) {
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    }
  });
}
