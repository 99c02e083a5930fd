import { useMutation, type UseMutationOptions } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

export type RequestPasswordResetInput = { email: string };

/** POST /api/request-reset-password: mails a reset link; answers the same for any address. */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<unknown> {
  return api.post("/request-reset-password", input);
}

export function useRequestPasswordReset(
  options: Omit<UseMutationOptions<unknown, Error, RequestPasswordResetInput>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: requestPasswordReset });
}
