import type { SicknessSettings } from "@shared/schemas/sickness-follow-ups.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { getSicknessSettingsQueryOptions } from "./get-sickness-settings";

/** PUT /api/admin/sickness-settings: the years health data is kept, as saved. */
export function updateSicknessSettings(settings: SicknessSettings): Promise<SicknessSettings> {
  return api.put<SicknessSettings>("/admin/sickness-settings", settings);
}

export const useUpdateSicknessSettings = defineMutation(updateSicknessSettings, [
  getSicknessSettingsQueryOptions().queryKey,
]);
