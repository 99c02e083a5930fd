import type { z } from "zod";

import type { createUserSchema } from "@shared/schemas/users.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { AdminUser } from "./get-admin-users";
import { userChangeRoots } from "./query-keys";

/** The Create User dialog's fields (vacation_hours is the server's to compute). */
export type CreateUserInput = z.input<typeof createUserSchema>;

/** POST /api/admin/users: a new user, answered with their row. */
export function createUser(input: CreateUserInput): Promise<AdminUser> {
  return api.post<AdminUser>("/admin/users", input);
}

export const useCreateUser = defineMutation(createUser, userChangeRoots);
