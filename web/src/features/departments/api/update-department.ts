import type { Department } from "@/api/get-departments";
import { api } from "@/lib/api-client";

import { type DepartmentMutationOptions, useDepartmentMutation } from "./use-department-mutation";

/** PUT /api/departments/:id: the department renamed. */
export function updateDepartment({ id, name }: Department): Promise<Department> {
  return api.put<Department>(`/departments/${id}`, { id, name });
}

export function useUpdateDepartment(
  options: DepartmentMutationOptions<Department, Department> = {},
) {
  return useDepartmentMutation(updateDepartment, options);
}
