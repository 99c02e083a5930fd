import type { z } from "zod";

import type { createLeaveTypeSchema, LeaveTypeRow } from "@shared/schemas/leave-types.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { leaveTypeChangeRoots } from "./query-keys";

export type LeaveTypeInput = z.input<typeof createLeaveTypeSchema>;

/** POST /api/admin/leave-types: a new type, active. */
export function createLeaveType(type: LeaveTypeInput): Promise<LeaveTypeRow> {
  return api.post<LeaveTypeRow>("/admin/leave-types", type);
}

export const useCreateLeaveType = defineMutation(createLeaveType, leaveTypeChangeRoots);
