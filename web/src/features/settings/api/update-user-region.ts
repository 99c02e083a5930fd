import type { z } from "zod";

import type { HolidayRegions, userRegionSchema } from "@shared/schemas/public-holidays.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { regionChangeRoots } from "./query-keys";

/** A user's own nation, or null to keep their department's. */
export type UserRegionUpdate = { id: string } & z.input<typeof userRegionSchema>;

/** PUT /api/admin/holiday-regions/users/:id: the user's own nation, or their department's again. */
export function updateUserRegion({ id, region }: UserRegionUpdate): Promise<HolidayRegions> {
  return api.put<HolidayRegions>(`/admin/holiday-regions/users/${id}`, { region });
}

export const useUpdateUserRegion = defineMutation(updateUserRegion, regionChangeRoots);
