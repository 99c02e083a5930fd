import { useQuery } from "@tanstack/react-query";

import type { LeaveTypeSummary } from "@shared/schemas/leave-types.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { adminRequestKeys } from "./query-keys";

/** GET /api/leave-types: the active types, Holiday first, that the lists may filter by (issue 33). */
export function getLeaveTypeChoices(): Promise<LeaveTypeSummary[]> {
  return api.get<LeaveTypeSummary[]>("/leave-types");
}

export const [getLeaveTypeChoicesQueryOptions] = defineQuery(
  adminRequestKeys.leaveTypes,
  getLeaveTypeChoices,
);

/**
 * The types a list's "Leave type" filter offers: [] while only Holiday is active (no filter is
 * shown then, the spec's list), until known, or when the server cannot say.
 */
export function useLeaveTypeChoices(): LeaveTypeSummary[] {
  const types = useQuery(getLeaveTypeChoicesQueryOptions()).data;
  return Array.isArray(types) && types.length > 1 ? types : [];
}
