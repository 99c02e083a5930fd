import type { Department } from "@/api/get-departments";
import { api } from "@/lib/api-client";

import { type DepartmentMutationOptions, useDepartmentMutation } from "./use-department-mutation";

/** DELETE /api/departments/:id: its users are left with no department. */
export function deleteDepartment(id: Department["id"]): Promise<unknown> {
  return api.delete(`/departments/${id}`);
}

export function useDeleteDepartment(
  options: DepartmentMutationOptions<unknown, Department["id"]> = {},
) {
  return useDepartmentMutation(deleteDepartment, options);
}
