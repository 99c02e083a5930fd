import type { z } from "zod";

import type { resetPasswordSchema } from "@shared/schemas/users.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/** The link's token, and the new password. */
export type ResetPasswordInput = { token: string } & z.input<typeof resetPasswordSchema>;

/** POST /api/reset-password/:token with the new password; the link works once. */
export function resetPassword({ token, password }: ResetPasswordInput): Promise<unknown> {
  return api.post(`/reset-password/${encodeURIComponent(token)}`, { password });
}

/** Refreshes nothing: no one is signed in. */
export const useResetPassword = defineMutation(resetPassword, []);
