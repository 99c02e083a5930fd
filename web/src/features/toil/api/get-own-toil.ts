import type { OwnToil } from "@shared/schemas/toil.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { toilKeys } from "./query-keys";

export type { OwnToil };

/** GET /api/toil: the caller's entries and balance, and whether TOIL is turned on. */
export function getOwnToil(): Promise<OwnToil> {
  return api.get<OwnToil>("/toil");
}

export const [getOwnToilQueryOptions, useOwnToil] = defineQuery(() => toilKeys.own, getOwnToil);
