import type { LeaveTypeRow } from "@shared/schemas/leave-types.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { leaveTypeKeys } from "./query-keys";

export type { LeaveTypeRow };

/** GET /api/admin/leave-types: every type, the built-in Holiday first, with its requests' count. */
export function getLeaveTypes(): Promise<LeaveTypeRow[]> {
  return api.get<LeaveTypeRow[]>("/admin/leave-types");
}

export const [getLeaveTypesQueryOptions, useLeaveTypes] = defineQuery(
  () => leaveTypeKeys.admin,
  getLeaveTypes,
);
