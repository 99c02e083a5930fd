import type { z } from "zod";

import type { departmentRegionSchema, HolidayRegions } from "@shared/schemas/public-holidays.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { regionChangeRoots } from "./query-keys";

export type DepartmentRegionUpdate = { id: number } & z.input<typeof departmentRegionSchema>;

/** PUT /api/admin/holiday-regions/departments/:id: whose holidays the department keeps. */
export function updateDepartmentRegion(
  { id, region }: DepartmentRegionUpdate,
): Promise<HolidayRegions> {
  return api.put<HolidayRegions>(`/admin/holiday-regions/departments/${id}`, { region });
}

export const useUpdateDepartmentRegion = defineMutation(updateDepartmentRegion, regionChangeRoots);
