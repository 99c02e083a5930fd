import { api } from "@/lib/api-client";

import type { AdminUser } from "./get-admin-users";
import { type UserMutationOptions, useUserMutation } from "./use-user-mutation";

/** DELETE /api/admin/users/:id: the user is deactivated and can no longer sign in. */
export function deleteUser(id: AdminUser["id"]): Promise<unknown> {
  return api.delete(`/admin/users/${id}`);
}

export function useDeleteUser(options: UserMutationOptions<unknown, AdminUser["id"]> = {}) {
  return useUserMutation(deleteUser, options);
}
