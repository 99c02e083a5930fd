import { useEffect } from "react";
import { toast } from "sonner";

import { ApiError } from "@/lib/api-client";

/**
 * Shows a query's failure as its spec section 8 toast, once per failure:
 * useErrorToast(query.error, messages.failedToFetchVacationHours). A 401 shows nothing: the
 * session has ended and the login page takes over.
 */
export function useErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(message, { id: message });
  }, [error, message]);
}
