import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { adminRequestKeys } from "./query-keys";

/** GET /api/admin/all-holiday-requests?status=cancel_requested: requests awaiting a decision. */
export function getCancellationRequests(): Promise<AdminHolidayRequest[]> {
  return api.get<AdminHolidayRequest[]>("/admin/all-holiday-requests", {
    status: "cancel_requested",
  });
}

export const [getCancellationRequestsQueryOptions, useCancellationRequests] = defineQuery(
  adminRequestKeys.cancellations,
  getCancellationRequests,
);
