import { useMutation, type UseMutationOptions } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

export type ResetPasswordInput = { token: string; password: string };

/** POST /api/reset-password/:token with the new password; the link works once. */
export function resetPassword({ token, password }: ResetPasswordInput): Promise<unknown> {
  return api.post(`/reset-password/${encodeURIComponent(token)}`, { password });
}

export function useResetPassword(
  options: Omit<UseMutationOptions<unknown, Error, ResetPasswordInput>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: resetPassword });
}
