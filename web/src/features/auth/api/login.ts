import { useMutation, type UseMutationOptions } from "@tanstack/react-query";

import { isAppRole } from "@shared/roles.ts";

import { api, ApiError } from "@/lib/api-client";
import type { LoginResponse } from "@shared/schemas/responses.ts";

export type LoginInput = { email: string; password: string };
export type { LoginResponse };

/** POST /api/login: a token and the user record (with its role). */
export async function loginWithEmailAndPassword(input: LoginInput): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>("/login", input);
  // An answer without a usable token or role cannot start a session.
  if (!response?.token || !response.user || !isAppRole(response.user.role)) {
    throw new ApiError(500, "The login answer has no token or role");
  }
  return response;
}

export function useLogin(
  options: Omit<UseMutationOptions<LoginResponse, Error, LoginInput>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: loginWithEmailAndPassword });
}
