import type { AppRole } from "@shared/roles.ts";

import { api } from "@/lib/api-client";

import type { AdminUser } from "./get-admin-users";
import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

/** The Create User dialog's fields (vacation_hours is the server's to compute). */
export type CreateUserInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: AppRole;
  total_vacation_hours: number;
  start_date: string;
  department_id: number | null;
};

/** POST /api/admin/users: a new user, answered with their row. */
export function createUser(input: CreateUserInput): Promise<AdminUser> {
  return api.post<AdminUser>("/admin/users", input);
}

export function useCreateUser(options: UserMutationOptions<AdminUser, CreateUserInput> = {}) {
  return useUserMutation(createUser, options);
}
