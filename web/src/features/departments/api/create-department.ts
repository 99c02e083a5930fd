import type { Department } from "@/api/get-departments";
import { api } from "@/lib/api-client";

import { type DepartmentMutationOptions, useDepartmentMutation } from "./use-department-mutation";

/** POST /api/departments: a new department named `name`. */
export function createDepartment(name: string): Promise<Department> {
  return api.post<Department>("/departments", { name });
}

export function useCreateDepartment(options: DepartmentMutationOptions<Department, string> = {}) {
  return useDepartmentMutation(createDepartment, options);
}
