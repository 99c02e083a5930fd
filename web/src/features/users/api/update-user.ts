import type { z } from "zod";

import type { updateUserSchema } from "@shared/schemas/users.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { AdminUser } from "./get-admin-users";
import { userChangeRoots } from "./query-keys";

export type UpdateUserInput = {
  id: AdminUser["id"];
  /** Only the fields that changed (the password is not changed here). */
  fields: Omit<z.input<typeof updateUserSchema>, "password">;
};

/** PUT /api/admin/users/:id: the edited fields, answered with the new row. */
export function updateUser({ id, fields }: UpdateUserInput): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${id}`, fields);
}

export const useUpdateUser = defineMutation(updateUser, userChangeRoots);
