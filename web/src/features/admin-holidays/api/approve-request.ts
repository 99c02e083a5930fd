import { api } from "@/lib/api-client";

import type { AdminHolidayRequest } from "./get-pending-requests";
import { type HolidayMutationOptions, useHolidayMutation } from "./use-holiday-mutation";

/** POST /api/admin/holiday-requests/:id/approve: pending → accepted. */
export function approveRequest(id: number): Promise<AdminHolidayRequest> {
  return api.post<AdminHolidayRequest>(`/admin/holiday-requests/${id}/approve`);
}

export function useApproveRequest(
  options: HolidayMutationOptions<AdminHolidayRequest, number> = {},
) {
  return useHolidayMutation(approveRequest, options);
}
