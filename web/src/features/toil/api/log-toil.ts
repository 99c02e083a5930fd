import type { z } from "zod";

import type { logToilSchema, ToilEntry } from "@shared/schemas/toil.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { toilChangeRoots } from "./query-keys";

/** POST /api/toil: the caller's extra hours, pending. */
export function logToil(entry: z.input<typeof logToilSchema>): Promise<ToilEntry> {
  return api.post<ToilEntry>("/toil", entry);
}

export const useLogToil = defineMutation(logToil, toilChangeRoots);
