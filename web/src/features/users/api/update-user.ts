import { api } from "@/lib/api-client";

import type { CreateUserInput } from "./create-user";
import type { AdminUser } from "./get-admin-users";
import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

export type UpdateUserInput = {
  id: AdminUser["id"];
  /** Only the fields that changed. */
  fields: Partial<Omit<CreateUserInput, "password">>;
};

/** PUT /api/admin/users/:id: the edited fields, answered with the new row. */
export function updateUser({ id, fields }: UpdateUserInput): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${id}`, fields);
}

export function useUpdateUser(options: UserMutationOptions<AdminUser, UpdateUserInput> = {}) {
  return useUserMutation(updateUser, options);
}
