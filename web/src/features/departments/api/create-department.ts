import type { Department } from "@/api/get-departments";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { departmentChangeRoots } from "./query-keys";

/** POST /api/departments: a new department named `name`. */
export function createDepartment(name: string): Promise<Department> {
  return api.post<Department>("/departments", { name });
}

export const useCreateDepartment = defineMutation(createDepartment, departmentChangeRoots);
