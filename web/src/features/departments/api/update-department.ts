import type { Department } from "@/api/get-departments";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { departmentChangeRoots } from "./query-keys";

/** PUT /api/departments/:id: the department renamed. */
export function updateDepartment({ id, name }: Department): Promise<Department> {
  return api.put<Department>(`/departments/${id}`, { id, name });
}

export const useUpdateDepartment = defineMutation(updateDepartment, departmentChangeRoots);
