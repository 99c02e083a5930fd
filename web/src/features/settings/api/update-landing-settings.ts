import type { LandingSettings } from "@shared/schemas/landing.ts";

import { getLandingSettingsQueryOptions } from "@/api/get-landing-settings";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/** PUT /api/admin/landing-settings: the setting as saved. */
export function updateLandingSettings(input: LandingSettings): Promise<LandingSettings> {
  return api.put<LandingSettings>("/admin/landing-settings", input);
}

export const useUpdateLandingSettings = defineMutation(updateLandingSettings, [
  getLandingSettingsQueryOptions().queryKey,
]);
