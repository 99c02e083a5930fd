import type { z } from "zod";

import type { adminLogToilSchema, ToilEntry } from "@shared/schemas/toil.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { toilChangeRoots } from "./query-keys";

/** POST /api/admin/toil: someone's extra hours, approved at once (the caller's own: pending). */
export function logToilFor(entry: z.input<typeof adminLogToilSchema>): Promise<ToilEntry> {
  return api.post<ToilEntry>("/admin/toil", entry);
}

export const useLogToilFor = defineMutation(logToilFor, toilChangeRoots);
