import type { QueryClient } from "@tanstack/react-query";

import { prefetchForScreen } from "@/api/prefetch";

import { getOverviewQueryOptions } from "./get-overview";

/** Starts the overview's one call. */
export function prefetchOverview(queryClient: QueryClient): void {
  prefetchForScreen(queryClient, getOverviewQueryOptions());
}
