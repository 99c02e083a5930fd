import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { queryRoots } from "./query-keys";

/** A department as GET /api/departments answers it. */
export type Department = { id: number; name: string };

/** GET /api/departments: every department, by name. */
export function getDepartments(): Promise<Department[]> {
  return api.get<Department[]>("/departments");
}

/** Shared by the users, bulk add, departments and planning screens. */
export function getDepartmentsQueryOptions() {
  return queryOptions({ queryKey: queryRoots.departments, queryFn: getDepartments });
}

export function useDepartments() {
  return useQuery(getDepartmentsQueryOptions());
}
