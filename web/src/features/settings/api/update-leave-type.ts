import type { z } from "zod";

import type { LeaveTypeRow, updateLeaveTypeSchema } from "@shared/schemas/leave-types.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { leaveTypeChangeRoots } from "./query-keys";

export type LeaveTypeChange = z.input<typeof updateLeaveTypeSchema> & { id: LeaveTypeRow["id"] };

/** PATCH /api/admin/leave-types/:id: the fields named changed (`active` turns it on or off). */
export function updateLeaveType({ id, ...change }: LeaveTypeChange): Promise<LeaveTypeRow> {
  return api.patch<LeaveTypeRow>(`/admin/leave-types/${id}`, change);
}

export const useUpdateLeaveType = defineMutation(updateLeaveType, leaveTypeChangeRoots);
