import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { adminRequestKeys } from "./query-keys";

/** GET /api/admin/all-holiday-requests?status=cancel_requested: requests awaiting a decision. */
export function getCancellationRequests(): Promise<AdminHolidayRequest[]> {
  return api.get<AdminHolidayRequest[]>("/admin/all-holiday-requests", {
    status: "cancel_requested",
  });
}

export function getCancellationRequestsQueryOptions() {
  return queryOptions({
    queryKey: adminRequestKeys.cancellations(),
    queryFn: getCancellationRequests,
  });
}

export function useCancellationRequests() {
  return useQuery(getCancellationRequestsQueryOptions());
}
