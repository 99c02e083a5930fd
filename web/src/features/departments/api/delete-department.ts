import type { Department } from "@/api/get-departments";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { departmentChangeRoots } from "./query-keys";

/** DELETE /api/departments/:id: its users are left with no department. */
export function deleteDepartment(id: Department["id"]): Promise<unknown> {
  return api.delete(`/departments/${id}`);
}

export const useDeleteDepartment = defineMutation(deleteDepartment, departmentChangeRoots);
