import type { z } from "zod";

import type { requestResetSchema } from "@shared/schemas/users.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

export type RequestPasswordResetInput = z.input<typeof requestResetSchema>;

/** POST /api/request-reset-password: mails a reset link; answers the same for any address. */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<unknown> {
  return api.post("/request-reset-password", input);
}

/** Refreshes nothing: no one is signed in. */
export const useRequestPasswordReset = defineMutation(requestPasswordReset, []);
