import type { z } from "zod";

import type { userPatternSchema, UserPolicy } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { userChangeRoots } from "./query-keys";

/** Whose history, the pattern (null: the company default) and the date it starts on. */
export type SetUserPatternInput = { userId: string } & z.input<typeof userPatternSchema>;

/** PUT /api/admin/users/:id/working-patterns: a pattern from a date (the past keeps its own). */
export function setUserPattern({ userId, ...body }: SetUserPatternInput): Promise<UserPolicy> {
  return api.put<UserPolicy>(`/admin/users/${userId}/working-patterns`, body);
}

export const useSetUserPattern = defineMutation(setUserPattern, userChangeRoots);
