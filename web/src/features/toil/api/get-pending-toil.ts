import type { ToilEntry } from "@shared/schemas/toil.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { toilKeys } from "./query-keys";

export type { ToilEntry };

/** The most pending entries the approvals list shows at once, oldest decisions first. */
export const PENDING_TOIL_LIMIT = 200;

/** GET /api/admin/toil?status=pending: the entries waiting, newest first. */
export function getPendingToil(): Promise<ToilEntry[]> {
  return api.get<ToilEntry[]>("/admin/toil", { status: "pending", limit: PENDING_TOIL_LIMIT });
}

export const [getPendingToilQueryOptions, usePendingToil] = defineQuery(
  () => toilKeys.pending,
  getPendingToil,
);
