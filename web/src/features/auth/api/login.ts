import type { z } from "zod";

import { isAppRole } from "@shared/roles.ts";
import type { LoginResponse } from "@shared/schemas/responses.ts";
import type { loginSchema } from "@shared/schemas/users.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api, ApiError } from "@/lib/api-client";

export type LoginInput = z.input<typeof loginSchema>;
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

/** Refreshes nothing: the cache was emptied as the last session ended (lib/session.ts). */
export const useLogin = defineMutation(loginWithEmailAndPassword, []);
