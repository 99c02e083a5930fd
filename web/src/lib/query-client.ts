import { QueryClient } from "@tanstack/react-query";

import { ApiError } from "@/lib/api-client";

/** A call that may succeed a moment later is tried once more, this long after. */
export const RETRY_DELAY_MS = 500;
const MAX_RETRIES = 1;

/**
 * Only a passing fault is worth a second try: no answer at all (status 0: the network, a
 * restarting server) or a gateway's 502/503/504. A 4xx or a 500 is the server's answer, and
 * retrying would only keep 'Loading...' on screen: the list shows its error at once, with
 * its Retry button (components/list-status.tsx).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const isPassing = error.status === 0 || (error.status >= 502 && error.status <= 504);
  return isPassing && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
