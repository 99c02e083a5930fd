import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { Toaster } from "@/components/ui/toaster";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { AuthProvider } from "@/lib/session";
import type { QueryClient } from "@tanstack/react-query";

/** Everything the screens rely on: server state, the session, and the toast outlet. */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
