import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { AdminUser } from "./get-admin-users";
import { userChangeRoots } from "./query-keys";

/** DELETE /api/admin/users/:id: the user is deactivated and can no longer sign in. */
export function deleteUser(id: AdminUser["id"]): Promise<unknown> {
  return api.delete(`/admin/users/${id}`);
}

export const useDeleteUser = defineMutation(deleteUser, userChangeRoots);
