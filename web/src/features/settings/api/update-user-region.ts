import type { HolidayRegion, HolidayRegions } from "@shared/schemas/public-holidays.ts";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { regionChangeRoots } from "./query-keys";

/** A user's own nation, or null to keep their department's. */
export type UserRegionUpdate = { id: string; region: HolidayRegion | null };

/** PUT /api/admin/holiday-regions/users/:id: the user's own nation, or their department's again. */
export function updateUserRegion({ id, region }: UserRegionUpdate): Promise<HolidayRegions> {
  return api.put<HolidayRegions>(`/admin/holiday-regions/users/${id}`, { region });
}

export function useUpdateUserRegion(
  options: InvalidatingMutationOptions<HolidayRegions, UserRegionUpdate> = {},
) {
  return useInvalidatingMutation(updateUserRegion, options, regionChangeRoots);
}
