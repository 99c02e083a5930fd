import type { HolidayRegion, HolidayRegions } from "@shared/schemas/public-holidays.ts";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { regionChangeRoots } from "./query-keys";

export type DepartmentRegionUpdate = { id: number; region: HolidayRegion };

/** PUT /api/admin/holiday-regions/departments/:id: whose holidays the department keeps. */
export function updateDepartmentRegion(
  { id, region }: DepartmentRegionUpdate,
): Promise<HolidayRegions> {
  return api.put<HolidayRegions>(`/admin/holiday-regions/departments/${id}`, { region });
}

export function useUpdateDepartmentRegion(
  options: InvalidatingMutationOptions<HolidayRegions, DepartmentRegionUpdate> = {},
) {
  return useInvalidatingMutation(updateDepartmentRegion, options, regionChangeRoots);
}
