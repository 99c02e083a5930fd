import type { LeaveTypeRow } from "@shared/schemas/leave-types.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { leaveTypeChangeRoots } from "./query-keys";

/** DELETE /api/admin/leave-types/:id: a type an administrator created and nobody used. */
export function deleteLeaveType(id: LeaveTypeRow["id"]): Promise<unknown> {
  return api.delete(`/admin/leave-types/${id}`);
}

export const useDeleteLeaveType = defineMutation(deleteLeaveType, leaveTypeChangeRoots);
