import { api } from "@/lib/api-client";

import { defineQuery } from "./define-query";
import { queryRoots } from "./query-keys";

/** A department as GET /api/departments answers it. */
export type Department = { id: number; name: string };

/** GET /api/departments: every department, by name. */
export function getDepartments(): Promise<Department[]> {
  return api.get<Department[]>("/departments");
}

/** Shared by the users, bulk add, departments and planning screens. */
export const [getDepartmentsQueryOptions, useDepartments] = defineQuery(
  () => queryRoots.departments,
  getDepartments,
);
